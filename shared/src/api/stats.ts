import type { AdminStats } from '../schemas';
import type { ApiClient } from './client';
import { MAIN_API_KEY } from './keys';

/** The admin dashboard's figures (admin). */
export const statsKeys = {
  all: [MAIN_API_KEY, 'admin-stats'] as const,
};

export const getAdminStats = (client: ApiClient, signal?: AbortSignal): Promise<AdminStats> =>
  client.request<AdminStats>({ path: '/admin/stats', signal });
