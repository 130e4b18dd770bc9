import useSWR from 'swr';
import { listTips, tipKeys, useApiClient } from '@beacon/shared/api';
import type { TipSummary } from '@beacon/shared/schemas';

/** Every tip the API holds, newest first: times, status and counts only, never who sent it. */
export function useTipList() {
  const client = useApiClient();
  return useSWR(tipKeys.list(), async (): Promise<TipSummary[]> => (await listTips(client)).tips);
}
