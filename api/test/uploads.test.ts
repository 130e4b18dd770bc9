import { createHash } from 'node:crypto';
import type { BeaconApp } from '../src/app';
import { signParams } from '../src/uploads/signature';
import { ADMIN_CODE, bearer, createTestContext, PUBLIC_URL, type TestContext } from './helpers/context';
import { GIF, JPEG, multipart, PNG } from './helpers/multipart';
import { isStored } from './helpers/stored-images';

let ctx: TestContext;
let admin: string;
let cloudinaryApp: BeaconApp;
let cloudinaryAdmin: string;
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);

beforeAll(async () => {
  ctx = await createTestContext({ uploadFolders: ['events', 'flyers'] }, { clock });
  admin = await ctx.adminToken();
  cloudinaryApp = await ctx.extraApp({ cloudinary: { cloudName: 'demo-cloud', apiKey: '1234567890', apiSecret: 'shh-secret' } });
  // Its own sign-in (any instance on the database would accept the other app's token too).
  const session = await cloudinaryApp.inject({
    method: 'POST',
    url: '/auth/dev/session',
    payload: { role: 'admin', name: 'Cloud Admin', code: ADMIN_CODE },
  });
  cloudinaryAdmin = (session.json() as { token: string }).token;
});
afterAll(() => ctx?.close());
afterEach(() => {
  offsetMs = 0;
});

interface Signature {
  timestamp: number;
  signature: string;
  apiKey: string;
  cloudName: string;
  folder: string;
}

const sign = async (query = '?folder=events', app: BeaconApp = ctx.app) =>
  app.inject({ method: 'GET', url: `/uploads/sign${query}`, headers: bearer(app === ctx.app ? admin : cloudinaryAdmin) });

async function upload(
  fields: Record<string, string | number>,
  file = { filename: 'photo.png', contentType: 'image/png', data: PNG },
  cloud = 'beacon-local',
) {
  const body = multipart(fields, file ? [file] : []);
  return ctx.app.inject({ method: 'POST', url: `/uploads/${cloud}/image/upload`, ...body });
}

const fieldsOf = (s: Signature) => ({ api_key: s.apiKey, timestamp: s.timestamp, signature: s.signature, folder: s.folder });

describe('GET /uploads/sign', () => {
  test('signs folder+timestamp with SHA-256, as the image host verifies', async () => {
    const response = await sign();
    expect(response.statusCode).toBe(200);
    const body = response.json() as Signature;
    expect(body).toEqual({
      timestamp: expect.any(Number),
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
      apiKey: expect.any(String),
      cloudName: 'beacon-local',
      folder: 'events',
    });
    expect(Math.abs(body.timestamp - Date.now() / 1000)).toBeLessThan(5);
  });

  test('default folder is events; other allowed folders work', async () => {
    expect(((await sign('')).json() as Signature).folder).toBe('events');
    expect(((await sign('?folder=flyers')).json() as Signature).folder).toBe('flyers');
  });

  test.each(['?folder=secrets', '?folder=../etc', '?folder=', '?folder=events&public_id=x'])('%s → 400', async (query) => {
    const response = await sign(query);
    expect(response.statusCode).toBe(400);
  });

  test('Cloudinary mode: the configured key signs, exactly per the documented scheme', async () => {
    const body = (await sign('?folder=events', cloudinaryApp)).json() as Signature;
    expect(body.cloudName).toBe('demo-cloud');
    expect(body.apiKey).toBe('1234567890');
    const expected = createHash('sha256').update(`folder=events&timestamp=${body.timestamp}shh-secret`).digest('hex');
    expect(body.signature).toBe(expected);
  });

  test('Cloudinary mode: the API is not an upload target', async () => {
    const response = await cloudinaryApp.inject({ method: 'POST', url: '/uploads/demo-cloud/image/upload', ...multipart({ a: 1 }) });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /uploads/:cloudName/image/upload (local image host)', () => {
  test('a signed PNG is stored and served back with image headers', async () => {
    const signature = (await sign()).json() as Signature;
    const response = await upload(fieldsOf(signature));
    expect(response.statusCode).toBe(200);
    const body = response.json() as { secure_url: string; public_id: string; format: string; bytes: number };
    expect(body).toEqual({
      secure_url: expect.stringMatching(new RegExp(`^${PUBLIC_URL}/media/uploads/events/[A-Za-z0-9_-]{16}\\.png$`)),
      public_id: expect.stringMatching(/^events\/[A-Za-z0-9_-]{16}$/),
      format: 'png',
      bytes: PNG.length,
      resource_type: 'image',
      created_at: expect.any(String),
    });
    const served = await ctx.app.inject({ method: 'GET', url: body.secure_url.slice(PUBLIC_URL.length) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(await isStored(ctx.database.db, body.public_id)).toBe(true);
  });

  test('JPEG and GIF are recognised by content, whatever the name says', async () => {
    const jpeg = await upload(fieldsOf((await sign()).json() as Signature), { filename: 'x.gif', contentType: 'image/gif', data: JPEG });
    expect((jpeg.json() as { format: string }).format).toBe('jpg');
    const gif = await upload(fieldsOf((await sign()).json() as Signature), { filename: 'x.txt', contentType: 'text/plain', data: GIF });
    expect((gif.json() as { format: string }).format).toBe('gif');
  });

  test.each([
    ['an HTML file named .png', Buffer.from('<html><script>alert(1)</script></html>')],
    ['an SVG (can carry script)', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s', async (_label, data) => {
    const signature = (await sign()).json() as Signature;
    const response = await upload(fieldsOf(signature), { filename: 'image.png', contentType: 'image/png', data });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { file: expect.any(String) } });
  });

  test('a refused upload (not an image, a bad field after the file) leaves its signature usable', async () => {
    const signature = (await sign()).json() as Signature;
    const html = await upload(fieldsOf(signature), { filename: 'image.png', contentType: 'image/png', data: Buffer.from('<html></html>') });
    expect(html.statusCode).toBe(400);
    const lateField = await ctx.app.inject({
      method: 'POST',
      url: '/uploads/beacon-local/image/upload',
      ...multipart(fieldsOf(signature), [{ filename: 'a.png', contentType: 'image/png', data: PNG }], { public_id: 'mine' }),
    });
    expect(lateField.statusCode).toBe(400);
    expect((await upload(fieldsOf(signature))).statusCode).toBe(200);
    expect((await upload(fieldsOf(signature))).statusCode).toBe(401);
  });

  test('refuses a file over the size limit with 413', async () => {
    const signature = (await sign()).json() as Signature;
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload(fieldsOf(signature), { filename: 'big.png', contentType: 'image/png', data: big });
    expect(response.statusCode).toBe(413);
  });

  test('a missing file → 400', async () => {
    const signature = (await sign()).json() as Signature;
    const response = await ctx.app.inject({ method: 'POST', url: '/uploads/beacon-local/image/upload', ...multipart(fieldsOf(signature)) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { file: 'is required' } });
  });

  test('a forged signature → 401', async () => {
    const signature = (await sign()).json() as Signature;
    const forged = signParams({ folder: 'events', timestamp: signature.timestamp }, 'guessed-secret');
    expect((await upload({ ...fieldsOf(signature), signature: forged })).statusCode).toBe(401);
  });

  test('changing a signed parameter breaks the signature', async () => {
    const signature = (await sign('?folder=events')).json() as Signature;
    expect((await upload({ ...fieldsOf(signature), folder: 'flyers' })).statusCode).toBe(401);
    expect((await upload({ ...fieldsOf(signature), timestamp: signature.timestamp + 1 })).statusCode).toBe(401);
  });

  test('the signature expires after an hour', async () => {
    const signature = (await sign()).json() as Signature;
    offsetMs = 61 * 60 * 1000;
    const response = await upload(fieldsOf(signature));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: expect.stringMatching(/one hour/) });
  });

  test('wrong api_key → 401; unknown cloud name → 404; unknown field → 400; not multipart → 415', async () => {
    const signature = (await sign()).json() as Signature;
    expect((await upload({ ...fieldsOf(signature), api_key: 'other' })).statusCode).toBe(401);
    expect((await upload(fieldsOf(signature), undefined, 'someone-else')).statusCode).toBe(404);
    expect((await upload({ ...fieldsOf(signature), public_id: 'mine' })).statusCode).toBe(400);
    const json = await ctx.app.inject({ method: 'POST', url: '/uploads/beacon-local/image/upload', payload: fieldsOf(signature) });
    expect(json.statusCode).toBe(415);
  });

  test('two files, or a file in another field → 400', async () => {
    const signature = (await sign()).json() as Signature;
    const two = multipart(fieldsOf(signature), [
      { filename: 'a.png', contentType: 'image/png', data: PNG },
      { filename: 'b.png', contentType: 'image/png', data: PNG },
    ]);
    expect((await ctx.app.inject({ method: 'POST', url: '/uploads/beacon-local/image/upload', ...two })).statusCode).toBe(400);
    const other = multipart(fieldsOf(signature), [{ field: 'picture', filename: 'a.png', contentType: 'image/png', data: PNG }]);
    expect((await ctx.app.inject({ method: 'POST', url: '/uploads/beacon-local/image/upload', ...other })).statusCode).toBe(400);
  });
});

describe('GET /media/uploads/…', () => {
  test('unknown file → 404; path tricks → 400/404, never a file outside the upload folder', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/media/uploads/events/AAAAAAAAAAAAAAAAAAAA.png' });
    expect(missing.statusCode).toBe(404);
    // A page on another origin shows its placeholder for the 404; the browser does not block the answer.
    expect(missing.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const refused = await ctx.app.inject({ method: 'GET', url: '/media/uploads/events/x.svg' });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // An <img> gets an empty image for its error (a JSON answer would be blocked as opaque), any other caller JSON.
    const forImage = await ctx.app.inject({
      method: 'GET',
      url: '/media/uploads/events/AAAAAAAAAAAAAAAAAAAA.png',
      headers: { 'sec-fetch-dest': 'image' },
    });
    expect(forImage.statusCode).toBe(404);
    expect(forImage.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(forImage.body).toBe('');
    expect(forImage.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
    // Other routes' answers stay same-origin.
    expect((await ctx.app.inject({ method: 'GET', url: '/events/nope' })).headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const url of ['/media/uploads/events/..%2F..%2Fauth-secret', '/media/uploads/../auth-secret', '/media/uploads/events/x.svg']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect([400, 404]).toContain(response.statusCode);
      expect(response.body).not.toMatch(/^[0-9a-f]{64}$/);
    }
  });
});
