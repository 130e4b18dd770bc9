import { Type, type Static } from 'typebox';
import { Id, IsoDateTime } from './common';
import { TIME_ZONE_MAX_LENGTH } from './rules';

/** Optional text that may also be cleared with null (or ""). */
const NullableText = (maxLength: number, description?: string) =>
  Type.Union([Type.String({ maxLength }), Type.Null()], description ? { description } : {});

/** Where an event stands: it takes place as announced, is called off, or is moved (to `date`, from `previousDate`). */
export const EVENT_STATUSES = ['scheduled', 'cancelled', 'postponed'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** The venue's IANA time zone: the event's times are told in it. */
export const TimeZone = Type.String({
  format: 'time-zone',
  maxLength: TIME_ZONE_MAX_LENGTH,
  description: 'IANA time-zone name of the venue, e.g. America/Phoenix',
});

/** Fields an admin sends to create an event. */
const eventInputFields = {
  title: Type.String({ minLength: 1, maxLength: 200 }),
  description: Type.Optional(NullableText(20000, 'HTML or plain text; sanitized with an allow-list before it is stored')),
  date: IsoDateTime,
  endDate: Type.Optional(
    Type.Union([IsoDateTime, Type.Null()], {
      description: 'When it ends, after `date`; null or absent: calendars and the site take two hours after the start',
    }),
  ),
  timeZone: Type.Optional(TimeZone),
  status: Type.Optional(Type.Enum(EVENT_STATUSES, { description: 'Defaults to scheduled' })),
  previousDate: Type.Optional(
    Type.Union([IsoDateTime, Type.Null()], {
      description: 'For a postponed event moved to `date`: the date it was announced for. Only with status postponed',
    }),
  ),
  location: Type.String({ minLength: 1, maxLength: 200 }),
  category: Type.String({ minLength: 1, maxLength: 60 }),
  createdBy: Type.Optional(NullableText(120, 'Defaults to the signed-in admin’s name')),
  isFocused: Type.Optional(Type.Boolean({ description: 'Shown as Featured' })),
  isCompleted: Type.Optional(Type.Boolean({ description: 'Shown as Completed' })),
  imageUrl: Type.Optional(
    Type.Union([
      Type.String({ maxLength: 2048, pattern: '^(https?://[^\\s<>"\'`\\\\]+)?$', description: 'http(s) URL, or "" for none' }),
      Type.Null(),
    ]),
  ),
  imagePublicId: Type.Optional(NullableText(255)),
  attendees: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 1000000 }), Type.Null()])),
};

/** POST /events (timeZone defaults to the organisation's, ORG_TIME_ZONE). */
export const EventInput = Type.Object(eventInputFields, { additionalProperties: false });
export type EventInput = Static<typeof EventInput>;

/** PUT /events/:id: any subset of the create payload (at least one field); null clears an optional field. */
export const EventUpdate = Type.Partial(EventInput, { additionalProperties: false, minProperties: 1 });
export type EventUpdate = Static<typeof EventUpdate>;

export const Event = Type.Object({
  _id: Id,
  title: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  date: IsoDateTime,
  endDate: Type.Union([IsoDateTime, Type.Null()], {
    description: 'When it ends; null: two hours after the start (EVENT_DEFAULT_DURATION_MS)',
  }),
  timeZone: Type.String({ description: 'IANA time-zone name of the venue' }),
  status: Type.Enum(EVENT_STATUSES),
  previousDate: Type.Union([IsoDateTime, Type.Null()], { description: 'A moved event’s former date' }),
  location: Type.String(),
  category: Type.String(),
  createdBy: Type.Union([Type.String(), Type.Null()]),
  isFocused: Type.Boolean(),
  isCompleted: Type.Boolean(),
  imageUrl: Type.Union([Type.String(), Type.Null()], { description: 'Absolute URL, or null: the site shows a placeholder' }),
  imagePublicId: Type.Union([Type.String(), Type.Null()]),
  attendees: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  revision: Type.Integer({ minimum: 0, description: 'Increases with every edit: the SEQUENCE of its calendar entry' }),
});
export type Event = Static<typeof Event>;

export const EventList = Type.Array(Event);
export type EventList = Static<typeof EventList>;

/**
 * GET /events: upcoming = date now or later, past = before now. Sorted by date, ascending by default.
 * `status=upcoming&featured=true&limit=1` is the next featured event (the speaking page's).
 */
export const EventListQuery = Type.Object(
  {
    status: Type.Optional(Type.Enum(['upcoming', 'past'])),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    order: Type.Optional(Type.Enum(['asc', 'desc'], { description: 'By date; default asc' })),
    featured: Type.Optional(
      Type.Boolean({ description: 'true: only the events the site features, those marked Featured and not cancelled' }),
    ),
  },
  { additionalProperties: false },
);
export type EventListQuery = Static<typeof EventListQuery>;
