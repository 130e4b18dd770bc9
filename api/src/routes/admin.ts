import { AdminStats } from '@beacon/shared/schemas';
import { bearerAuth, errorResponses, type RoutePlugin } from './common';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const RECENT_BOOKINGS = 5;

/** Figures for the admin dashboard. */
export const adminRoutes: RoutePlugin = async (app, { services }) => {
  const { bookings, events, requireAdmin, clock } = services;

  app.get(
    '/admin/stats',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Dashboard figures (admin): pending bookings, upcoming events, bookings of the last 7 days, the five newest bookings',
        security: bearerAuth,
        response: { 200: AdminStats, ...errorResponses },
      },
    },
    async () => {
      const [summary, upcomingEvents] = await Promise.all([
        bookings.summary(new Date(clock().getTime() - WEEK_MS), RECENT_BOOKINGS),
        events.countUpcoming(),
      ]);
      return {
        pendingBookings: summary.pending,
        upcomingEvents,
        bookingsLast7Days: summary.createdSince,
        recentBookings: summary.latest,
      };
    },
  );
};
