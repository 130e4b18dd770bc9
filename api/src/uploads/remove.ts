import { signParams } from './signature';
import type { UploadStorage } from './storage';

/** Deletes an uploaded image by its public id (`events/<name>`); resolves to whether something was removed. */
export type ImageRemover = (publicId: string) => Promise<boolean>;

/** Local image host: the stored image, whatever its format. Ids this API could not have written are ignored. */
export const localImageRemover =
  (storage: UploadStorage): ImageRemover =>
  (publicId) =>
    storage.remove(publicId);

const CLOUDINARY_API = 'https://api.cloudinary.com/v1_1';

/** Cloudinary: the signed destroy call of its upload API, through the app's fetch (tests fake it). */
export const cloudinaryImageRemover =
  (account: { cloudName: string; apiKey: string; apiSecret: string }, fetchImpl: typeof fetch, clock: () => Date): ImageRemover =>
  async (publicId) => {
    const timestamp = Math.floor(clock().getTime() / 1000);
    const body = new URLSearchParams({
      public_id: publicId,
      timestamp: String(timestamp),
      api_key: account.apiKey,
      signature: signParams({ public_id: publicId, timestamp }, account.apiSecret),
    });
    const response = await fetchImpl(`${CLOUDINARY_API}/${encodeURIComponent(account.cloudName)}/image/destroy`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`image host answered ${response.status}`);
    const answer = (await response.json()) as { result?: unknown };
    return answer.result === 'ok';
  };
