import type { SiteHealth } from '../schemas';
import type { ApiClient } from './client';
import { MAIN_API_KEY } from './keys';

/** Site health (staff): the last hour's requests, errors and p95 latency, the instances, the last verified backup. */
export const siteHealthKeys = {
  health: () => [MAIN_API_KEY, 'site-health'] as const,
};

export const getSiteHealth = (client: ApiClient, signal?: AbortSignal): Promise<SiteHealth> =>
  client.request<SiteHealth>({ path: '/admin/site-health', signal });
