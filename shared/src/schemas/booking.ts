import { Type, type Static } from 'typebox';
import { Email, Id, IsoDate, IsoDateTime } from './common';
import { BOOKING_LIMITS } from './rules';

/** POST /booking: a speaker-booking request from the public form. */
export const BookingInput = Type.Object(
  {
    requesterName: Type.String({ minLength: 1, maxLength: BOOKING_LIMITS.requesterName }),
    requesterEmail: Email,
    eventName: Type.String({ minLength: 1, maxLength: BOOKING_LIMITS.eventName }),
    eventDate: IsoDate,
    eventLocation: Type.String({ minLength: 1, maxLength: BOOKING_LIMITS.eventLocation }),
    eventDetails: Type.Optional(Type.String({ maxLength: BOOKING_LIMITS.eventDetails, description: 'Plain text; defaults to ""' })),
  },
  { additionalProperties: false },
);
export type BookingInput = Static<typeof BookingInput>;

/** PUT /booking/:id: approval is the only transition; there is no way back to pending. */
export const BookingApproval = Type.Object(
  { isConfirmed: Type.Literal(true, { description: 'Must be true: a booking can only be approved' }) },
  { additionalProperties: false },
);
export type BookingApproval = Static<typeof BookingApproval>;

export const Booking = Type.Object({
  _id: Id,
  requesterName: Type.String(),
  requesterEmail: Type.String(),
  eventName: Type.String(),
  eventDate: IsoDate,
  eventLocation: Type.String(),
  eventDetails: Type.String(),
  isConfirmed: Type.Boolean(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type Booking = Static<typeof Booking>;

export const BookingList = Type.Array(Booking);
export type BookingList = Static<typeof BookingList>;
