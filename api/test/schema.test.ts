import { getTableConfig } from 'drizzle-orm/pg-core';
import { count } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { MIGRATIONS } from '../src/db/migrations';
import { tables, bookings, events, videos } from '../src/db/schema';
import { reseed, seedIfEmpty } from '../src/seed/seed';
import { SAMPLE_VIDEOS } from '../src/seed/videos';
import { CATEGORIES } from '@beacon/shared/catalogue';
import { dropTestSchema, testDatabaseConfig } from './helpers/context';
import type { DatabaseConfig } from '../src/config';

const SETTINGS = { orgTimeZone: 'America/Phoenix' };

let config: DatabaseConfig;
let database: Database;
beforeAll(async () => {
  config = await testDatabaseConfig();
  database = await openDatabase(config);
});
afterAll(async () => {
  await database?.close();
  await dropTestSchema(config);
});

describe('migrations', () => {
  test('apply once; a second run applies nothing', async () => {
    expect(await migrate(database, SETTINGS)).toEqual([
      '0001_initial',
      '0002_booking_idempotency',
      '0003_shared_state',
      '0004_staff_tools',
      '0005_event_time_zone',
      '0006_tips',
      '0007_spent_captcha_challenges',
      '0008_releases',
      '0009_event_end_time',
      '0010_tip_inbox',
      '0011_release_signals',
      '0012_backup_runs',
      '0013_content',
      '0014_site_page_content',
    ]);
    expect(await migrate(database, SETTINGS)).toEqual([]);
  });

  test('events that predate time zones take the organisation’s zone (ORG_TIME_ZONE), scheduled, at revision 0', async () => {
    const older = await testDatabaseConfig();
    const before = await openDatabase(older);
    try {
      // The database as it was before time zones, holding one event.
      await before.transactionRaw(async (raw) => {
        await raw.exec('CREATE TABLE schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
        for (const migration of MIGRATIONS.filter((each) => each.id < '0005')) {
          await raw.exec(migration.sql);
          await raw.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
        }
        await raw.query(
          "INSERT INTO events (id, title, date, location, category, created_at, updated_at) VALUES ('00000000-0000-4000-8000-000000000005', 'Old', now(), 'Hall', 'Talk', now(), now())",
        );
      });
      expect(await migrate(before, { orgTimeZone: 'Europe/Berlin' })).toEqual([
        '0005_event_time_zone',
        '0006_tips',
        '0007_spent_captcha_challenges',
        '0008_releases',
        '0009_event_end_time',
        '0010_tip_inbox',
        '0011_release_signals',
        '0012_backup_runs',
        '0013_content',
        '0014_site_page_content',
      ]);
      const [row] = await before.db.select().from(events);
      expect(row).toMatchObject({ timeZone: 'Europe/Berlin', status: 'scheduled', previousDate: null, revision: 0 });
    } finally {
      await before.close();
      await dropTestSchema(older);
    }
  });

  test('the Drizzle table definitions match the migrated database', async () => {
    const columns = await database.transactionRaw((raw) =>
      raw.query<{ table_name: string; column_name: string; is_nullable: string }>(
        'SELECT table_name, column_name, is_nullable FROM information_schema.columns WHERE table_schema = current_schema()',
      ),
    );
    for (const table of Object.values(tables)) {
      const { name, columns: defined } = getTableConfig(table);
      const actual = columns
        .filter((c) => c.table_name === name)
        .map((c) => `${c.column_name}:${c.is_nullable === 'NO' ? 'not null' : 'null'}`);
      const expected = defined.map((c) => `${c.name}:${c.notNull ? 'not null' : 'null'}`);
      expect({ name, columns: actual.sort() }).toEqual({ name, columns: expected.sort() });
    }
  });
});

describe('seeding', () => {
  const counts = async () => ({
    events: (await database.db.select({ n: count() }).from(events))[0]?.n,
    videos: (await database.db.select({ n: count() }).from(videos))[0]?.n,
  });

  test('seeds an empty database once; six categories × 8 videos with stable ids', async () => {
    expect(await seedIfEmpty(database.db)).toBe(true);
    expect(await counts()).toEqual({ events: 12, videos: CATEGORIES.length * 8 });
    expect(await seedIfEmpty(database.db)).toBe(false);
    expect(new Set(SAMPLE_VIDEOS.map((v) => v.id)).size).toBe(SAMPLE_VIDEOS.length);
    for (const category of CATEGORIES) expect(SAMPLE_VIDEOS.filter((v) => v.playlistId === category.playlistId)).toHaveLength(8);
  });

  test('npm run seed (reseed) replaces the samples; --everything also empties bookings', async () => {
    await database.db.delete(events);
    await database.db.insert(bookings).values({
      id: '00000000-0000-4000-8000-000000000001',
      requesterName: 'x',
      requesterEmail: 'x@example.com',
      eventName: 'x',
      eventDate: '2030-01-01',
      eventLocation: 'x',
      eventDetails: '',
    });
    await reseed(database.db);
    expect(await counts()).toEqual({ events: 12, videos: 48 });
    expect((await database.db.select({ n: count() }).from(bookings))[0]?.n).toBe(1);
    await reseed(database.db, { everything: true });
    expect((await database.db.select({ n: count() }).from(bookings))[0]?.n).toBe(0);
    expect(await counts()).toEqual({ events: 12, videos: 48 });
  });
});
