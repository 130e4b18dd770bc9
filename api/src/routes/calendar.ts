import { Type } from 'typebox';
import { IdParams } from '@beacon/shared/schemas';
import { eventCalendar, eventsFeed, type CalendarContext } from '../calendar/ics';
import { HttpError } from '../http/errors';
import { errorResponses, readLimited, sendRaw, type RoutePlugin } from './common';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

/** Calendar clients poll a feed; a short public cache spares the database without delaying changes long. */
const CACHE_CONTROL = 'public, max-age=300';

/** A file name from the title: letters, digits and dashes only, so the header needs no quoting rules. */
const fileName = (title: string): string =>
  `${
    title
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'event'
  }.ics`;

const calendarResponse = (description: string) => ({
  200: Type.String({ description: `${description} (text/calendar, RFC 5545)` }),
  ...errorResponses,
});

/** Events as iCalendar files: one event to download, and a feed of every upcoming event to subscribe to. */
export const calendarRoutes: RoutePlugin = async (app, { services }) => {
  const { events, config, clock } = services;
  const context = (): CalendarContext => ({ siteUrl: config.siteUrl, organisationName: config.organisationName, stamp: clock() });

  // No clash with GET /events/:id: the router prefers a static segment to a parameter.
  app.get(
    '/events/calendar.ics',
    {
      config: readLimited(services),
      schema: {
        tags: ['events'],
        summary: 'Every upcoming event as a subscribable iCalendar feed',
        produces: ['text/calendar'],
        response: calendarResponse('The feed'),
      },
    },
    async (_request, reply) => {
      const upcoming = await events.list({ status: 'upcoming' });
      reply.header('cache-control', CACHE_CONTROL).header('content-disposition', 'inline; filename="events.ics"');
      return sendRaw(reply, eventsFeed(upcoming, context()), CALENDAR_TYPE);
    },
  );

  app.get(
    '/events/:id/calendar.ics',
    {
      config: readLimited(services),
      schema: {
        tags: ['events'],
        summary: 'One event as an iCalendar file (2 hours from its start)',
        params: IdParams,
        produces: ['text/calendar'],
        response: calendarResponse('The calendar file'),
      },
    },
    async (request, reply) => {
      const event = await events.find(request.params.id);
      if (!event) throw new HttpError(404, 'Event not found.');
      reply.header('cache-control', CACHE_CONTROL).header('content-disposition', `attachment; filename="${fileName(event.title)}"`);
      return sendRaw(reply, eventCalendar(event, context()), CALENDAR_TYPE);
    },
  );
};
