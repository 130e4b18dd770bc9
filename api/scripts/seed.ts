// `npm run seed -w api [-- --everything]`: replaces the events and the video catalogue with the sample
// content; --everything also empties bookings, subscribers and the outbox. Uses the same configuration as
// the server (DATA_DIR or DATABASE_URL). With PGlite, stop the API first (the data directory is locked).
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { reseed } from '../src/seed/seed';

async function main(): Promise<void> {
  const everything = process.argv.includes('--everything');
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await migrate(database, config);
    await reseed(database.db, { everything });
    const where = config.database.kind === 'pglite' ? (config.database.dataDir ?? 'memory') : 'DATABASE_URL';
    console.log(`Seeded sample events and videos${everything ? ' (other tables emptied)' : ''} into ${where}.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
