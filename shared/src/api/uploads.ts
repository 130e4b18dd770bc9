import { LOCAL_UPLOAD_CLOUD_NAME, type UploadResult, type UploadSignature } from '../schemas';
import type { ApiClient } from './client';
import { joinUrl } from './url';

/**
 * Signing an image upload (admin). Not cached: each signature stores one file, so each upload asks for
 * a fresh one.
 */
export const signUpload = (client: ApiClient, folder = 'events', signal?: AbortSignal): Promise<UploadSignature> =>
  client.request<UploadSignature>({ path: '/uploads/sign', query: { folder }, signal });

const CLOUDINARY_UPLOAD_API = 'https://api.cloudinary.com/v1_1';

/**
 * Where a signed upload goes: the API itself when it is the image host (its cloud name is the local one),
 * otherwise Cloudinary's upload endpoint for the cloud name.
 */
export const uploadUrl = (signature: UploadSignature, apiUrl: string): string =>
  signature.cloudName === LOCAL_UPLOAD_CLOUD_NAME
    ? joinUrl(apiUrl, `/uploads/${encodeURIComponent(signature.cloudName)}/image/upload`)
    : `${CLOUDINARY_UPLOAD_API}/${encodeURIComponent(signature.cloudName)}/image/upload`;

/** The upload failed at the image host (refused, unreachable, unreadable answer). */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/**
 * The multipart upload of one file with a signature: the fields first, then the file (the image host
 * checks the signature before it reads a byte of the file). No bearer token: it may go to a third party.
 */
export async function uploadImage(
  file: Blob,
  signature: UploadSignature,
  apiUrl: string,
  signal?: AbortSignal,
): Promise<Pick<UploadResult, 'secure_url' | 'public_id'>> {
  const form = new FormData();
  form.append('api_key', signature.apiKey);
  form.append('timestamp', String(signature.timestamp));
  form.append('signature', signature.signature);
  form.append('folder', signature.folder);
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(uploadUrl(signature, apiUrl), { method: 'POST', body: form, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new UploadError('The image host cannot be reached.');
  }
  const body = (await response.json().catch(() => null)) as Partial<UploadResult> | null;
  if (!response.ok || typeof body?.secure_url !== 'string' || typeof body.public_id !== 'string') {
    throw new UploadError(`The image host refused the upload (${response.status}).`, response.status);
  }
  return { secure_url: body.secure_url, public_id: body.public_id };
}
