import type { BookingBulkInput, BulkItem, BulkResult, EventBulkInput } from '../schemas';
import type { ApiClient } from './client';

/**
 * Bulk actions (admin): up to BULK_MAX_ITEMS rows at once. The answer is 200 even when some rows failed;
 * each row's `outcome` says what happened to it (ok / not-found / conflict), in the order sent.
 */

export const bulkBookings = (
  client: ApiClient,
  action: BookingBulkInput['action'],
  items: readonly BulkItem[],
  signal?: AbortSignal,
): Promise<BulkResult> => {
  const body: BookingBulkInput = { action, items: [...items] };
  return client.request<BulkResult>({ method: 'POST', path: '/admin/bulk/bookings', body, signal });
};

export const bulkDeleteEvents = (client: ApiClient, items: readonly BulkItem[], signal?: AbortSignal): Promise<BulkResult> => {
  const body: EventBulkInput = { action: 'delete', items: [...items] };
  return client.request<BulkResult>({ method: 'POST', path: '/admin/bulk/events', body, signal });
};
