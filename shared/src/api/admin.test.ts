import { installFakeApi, TEST_API_URL } from '@beacon/shared/testing';
import { approveBooking } from './bookings';
import { createApiClient } from './client';
import { ApiRequestError } from './errors';
import { updateEvent } from './events';
import { getAdminStats } from './stats';
import { uploadImage, uploadUrl, UploadError } from './uploads';
import { isConflict } from './versions';

const client = createApiClient({ baseUrl: TEST_API_URL, getToken: async () => 'admin-token' });
const SIGNATURE = { timestamp: 1_900_000_000, signature: 'ab'.repeat(32), apiKey: 'key', cloudName: 'beacon-local', folder: 'events' };

describe('admin edits name the version they start from', () => {
  it('sends If-Match with the quoted updatedAt, and none without a version', async () => {
    const api = installFakeApi()
      .on('PUT', '/booking/:id', { json: { _id: 'b1' } })
      .on('PUT', '/events/:id', { json: { _id: 'e1' } });
    await approveBooking(client, 'b1', undefined, '2030-01-01T00:00:00.000Z');
    await updateEvent(client, 'e1', { title: 'T' }, undefined, '2030-01-02T00:00:00.000Z');
    await updateEvent(client, 'e1', { title: 'T' });
    expect(api.calls.map((call) => call.headers.get('If-Match'))).toEqual([
      '"2030-01-01T00:00:00.000Z"',
      '"2030-01-02T00:00:00.000Z"',
      null,
    ]);
  });

  it('recognises the conflict answer', async () => {
    installFakeApi().on('PUT', '/events/:id', { status: 409, json: { error: 'Conflict', message: 'changed' } });
    const failure: unknown = await updateEvent(client, 'e1', { title: 'T' }, undefined, 'v').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(isConflict(failure)).toBe(true);
    expect(isConflict(new Error('x'))).toBe(false);
  });
});

describe('dashboard figures', () => {
  it('reads GET /admin/stats with the admin token', async () => {
    const api = installFakeApi().on('GET', '/admin/stats', { json: { pendingBookings: 2 } });
    await expect(getAdminStats(client)).resolves.toEqual({ pendingBookings: 2 });
    expect(api.calls[0]?.headers.get('Authorization')).toBe('Bearer admin-token');
  });
});

describe('image uploads', () => {
  it('go to the API when it is the image host, to Cloudinary otherwise', () => {
    expect(uploadUrl(SIGNATURE, 'http://api.test/')).toBe('http://api.test/uploads/beacon-local/image/upload');
    expect(uploadUrl({ ...SIGNATURE, cloudName: 'demo' }, 'http://api.test')).toBe('https://api.cloudinary.com/v1_1/demo/image/upload');
  });

  it('post the signed fields, then the file, without the bearer token', async () => {
    let form: FormData | null = null;
    const api = installFakeApi().on('POST', '/uploads/beacon-local/image/upload', () => ({
      json: { secure_url: 'http://api.test/media/uploads/events/x.png', public_id: 'events/x' },
    }));
    const original = globalThis.fetch;
    globalThis.fetch = ((input: string | URL | Request, init?: RequestInit) => {
      form = init?.body instanceof FormData ? init.body : null;
      return original(input, init);
    }) as typeof fetch;
    try {
      const result = await uploadImage(new Blob(['png'], { type: 'image/png' }), SIGNATURE, TEST_API_URL);
      expect(result).toEqual({ secure_url: 'http://api.test/media/uploads/events/x.png', public_id: 'events/x' });
    } finally {
      globalThis.fetch = original;
    }
    expect([...(form as FormData | null)!.keys()]).toEqual(['api_key', 'timestamp', 'signature', 'folder', 'file']);
    expect(api.calls[0]?.headers.get('Authorization')).toBeNull();
  });

  it('fail with an UploadError when the host refuses', async () => {
    installFakeApi().on('POST', '/uploads/beacon-local/image/upload', { status: 401, json: { error: 'Unauthorized', message: 'used' } });
    await expect(uploadImage(new Blob(['png']), SIGNATURE, TEST_API_URL)).rejects.toBeInstanceOf(UploadError);
  });
});
