import { Type, type Static } from 'typebox';
import { Booking } from './booking';
import { IsoDateTime } from './common';
import { Event } from './event';

/** How long a deleted booking or event stays restorable before the purge removes it (and its image). */
export const RESTORE_DAYS = 30;

const deletion = {
  deletedAt: IsoDateTime,
  purgeAt: Type.String({ format: 'date-time', description: `deletedAt + ${RESTORE_DAYS} days: restorable until then` }),
};

/** GET /admin/deleted/bookings: a booking in "Recently deleted". */
export const DeletedBooking = Type.Object({ ...Booking.properties, ...deletion });
export type DeletedBooking = Static<typeof DeletedBooking>;
export const DeletedBookingList = Type.Array(DeletedBooking);
export type DeletedBookingList = Static<typeof DeletedBookingList>;

/** GET /admin/deleted/events: an event in "Recently deleted" (its image is kept until the purge). */
export const DeletedEvent = Type.Object({ ...Event.properties, ...deletion });
export type DeletedEvent = Static<typeof DeletedEvent>;
export const DeletedEventList = Type.Array(DeletedEvent);
export type DeletedEventList = Static<typeof DeletedEventList>;

/** POST /admin/purge: what the purge removed. */
export const PurgeResult = Type.Object({
  bookings: Type.Integer({ minimum: 0 }),
  events: Type.Integer({ minimum: 0 }),
  images: Type.Integer({ minimum: 0, description: 'Uploaded images removed with their events' }),
});
export type PurgeResult = Static<typeof PurgeResult>;
