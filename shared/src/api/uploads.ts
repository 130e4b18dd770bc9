import type { UploadSignature } from '../schemas';
import type { ApiClient } from './client';

/**
 * Signing an image upload (admin). Not cached: a signature is valid for an hour from its
 * timestamp, so each upload asks for a fresh one.
 */
export const signUpload = (client: ApiClient, folder = 'events', signal?: AbortSignal): Promise<UploadSignature> =>
  client.request<UploadSignature>({ path: '/uploads/sign', query: { folder }, signal });
