import { Type } from 'typebox';
import { BOOKING_CSV_COLUMNS, BookingExportQuery, EVENT_CSV_COLUMNS, EXPORT_ROWS_HEADER, EventExportQuery } from '@beacon/shared/schemas';
import type { FastifyReply } from 'fastify';
import { auditContext } from '../plugins/app/audit/context';
import { bookingRow, eventRow } from '../plugins/app/exports/columns';
import { toCsv, type CsvValue } from '../plugins/app/exports/csv';
import { bearerAuth, errorResponses, sendRaw, type RoutePlugin } from './common';

const CSV_TYPE = 'text/csv; charset=utf-8';

const csvResponse = (what: string) => ({
  200: Type.String({ description: `${what} as CSV: UTF-8 with a byte-order mark, CRLF lines, RFC 4180 quoting, ISO 8601 dates` }),
  ...errorResponses,
});

const DESCRIPTION =
  'Cells that a spreadsheet would run as a formula (starting with =, +, -, @, tab or carriage return) are prefixed with an apostrophe. ' +
  `The file name is in Content-Disposition, the number of data rows in ${EXPORT_ROWS_HEADER}. Recorded in the audit log.`;

/** The admin tables as spreadsheet files, filtered as the table is. */
export const exportRoutes: RoutePlugin = async (app, { services }) => {
  const { bookings, events, requireAdmin, clock, audit } = services;

  const send = (reply: FastifyReply, section: 'bookings' | 'events', header: readonly string[], rows: CsvValue[][]): FastifyReply => {
    const filename = `${section}-${clock().toISOString().slice(0, 10)}.csv`;
    reply
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .header(EXPORT_ROWS_HEADER.toLowerCase(), String(rows.length));
    return sendRaw(reply, toCsv(header, rows), CSV_TYPE);
  };

  app.get(
    '/admin/export/bookings.csv',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Bookings as CSV, filtered like the bookings table (admin)',
        description: DESCRIPTION,
        security: bearerAuth,
        querystring: BookingExportQuery,
        produces: ['text/csv'],
        response: csvResponse('The bookings'),
      },
    },
    async (request, reply) => {
      const rows = (await bookings.filtered(request.query)).map(bookingRow);
      await audit.append(auditContext(request), [
        {
          action: 'export.made',
          entity: 'export',
          entityId: null,
          after: { section: 'bookings', filters: request.query, rows: rows.length },
        },
      ]);
      return send(reply, 'bookings', BOOKING_CSV_COLUMNS, rows);
    },
  );

  app.get(
    '/admin/export/events.csv',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Events as CSV, filtered like the events table (admin)',
        description: `${DESCRIPTION} Repeat category or flag to match any of several.`,
        security: bearerAuth,
        querystring: EventExportQuery,
        produces: ['text/csv'],
        response: csvResponse('The events'),
      },
    },
    async (request, reply) => {
      const rows = (await events.filtered(request.query)).map(eventRow);
      await audit.append(auditContext(request), [
        {
          action: 'export.made',
          entity: 'export',
          entityId: null,
          after: { section: 'events', filters: request.query, rows: rows.length },
        },
      ]);
      return send(reply, 'events', EVENT_CSV_COLUMNS, rows);
    },
  );
};
