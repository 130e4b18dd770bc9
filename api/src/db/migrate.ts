import type { Database } from './client';
import { MIGRATIONS } from './migrations';

/** Configuration a migration reads (as a transaction-local setting, e.g. current_setting('beacon.org_time_zone')). */
export interface MigrationSettings {
  /** ORG_TIME_ZONE: the zone of the events that predate time zones. */
  orgTimeZone: string;
}

/**
 * Applies the migrations not yet recorded in schema_migrations, all in one transaction. The advisory
 * lock makes API instances that start together against one PostgreSQL take turns.
 */
export async function migrate(database: Database, settings: MigrationSettings): Promise<string[]> {
  return database.transactionRaw(async (raw) => {
    await raw.query("SELECT pg_advisory_xact_lock(hashtext('beacon-migrations:' || current_schema()))");
    await raw.query("SELECT set_config('beacon.org_time_zone', $1, true)", [settings.orgTimeZone]);
    await raw.exec('CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const done = new Set((await raw.query<{ id: string }>('SELECT id FROM schema_migrations')).map((row) => row.id));
    const applied: string[] = [];
    for (const migration of MIGRATIONS) {
      if (done.has(migration.id)) continue;
      await raw.exec(migration.sql);
      await raw.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
      applied.push(migration.id);
    }
    return applied;
  });
}

/** How many of this build's migrations the database has not recorded (0: the schema is this code's). */
export async function pendingMigrations(database: Database): Promise<number> {
  const ids = MIGRATIONS.map((migration) => migration.id);
  const rows = await database.transactionRaw((raw) =>
    raw.query<{ count: number | string }>('SELECT count(*) AS count FROM schema_migrations WHERE id = ANY($1::text[])', [ids]),
  );
  return ids.length - Number(rows[0]?.count ?? 0);
}
