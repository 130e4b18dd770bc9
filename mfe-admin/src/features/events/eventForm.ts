import dayjs, { type Dayjs } from 'dayjs';
import type { Event, EventInput } from '@beacon/shared/schemas';

/** The uploaded image of an event: where it is served and its id at the image host. */
export interface EventImage {
  imageUrl: string;
  imagePublicId: string | null;
}

/** What the add/edit form holds. */
export interface EventFormValues {
  title: string;
  category: string;
  date: Dayjs | null;
  location: string;
  createdBy: string;
  description: string;
  isFocused: boolean;
  isCompleted: boolean;
  image: EventImage | null;
}

/** The payload, before the required date is checked: the date is ISO, or null when none was picked. */
export type EventPayload = Omit<EventInput, 'date'> & { date: string | null };

/** Shown to the minute, as the form's date is edited. */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

export const emptyEventForm = (): EventFormValues => ({
  title: '',
  category: '',
  date: null,
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
  date: dayjs(event.date),
  location: event.location,
  createdBy: event.createdBy ?? '',
  description: event.description ?? '',
  isFocused: event.isFocused,
  isCompleted: event.isCompleted,
  image: event.imageUrl ? { imageUrl: event.imageUrl, imagePublicId: event.imagePublicId } : null,
});

/**
 * The form as the API takes it: text trimmed, the date as ISO (or null), both flags, the image or
 * nulls. An empty Created By is left out of a new event (the API then names the signed-in admin) and
 * cleared (null) on an edit.
 */
export function toEventPayload(values: EventFormValues, editing: boolean): EventPayload {
  const createdBy = values.createdBy.trim();
  const description = values.description.trim();
  return {
    title: values.title.trim(),
    category: values.category.trim(),
    date: values.date?.isValid() ? values.date.toISOString() : null,
    location: values.location.trim(),
    ...(createdBy ? { createdBy } : editing ? { createdBy: null } : {}),
    description: description || null,
    isFocused: values.isFocused,
    isCompleted: values.isCompleted,
    imageUrl: values.image?.imageUrl ?? null,
    imagePublicId: values.image?.imagePublicId ?? null,
  };
}

type FieldName = keyof EventFormValues;
const FORM_FIELDS: readonly FieldName[] = ['title', 'category', 'date', 'location', 'createdBy', 'description', 'isFocused', 'isCompleted'];

/** The API's per-field messages placed on the form's fields (the image's two fields on the image). */
export function formFieldErrors(fields: Readonly<Record<string, string>>): { name: FieldName; errors: string[] }[] {
  const byField = new Map<FieldName, string[]>();
  for (const [field, message] of Object.entries(fields)) {
    const top = field.split('.')[0] ?? '';
    const name: FieldName | null =
      top === 'imageUrl' || top === 'imagePublicId' ? 'image' : (FORM_FIELDS.find((each) => each === top) ?? null);
    if (name) byField.set(name, [...(byField.get(name) ?? []), message]);
  }
  return [...byField].map(([name, errors]) => ({ name, errors }));
}
