import { Type, type Static } from 'typebox';

/** Case-insensitive "contains", as the table's search box. */
const search = (description: string) => Type.String({ maxLength: 200, description });

/** GET /admin/export/bookings.csv: the bookings table's filters. */
export const BookingExportQuery = Type.Object(
  {
    q: Type.Optional(search('Contained in the requester’s name or the event name (any case)')),
    status: Type.Optional(Type.Enum(['pending', 'confirmed'])),
  },
  { additionalProperties: false },
);
export type BookingExportQuery = Static<typeof BookingExportQuery>;

/** GET /admin/export/events.csv: the events table's filters (a repeated parameter matches any of its values). */
export const EventExportQuery = Type.Object(
  {
    q: Type.Optional(search('Contained in the title (any case)')),
    status: Type.Optional(Type.Enum(['upcoming', 'past'])),
    category: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 60 }), { maxItems: 50, description: 'Any of these' })),
    flag: Type.Optional(
      Type.Array(Type.Enum(['featured', 'completed']), { maxItems: 2, description: 'Featured or completed (any of these)' }),
    ),
    order: Type.Optional(Type.Enum(['asc', 'desc'], { description: 'By date; default asc' })),
  },
  { additionalProperties: false },
);
export type EventExportQuery = Static<typeof EventExportQuery>;

/** The columns of each CSV, in order (the header row). */
export const BOOKING_CSV_COLUMNS = [
  'id',
  'requesterName',
  'requesterEmail',
  'eventName',
  'eventDate',
  'eventLocation',
  'eventDetails',
  'status',
  'createdAt',
  'updatedAt',
] as const;
/**
 * Events: `date`, `endDate` (empty: two hours) and `previousDate` are UTC instants; `venueDate` and
 * `venueEndDate` the same times at the venue with its offset ('2026-10-01T19:00:00+09:00'), in `timeZone`.
 */
export const EVENT_CSV_COLUMNS = [
  'id',
  'title',
  'date',
  'endDate',
  'timeZone',
  'venueDate',
  'venueEndDate',
  'status',
  'previousDate',
  'location',
  'category',
  'createdBy',
  'featured',
  'completed',
  'attendees',
  'imageUrl',
  'description',
  'createdAt',
  'updatedAt',
] as const;

/** Response header with the number of data rows in an export. */
export const EXPORT_ROWS_HEADER = 'X-Export-Rows';
