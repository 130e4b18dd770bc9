import type { Dayjs } from 'dayjs';
import { DatePicker, Form, Radio } from 'antd';
import type { FormInstance, FormRule } from 'antd';
import { venueDate, venueTime } from '@beacon/shared/time';
import { Hint } from '../../components/Hint';
import { DATE_TIME_FORMAT, type EventFormValues } from './eventForm';
import { readPickerValue, type Occurrence } from '../../lib/wallClock';

type TimeField = 'date' | 'endDate';
type OccurrenceField = 'dateOccurrence' | 'endOccurrence';

const clock = (value: Dayjs): string => value.format('h:mm A');
const dayOf = (value: Dayjs): string => value.format('dddd, MMMM D, YYYY');

/** A time the venue's clocks skip is refused with what happened; a time shown twice needs its choice below. */
const wallClockRule =
  (occurrenceField: OccurrenceField): FormRule =>
  ({ getFieldValue }) => ({
    validator: async (_rule, value: Dayjs | null | undefined) => {
      const timeZone = getFieldValue('timeZone') as string | undefined;
      if (!value?.isValid() || !timeZone) return;
      const reading = readPickerValue(value, timeZone);
      if (reading.kind === 'skipped') {
        throw new Error(
          `${clock(value)} does not exist on ${dayOf(value)} in ${timeZone}: the clocks go forward past it. Pick another time.`,
        );
      }
      if (reading.kind === 'repeated' && !getFieldValue(occurrenceField)) {
        throw new Error(`${clock(value)} happens twice on ${dayOf(value)} in ${timeZone}: choose which one below.`);
      }
    },
  });

/**
 * A venue time in the event form: the picker, what it reads at the venue, and, on the day the clocks go
 * back, a choice between the two times that show the same clock (neither is taken for the admin). A
 * time the clocks skip is refused on the field. `rules` adds the field's own (required, after the start).
 */
export function WallClockField({
  form,
  name,
  occurrenceName,
  label,
  choiceLabel,
  rules,
  emptyHint,
}: {
  form: FormInstance<EventFormValues>;
  name: TimeField;
  occurrenceName: OccurrenceField;
  label: string;
  /** Names the choice between two times the clocks show twice ('Which start time'). */
  choiceLabel: string;
  rules: FormRule[];
  emptyHint: string;
}) {
  const picked = Form.useWatch(name, form);
  const timeZone = Form.useWatch('timeZone', form);
  const occurrence = Form.useWatch(occurrenceName, form);
  const reading = picked?.isValid() && timeZone ? readPickerValue(picked, timeZone) : null;
  const instant = reading?.kind === 'exact' ? reading.instant : reading?.kind === 'repeated' && occurrence ? reading[occurrence] : null;
  const hint = instant && timeZone ? `${venueDate(instant, timeZone)} · ${venueTime(instant, timeZone)}` : emptyHint;
  const options =
    reading?.kind === 'repeated' && timeZone
      ? [
          {
            value: 'earlier' satisfies Occurrence,
            label: `${venueTime(reading.earlier, timeZone)}, the first (before the clocks go back)`,
          },
          { value: 'later' satisfies Occurrence, label: `${venueTime(reading.later, timeZone)}, the second (after the clocks go back)` },
        ]
      : null;
  return (
    <>
      <Form.Item
        name={name}
        label={label}
        rules={[...rules, wallClockRule(occurrenceName)]}
        dependencies={['timeZone', occurrenceName]}
        extra={<Hint>{hint}</Hint>}
        style={{ flex: '1 1 240px' }}
      >
        <DatePicker showTime={{ format: 'HH:mm' }} format={DATE_TIME_FORMAT} style={{ width: '100%' }} />
      </Form.Item>
      {/* Kept in the form while hidden, so a choice survives a change of day and back. */}
      <Form.Item name={occurrenceName} label={options ? choiceLabel : undefined} hidden={!options} style={{ flex: '1 1 100%' }}>
        <Radio.Group options={options ?? []} aria-label={choiceLabel} />
      </Form.Item>
    </>
  );
}
