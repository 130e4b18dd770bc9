import { useMemo } from 'react';
// Through the package entry, not relative files: the config and auth contexts are the host's singletons.
import { useAuth, useConfig } from '@beacon/shared';
import { createApiClient, type ApiClient } from './client';

/** Which service: the Main API (with the user's token), the Video API, or the e-mail relay. */
export type ApiService = 'main' | 'video' | 'email';

/**
 * A client bound to the runtime config's address of `service`. Main API requests carry the
 * bearer token while someone is signed in, and none otherwise.
 */
export function useApiClient(service: ApiService = 'main'): ApiClient {
  const config = useConfig();
  const { status, getToken } = useAuth();
  const [baseUrl, baseUrlName] =
    service === 'video'
      ? [config.videoApiUrl, 'videoApiUrl']
      : service === 'email'
        ? [config.emailjs.origin, 'emailjs.origin']
        : [config.apiUrl, 'apiUrl'];
  const tokenGetter = service === 'main' && status === 'signed-in' ? getToken : undefined;
  return useMemo(() => createApiClient({ baseUrl, baseUrlName, getToken: tokenGetter }), [baseUrl, baseUrlName, tokenGetter]);
}
