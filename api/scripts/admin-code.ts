// `npm run admin-code -w api`: prints a new single-use admin code for the local-auth API using the same
// DATA_DIR (running or not). It replaces any unspent code; the server checks the code file at each sign-in.
import { mintAdminCode } from '../src/auth/admin-code';
import { loadConfig } from '../src/config';

const config = loadConfig();
if (config.auth.mode !== 'local') {
  console.error('Clerk auth is configured: admins sign in with Clerk, there is no admin code.');
  process.exit(1);
}
console.log(`Admin code for development sign-in (works once): ${mintAdminCode(config.dataDir)}`);
