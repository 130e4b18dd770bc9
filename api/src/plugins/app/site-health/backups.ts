import type { Database } from '../../../db/client';

/** When the last backup that was restored and checked (`npm run backup -- --verify`) finished; null: never. */
export async function lastVerifiedBackupAt(database: Database): Promise<string | null> {
  const [row] = await database.transactionRaw((raw) =>
    raw.query<{ at: Date | string | null }>("SELECT max(finished_at) AS at FROM backup_runs WHERE kind = 'verify' AND ok"),
  );
  return row?.at ? new Date(row.at).toISOString() : null;
}
