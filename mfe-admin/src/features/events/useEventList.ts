import useSWR from 'swr';
import { eventKeys, listEvents, useApiClient } from '@beacon/shared/api';
import type { Event } from '@beacon/shared/schemas';
import { rowsOf } from '../../lib/listShape';

/** Every current event, whatever list shape the API sends (one request for every user on the page). */
export function useEventList() {
  const client = useApiClient();
  return useSWR(eventKeys.list(), async () => rowsOf<Event>(await listEvents(client)));
}
