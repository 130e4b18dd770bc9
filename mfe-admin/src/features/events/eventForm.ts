import type { Dayjs } from 'dayjs';
import type { Event, EventInput, EventStatus } from '@beacon/shared/schemas';
import { instantOfPickerValue, pickerValueAt, wallClockAt, type Occurrence } from '../../lib/wallClock';

/** The uploaded image of an event: where it is served and its id at the image host. */
export interface EventImage {
  imageUrl: string;
  imagePublicId: string | null;
}

/** What the add/edit form holds. */
export interface EventFormValues {
  title: string;
  category: string;
  /** The venue's wall-clock time, read in `timeZone` (see wallClock.ts). */
  date: Dayjs | null;
  /** Which of a start time the clocks show twice (the day they go back); chosen in the form. */
  dateOccurrence: Occurrence | null;
  /** When it ends, at the venue; null: two hours after the start. */
  endDate: Dayjs | null;
  /** Which of an end time the clocks show twice. */
  endOccurrence: Occurrence | null;
  /** The venue's IANA zone. */
  timeZone: string;
  status: EventStatus;
  location: string;
  createdBy: string;
  description: string;
  isFocused: boolean;
  isCompleted: boolean;
  image: EventImage | null;
}

/** The payload, before the required date is checked: the date is ISO, or null when none was picked. */
export type EventPayload = Omit<EventInput, 'date' | 'endDate'> & { date: string | null; endDate: string | null };

/** The saved event the form edits, as far as the payload needs it; null for a new event. */
export type SavedEvent = Pick<Event, 'date' | 'endDate' | 'status' | 'previousDate'> | null;

/** Shown to the minute, as the form's date is edited. */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

export const emptyEventForm = (timeZone: string): EventFormValues => ({
  title: '',
  category: '',
  date: null,
  dateOccurrence: null,
  endDate: null,
  endOccurrence: null,
  timeZone,
  status: 'scheduled',
  location: '',
  createdBy: '',
  description: '',
  isFocused: false,
  isCompleted: false,
  image: null,
});

export const eventFormValues = (event: Event): EventFormValues => ({
  title: event.title,
  category: event.category,
  date: pickerValueAt(event.date, event.timeZone),
  dateOccurrence: occurrenceAt(event.date, event.timeZone),
  endDate: event.endDate === null ? null : pickerValueAt(event.endDate, event.timeZone),
  endOccurrence: event.endDate === null ? null : occurrenceAt(event.endDate, event.timeZone),
  timeZone: event.timeZone,
  status: event.status,
  location: event.location,
  createdBy: event.createdBy ?? '',
  description: event.description ?? '',
  isFocused: event.isFocused,
  isCompleted: event.isCompleted,
  image: event.imageUrl ? { imageUrl: event.imageUrl, imagePublicId: event.imagePublicId } : null,
});

/** Which of the two a saved time is, should its wall-clock time be one the clocks show twice. */
function occurrenceAt(instant: string, timeZone: string): Occurrence {
  const hourEarlier = new Date(Date.parse(instant) - 60 * 60_000).toISOString();
  const same = (a: string, b: string) => {
    const x = wallClockAt(a, timeZone);
    const y = wallClockAt(b, timeZone);
    return x.day === y.day && x.hour === y.hour && x.minute === y.minute;
  };
  // The later of a repeated time shows the same clock as an hour before it (the common one-hour change).
  return same(hourEarlier, instant) ? 'later' : 'earlier';
}

/**
 * The date a postponed event moved from. An event that becomes postponed as its date changes keeps
 * its saved date; one already moved keeps the date it was first moved from, so visitors and calendars
 * go on naming the date that was announced. Postponed without a new date: none (the site then says the
 * new date is to be announced). Any other status: none.
 */
export function previousDateOf(
  status: EventStatus,
  date: string | null,
  saved: Pick<Event, 'date' | 'status' | 'previousDate'> | null,
): string | null {
  if (status !== 'postponed' || saved === null) return null;
  if (saved.status === 'postponed' && saved.previousDate !== null) return saved.previousDate;
  return date !== null && !sameMinute(date, saved.date) ? saved.date : null;
}

/** The form edits to the minute: a saved date with seconds is unchanged when its minute is. */
const sameMinute = (a: string, b: string): boolean => Math.floor(Date.parse(a) / 60_000) === Math.floor(Date.parse(b) / 60_000);

/**
 * A picked time as an instant at the venue (null when none is picked, the clocks skip it, or which of two
 * is meant is not chosen yet); the saved instant itself when the picker shows its minute.
 */
function pickedInstant(value: Dayjs | null, occurrence: Occurrence | null, timeZone: string, saved: string | null): string | null {
  if (!value?.isValid()) return null;
  const picked = instantOfPickerValue(value, timeZone, occurrence)?.toISOString() ?? null;
  return picked !== null && saved !== null && sameMinute(picked, saved) ? saved : picked;
}

/**
 * The form as the API takes it: text trimmed, the start and the end as ISO (or null) read at the venue, its zone,
 * the status with the date it moved from (null unless postponed), both flags, the image or nulls. An
 * empty Created By is left out of a new event (the API then names the signed-in admin) and cleared
 * (null) on an edit.
 */
export function toEventPayload(values: EventFormValues, saved: SavedEvent): EventPayload {
  const createdBy = values.createdBy.trim();
  const description = values.description.trim();
  const date = pickedInstant(values.date, values.dateOccurrence, values.timeZone, saved?.date ?? null);
  const endDate = pickedInstant(values.endDate, values.endOccurrence, values.timeZone, saved?.endDate ?? null);
  return {
    title: values.title.trim(),
    category: values.category.trim(),
    date,
    endDate,
    timeZone: values.timeZone,
    status: values.status,
    previousDate: previousDateOf(values.status, date, saved),
    location: values.location.trim(),
    ...(createdBy ? { createdBy } : saved ? { createdBy: null } : {}),
    description: description || null,
    isFocused: values.isFocused,
    isCompleted: values.isCompleted,
    imageUrl: values.image?.imageUrl ?? null,
    imagePublicId: values.image?.imagePublicId ?? null,
  };
}

type FieldName = keyof EventFormValues;
const FORM_FIELDS: readonly FieldName[] = [
  'title',
  'category',
  'date',
  'endDate',
  'timeZone',
  'status',
  'location',
  'createdBy',
  'description',
  'isFocused',
  'isCompleted',
];

/** The API's per-field messages placed on the form's fields (the image's two fields on the image, the former date's on the status). */
export function formFieldErrors(fields: Readonly<Record<string, string>>): { name: FieldName; errors: string[] }[] {
  const byField = new Map<FieldName, string[]>();
  for (const [field, message] of Object.entries(fields)) {
    const top = field.split('.')[0] ?? '';
    const name: FieldName | null =
      top === 'imageUrl' || top === 'imagePublicId'
        ? 'image'
        : top === 'previousDate'
          ? 'status'
          : (FORM_FIELDS.find((each) => each === top) ?? null);
    if (name) byField.set(name, [...(byField.get(name) ?? []), message]);
  }
  return [...byField].map(([name, errors]) => ({ name, errors }));
}
