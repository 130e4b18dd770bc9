import { EXPORT_ROWS_HEADER, type BookingExportQuery, type EventExportQuery } from '../schemas';
import type { ApiClient } from './client';

/** A CSV export ready to save: the file's name, its bytes (UTF-8 with a byte-order mark) and its data rows. */
export interface CsvDownload {
  filename: string;
  blob: Blob;
  rows: number;
}

const BOM = '\uFEFF';

/** A path with its query string; repeated parameters (category, flag) are sent once per value. */
function withQuery(path: string, query: Readonly<Record<string, string | readonly string[] | undefined>>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const each of typeof value === 'string' ? [value] : value) params.append(name, each);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** `attachment; filename="bookings-2025-08-28.csv"` → the name; the fallback when the header cannot be read. */
export function attachmentName(disposition: string | null, fallback: string): string {
  const match = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1]?.trim() || fallback;
}

async function download(client: ApiClient, path: string, fallback: string, signal?: AbortSignal): Promise<CsvDownload> {
  const answer = await client.exchange<string>({ path, signal });
  // Reading the answer as text drops its byte-order mark; spreadsheet programs need it to read accents.
  const text = typeof answer.data === 'string' ? answer.data : '';
  const body = text.startsWith(BOM) ? text : `${BOM}${text}`;
  return {
    filename: attachmentName(answer.headers.get('content-disposition'), fallback),
    blob: new Blob([body], { type: 'text/csv;charset=utf-8' }),
    rows: Number(answer.headers.get(EXPORT_ROWS_HEADER)) || 0,
  };
}

/** The bookings as the table shows them (same search and status filter), as CSV (admin; recorded in the audit log). */
export const exportBookingsCsv = (client: ApiClient, query: BookingExportQuery = {}, signal?: AbortSignal): Promise<CsvDownload> =>
  download(client, withQuery('/admin/export/bookings.csv', query), 'bookings.csv', signal);

/** The events as the table shows them (search, status, categories, flags), as CSV (admin; recorded in the audit log). */
export const exportEventsCsv = (client: ApiClient, query: EventExportQuery = {}, signal?: AbortSignal): Promise<CsvDownload> =>
  download(client, withQuery('/admin/export/events.csv', query), 'events.csv', signal);
