// The audit log: one entry per admin write, with who, what (before/after), when and the request id;
// readable, filterable and paginated by admins, and never changed or removed by any route.
import { ADMIN_CODE, bearer, createTestContext, type TestContext } from './helpers/context';
import { multipart, PNG } from './helpers/multipart';

interface Entry {
  id: string;
  at: string;
  actor: { id: string; name: string } | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  requestId: string | null;
}
interface Page {
  entries: Entry[];
  nextCursor: string | null;
}

let ctx: TestContext;
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);

/** A development sign-in: its token, its session's user id, and the person the log names (read from its sign-in entry). */
const signIn = async (name: string): Promise<{ token: string; id: string; session: string }> => {
  const response = await ctx.app.inject({ method: 'POST', url: '/auth/dev/session', payload: { role: 'admin', name, code: ADMIN_CODE } });
  const body = response.json() as { token: string; user: { id: string } };
  const log = await ctx.app.inject({ method: 'GET', url: '/admin/audit?action=admin.signed-in&limit=1', headers: bearer(body.token) });
  const [entry] = (log.json() as Page).entries;
  expect(entry?.entityId).toBe(body.user.id);
  return { token: body.token, id: entry?.actor?.id ?? '', session: body.user.id };
};

let ada: { token: string; id: string; session: string };
let bo: { token: string; id: string; session: string };

beforeAll(async () => {
  ctx = await createTestContext({ seed: false }, { clock });
  ada = await signIn('Ada Editor');
  bo = await signIn('Bo Desk');
});
afterAll(() => ctx?.close());
afterEach(() => {
  offsetMs = 0;
});

const audit = async (query = '', token = ada.token): Promise<Page> => {
  const response = await ctx.app.inject({ method: 'GET', url: `/admin/audit${query}`, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json() as Page;
};
const historyOf = async (entity: string, id: string): Promise<Entry[]> => (await audit(`?entity=${entity}&entityId=${id}`)).entries;

const EVENT = { title: 'Vigil', date: '2031-05-01T18:00:00.000Z', location: 'Phoenix', category: 'Rally' };
const BOOKING = {
  requesterName: 'Rae',
  requesterEmail: 'rae@example.org',
  eventName: 'Panel',
  eventDate: '2031-02-02',
  eventLocation: 'Mesa',
};

const createEvent = async (token = ada.token) => {
  const response = await ctx.app.inject({ method: 'POST', url: '/events', headers: bearer(token), payload: EVENT });
  expect(response.statusCode).toBe(201);
  return response.json() as { _id: string; title: string; updatedAt: string };
};
const createBooking = async () =>
  (await ctx.app.inject({ method: 'POST', url: '/booking', payload: BOOKING })).json() as { _id: string; updatedAt: string };

describe('who may read it', () => {
  test('401 without a token, 403 for a visitor', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/admin/audit' })).statusCode).toBe(401);
    const visitor = await ctx.visitorToken();
    expect((await ctx.app.inject({ method: 'GET', url: '/admin/audit', headers: bearer(visitor) })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/admin/audit/actors', headers: bearer(visitor) })).statusCode).toBe(403);
  });

  test('a visitor sign-in is not an admin action; an admin sign-in is, with the user’s id and name', async () => {
    await ctx.visitorToken();
    const signIns = (await audit('?action=admin.signed-in')).entries;
    expect(signIns.map((entry) => entry.actor?.name)).toEqual(expect.arrayContaining(['Ada Editor', 'Bo Desk']));
    const boEntry = signIns.find((entry) => entry.entityId === bo.session);
    expect(boEntry).toMatchObject({ entity: 'session', actor: { id: bo.id, name: 'Bo Desk' } });
    expect(signIns.every((entry) => entry.actor?.name !== 'Test Visitor')).toBe(true);
  });
});

describe('an entry per admin write, with before and after', () => {
  test('event created, edited, deleted and restored', async () => {
    const event = await createEvent();
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/events/${event._id}`,
      headers: { ...bearer(bo.token), 'if-match': `"${event.updatedAt}"` },
      payload: { title: 'Candlelight vigil', attendees: 40 },
    });
    expect(edited.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/events/${event._id}`, headers: bearer(ada.token) })).statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'POST', url: `/events/${event._id}/restore`, headers: bearer(bo.token) })).statusCode).toBe(200);

    const history = await historyOf('event', event._id);
    expect(history.map((entry) => entry.action)).toEqual(['event.restored', 'event.deleted', 'event.updated', 'event.created']);
    const [restored, deleted, updated, created] = history;
    expect(created).toMatchObject({ actor: { id: ada.id, name: 'Ada Editor' }, before: null, after: { _id: event._id, title: 'Vigil' } });
    // Only the fields that changed, not the version stamp.
    expect(updated).toMatchObject({
      actor: { name: 'Bo Desk' },
      before: { title: 'Vigil', attendees: null },
      after: { title: 'Candlelight vigil', attendees: 40 },
    });
    expect(Object.keys(updated?.after ?? {}).sort()).toEqual(['attendees', 'title']);
    expect(deleted?.before).toMatchObject({ _id: event._id, title: 'Candlelight vigil' });
    expect(deleted?.after).toEqual({ deletedAt: expect.any(String) });
    // A restore names the event it brought back.
    expect(restored).toMatchObject({
      actor: { name: 'Bo Desk' },
      before: { title: 'Candlelight vigil', deletedAt: deleted?.after?.deletedAt },
      after: { title: 'Candlelight vigil', deletedAt: null },
    });
    for (const entry of history) {
      expect(entry.requestId).toEqual(expect.any(String));
      expect(Number.isNaN(Date.parse(entry.at))).toBe(false);
    }
    expect(new Set(history.map((entry) => entry.requestId)).size).toBe(4);
  });

  test('booking approved, then deleted; failed writes leave no entry', async () => {
    const booking = await createBooking();
    expect(await historyOf('booking', booking._id)).toEqual([]); // the public request is not an admin write
    const stale = await ctx.app.inject({
      method: 'PUT',
      url: `/booking/${booking._id}`,
      headers: { ...bearer(ada.token), 'if-match': '"2000-01-01T00:00:00.000Z"' },
      payload: { isConfirmed: true },
    });
    expect(stale.statusCode).toBe(409);
    expect(await historyOf('booking', booking._id)).toEqual([]);

    const approved = await ctx.app.inject({
      method: 'PUT',
      url: `/booking/${booking._id}`,
      headers: bearer(ada.token),
      payload: { isConfirmed: true },
    });
    expect(approved.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/booking/${booking._id}`, headers: bearer(bo.token) })).statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/booking/${booking._id}`, headers: bearer(bo.token) })).statusCode).toBe(404);

    const [deleted, approval, ...rest] = await historyOf('booking', booking._id);
    expect(rest).toEqual([]);
    expect(approval).toMatchObject({
      action: 'booking.approved',
      actor: { id: ada.id },
      // The requester and event name the booking, on both sides (so they never read as a change).
      before: { requesterName: 'Rae', eventName: 'Panel', isConfirmed: false, updatedAt: booking.updatedAt },
      after: {
        requesterName: 'Rae',
        eventName: 'Panel',
        isConfirmed: true,
        updatedAt: (approved.json() as { updatedAt: string }).updatedAt,
      },
    });
    expect(deleted).toMatchObject({
      action: 'booking.deleted',
      actor: { id: bo.id },
      before: { _id: booking._id, requesterName: 'Rae', isConfirmed: true },
    });
  });

  test('an image upload names the admin who signed it', async () => {
    const signature = (await ctx.app.inject({ method: 'GET', url: '/uploads/sign?folder=events', headers: bearer(bo.token) })).json() as {
      apiKey: string;
      timestamp: number;
      signature: string;
      folder: string;
      cloudName: string;
    };
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: `/uploads/${signature.cloudName}/image/upload`,
      ...multipart(
        { api_key: signature.apiKey, timestamp: signature.timestamp, signature: signature.signature, folder: signature.folder },
        [{ filename: 'p.png', contentType: 'image/png', data: PNG }],
      ),
    });
    expect(uploaded.statusCode).toBe(200);
    const { public_id: publicId } = uploaded.json() as { public_id: string };
    const [entry] = await historyOf('image', publicId);
    expect(entry).toMatchObject({
      action: 'image.uploaded',
      actor: { id: bo.id, name: 'Bo Desk' },
      after: { publicId, format: 'png', bytes: PNG.length },
    });
  });

  test('an export is recorded with its filters and row count', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/admin/export/bookings.csv?status=pending', headers: bearer(ada.token) });
    expect(response.statusCode).toBe(200);
    const [entry] = (await audit('?action=export.made&limit=1')).entries;
    expect(entry).toMatchObject({
      actor: { id: ada.id },
      entity: 'export',
      entityId: null,
      after: { section: 'bookings', filters: { status: 'pending' }, rows: Number(response.headers['x-export-rows']) },
    });
  });
});

describe('reading it', () => {
  test('newest first, paginated with a cursor: pages do not overlap and together hold every entry', async () => {
    for (let i = 0; i < 3; i += 1) await createEvent(bo.token);
    const all = (await audit('?limit=200')).entries;
    const ids = all.map((entry) => BigInt(entry.id));
    expect([...ids].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0))).toEqual(ids);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Page = await audit(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.entries.length).toBeLessThanOrEqual(2);
      seen.push(...page.entries.map((entry) => entry.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.map((entry) => entry.id));
  });

  test('by person, by entity, by date range; the dashboard’s latest entries', async () => {
    const mine = (await audit(`?actorId=${encodeURIComponent(bo.id)}&limit=200`)).entries;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((entry) => entry.actor?.id === bo.id)).toBe(true);

    const events = (await audit('?entity=event&limit=200')).entries;
    expect(events.every((entry) => entry.entity === 'event')).toBe(true);

    // Three days ago (a later sign-in would close sessions that had expired by then).
    offsetMs = -3 * 24 * 60 * 60 * 1000;
    const earlier = await createEvent((await signIn('Cy Earlier')).token);
    offsetMs = 0;
    const boundary = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString();
    const ranged = (await audit(`?to=${boundary}`)).entries;
    expect(ranged.map((entry) => [entry.action, entry.actor?.name])).toEqual([
      ['event.created', 'Cy Earlier'],
      ['admin.signed-in', 'Cy Earlier'],
    ]);
    expect(ranged[0]?.entityId).toBe(earlier._id);
    const since = (await audit(`?from=${boundary}&limit=200`)).entries;
    expect(since.some((entry) => entry.actor?.name === 'Cy Earlier')).toBe(false);

    const all = (await audit('?limit=200')).entries;
    const latest = (await audit('?limit=3')).entries;
    expect(latest).toEqual(all.slice(0, 3));
  });

  test('one person’s development sign-ins are one person; another name is another', async () => {
    const again = await signIn('Ada Editor');
    expect(again.session).not.toBe(ada.session);
    expect(again.id).toBe(ada.id);
    const cy = await signIn('Cy Other');
    expect(cy.id).not.toBe(ada.id);
    const actors = (await ctx.app.inject({ method: 'GET', url: '/admin/audit/actors', headers: bearer(ada.token) })).json() as {
      id: string;
    }[];
    expect(actors.filter((actor) => actor.id === ada.id)).toHaveLength(1);
  });

  test('the people who acted, for the person filter', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/admin/audit/actors', headers: bearer(ada.token) });
    const actors = response.json() as { id: string; name: string; entries: number }[];
    expect(actors.map((actor) => actor.id)).toEqual(expect.arrayContaining([ada.id, bo.id]));
    const total = (await audit(`?actorId=${encodeURIComponent(ada.id)}&limit=200`)).entries.length;
    expect(actors.find((actor) => actor.id === ada.id)).toMatchObject({ name: 'Ada Editor', entries: total });
  });

  test('bad filters are refused: unknown parameter, entity or action, malformed cursor or date, reversed range', async () => {
    for (const query of ['?who=x', '?entity=user', '?action=booking.edited', '?cursor=abc', '?from=yesterday', '?limit=0', '?limit=201']) {
      const response = await ctx.app.inject({ method: 'GET', url: `/admin/audit${query}`, headers: bearer(ada.token) });
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
    }
    const reversed = await ctx.app.inject({
      method: 'GET',
      url: '/admin/audit?from=2030-01-02T00:00:00Z&to=2030-01-01T00:00:00Z',
      headers: bearer(ada.token),
    });
    expect(reversed.statusCode).toBe(400);
  });
});

describe('append-only', () => {
  test('no route updates or deletes an entry', async () => {
    const [entry] = (await audit('?limit=1')).entries;
    const before = await audit('?limit=200');
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      for (const url of ['/admin/audit', `/admin/audit/${entry?.id ?? '1'}`]) {
        const response = await ctx.app.inject({
          method,
          url,
          headers: bearer(ada.token),
          payload: method === 'DELETE' ? undefined : { action: 'x' },
        });
        expect({ method, url, status: [404, 405].includes(response.statusCode) }).toEqual({ method, url, status: true });
      }
    }
    expect(await audit('?limit=200')).toEqual(before);
  });

  test('the database itself refuses to change or remove an entry', async () => {
    const [entry] = (await audit('?limit=1')).entries;
    await expect(
      ctx.database.transactionRaw((raw) => raw.query("UPDATE audit_log SET actor_name = 'someone else' WHERE id = $1", [entry?.id])),
    ).rejects.toThrow(/append-only/);
    await expect(ctx.database.transactionRaw((raw) => raw.query('DELETE FROM audit_log WHERE id = $1', [entry?.id]))).rejects.toThrow(
      /append-only/,
    );
    expect((await audit('?limit=1')).entries[0]).toEqual(entry);
  });
});
