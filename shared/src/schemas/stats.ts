import { Type, type Static } from 'typebox';
import { Booking } from './booking';

/** GET /admin/stats: the admin dashboard's figures. */
export const AdminStats = Type.Object({
  pendingBookings: Type.Integer({ minimum: 0, description: 'Bookings not yet approved' }),
  upcomingEvents: Type.Integer({ minimum: 0, description: 'Events dated now or later' }),
  bookingsLast7Days: Type.Integer({ minimum: 0, description: 'Bookings received in the last 7 days' }),
  recentBookings: Type.Array(Booking, { maxItems: 5, description: 'The five newest bookings, newest first' }),
});
export type AdminStats = Static<typeof AdminStats>;
