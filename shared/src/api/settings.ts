import type { SettingsStatus } from '../schemas';
import type { ApiClient } from './client';
import { MAIN_API_KEY } from './keys';

/** Settings (admin, read-only): what each service uses right now and whether it answers. */
export const settingsKeys = {
  status: () => [MAIN_API_KEY, 'settings', 'status'] as const,
};

/** Each call runs the live checks again (a few seconds at most: remote checks time out). */
export const getSettingsStatus = (client: ApiClient, signal?: AbortSignal): Promise<SettingsStatus> =>
  client.request<SettingsStatus>({ path: '/admin/settings/status', signal });
