// `npm run admin-code -w api`: prints a new single-use admin code for the local-auth API, replacing any
// unspent one. With DATABASE_URL the code goes to the database (every instance accepts it); with embedded
// PGlite it goes to <DATA_DIR>/admin-code, which the running API reads at each admin sign-in.
import { databaseAdminCodes, fileAdminCodes } from '../src/auth/admin-code';
import { ConfigError, loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.auth.mode !== 'local') {
    console.error('Clerk auth is configured: admins sign in with Clerk, there is no admin code.');
    process.exit(1);
  }
  let code: string;
  if (config.adminCodes === 'database') {
    const database = await openDatabase(config.database);
    try {
      // Normally the API has migrated already; the advisory lock makes this safe alongside starting instances.
      await migrate(database, config);
      code = await databaseAdminCodes(database.db).mint();
    } finally {
      await database.close();
    }
  } else {
    code = await fileAdminCodes(config.dataDir).mint();
  }
  console.log(`Admin code for development sign-in (works once): ${code}`);
}

main().catch((error: unknown) => {
  console.error(`admin-code: ${error instanceof ConfigError ? error.message : String(error)}`);
  process.exit(1);
});
