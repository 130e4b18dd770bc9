// Production mode (NODE_ENV=production): the API refuses to start with any development secret, and says what
// to set; with a token secret, the signing secrets are derived from it and the database holds none.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildApp, type BeaconApp } from '../src/app';
import { deriveSecret } from '../src/auth/secrets';
import { ConfigError, type Config, type DatabaseConfig, type Env } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { secrets } from '../src/db/schema';
import { generateNewsroomKey } from '../src/tips/keys';
import { dropTestSchema, makeTempDir, testDatabaseConfig } from './helpers/context';

const dataDir = makeTempDir();
const tokenSecretFile = path.join(dataDir, 'token-secret');
const tipsKeyFile = path.join(dataDir, 'tips-public.asc');
let production: Env;
let databaseConfig: DatabaseConfig;
let database: Database;
const apps: BeaconApp[] = [];
/** An instance on this file's database (closed at the end). */
const start = async (env: Env, config: Partial<Config> = {}): Promise<BeaconApp> => {
  const app = await buildApp({ env, logger: false, database, config: { seed: false, ...config } });
  apps.push(app);
  return app;
};

beforeAll(async () => {
  databaseConfig = await testDatabaseConfig();
  database = await openDatabase(databaseConfig);
  fs.writeFileSync(tokenSecretFile, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600 });
  fs.writeFileSync(tipsKeyFile, (await generateNewsroomKey('a passphrase', 'Test newsroom')).publicKey);
  // Everything production mode asks for; each test takes one thing away or adds one development secret.
  production = {
    NODE_ENV: 'production',
    ALLOW_DEV_AUTH: '1',
    DATA_DIR: dataDir,
    TOKEN_SECRET_FILE: tokenSecretFile,
    TIPS_PUBLIC_KEY_FILE: tipsKeyFile,
    // Load shedding (on by default in production) would answer 503 while another instance of this file runs its
    // embedded database's migrations on the same thread: these tests are about secrets, not load (see health tests).
    OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
  };
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
  await dropTestSchema(databaseConfig);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Why buildApp refused to start with `env` (it refuses before opening any database). */
async function refusal(env: Env): Promise<string> {
  const outcome = await buildApp({ env, logger: false }).then(
    async (app) => {
      await app.close();
      return null;
    },
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(ConfigError);
  return (outcome as ConfigError).message;
}

const without = (env: Env, ...keys: string[]): Env => Object.fromEntries(Object.entries(env).filter(([key]) => !keys.includes(key)));

describe('production mode refuses to start with a development secret', () => {
  test('the development tips key (no TIPS_PUBLIC_KEY / TIPS_PUBLIC_KEY_FILE): says which to set and how to make the pair', async () => {
    const message = await refusal(without(production, 'TIPS_PUBLIC_KEY_FILE'));
    expect(message).toMatch(/TIPS_PUBLIC_KEY_FILE/);
    expect(message).toContain('npm run tips-key -w api');
    expect(message).not.toMatch(/TOKEN_SECRET|DEV_ADMIN_CODE/);
  });

  test('the development admin code (DEV_ADMIN_CODE): says to unset it and how admins sign in instead', async () => {
    const message = await refusal({ ...production, DEV_ADMIN_CODE: 'a-fixed-code' });
    expect(message).toMatch(/unset DEV_ADMIN_CODE/);
    expect(message).toContain('npm run admin-code -w api');
    expect(message).not.toMatch(/TIPS_PUBLIC_KEY|TOKEN_SECRET/);
  });

  test('no token secret (generated ones): says to set TOKEN_SECRET_FILE and how to make it', async () => {
    const message = await refusal(without(production, 'TOKEN_SECRET_FILE'));
    expect(message).toMatch(/set TOKEN_SECRET_FILE .* or TOKEN_SECRET/);
    expect(message).toContain('openssl rand -hex 32 > token-secret');
    expect(message).not.toMatch(/TIPS_PUBLIC_KEY|DEV_ADMIN_CODE/);
  });

  test('every problem at once, one line each, so one restart fixes them all', async () => {
    const message = await refusal({ NODE_ENV: 'production', ALLOW_DEV_AUTH: '1', DEV_ADMIN_CODE: 'a-fixed-code' });
    expect(message.split('\n')).toHaveLength(3);
  });

  test.each([
    ['too short', randomBytes(16).toString('hex')],
    ['not hex or base64', 'correct horse battery staple correct horse battery staple'],
    ['odd hex', `${randomBytes(32).toString('hex')}a`],
  ])('a token secret %s is refused, in any mode, naming the variable', async (_case, value) => {
    for (const env of [{ TOKEN_SECRET: value }, { ...without(production, 'TOKEN_SECRET_FILE'), TOKEN_SECRET: value }]) {
      expect(await refusal(env)).toMatch(/^TOKEN_SECRET must hold at least 32 random bytes .*openssl rand -hex 32/);
    }
  });

  test('TOKEN_SECRET and TOKEN_SECRET_FILE together, or an unreadable file, are refused', async () => {
    expect(await refusal({ ...production, TOKEN_SECRET: randomBytes(32).toString('hex') })).toMatch(/not both/);
    expect(await refusal({ ...production, TOKEN_SECRET_FILE: path.join(dataDir, 'missing') })).toMatch(/^TOKEN_SECRET_FILE cannot be read/);
  });

  test('outside production, none of them is needed (npm start stays zero-configuration)', async () => {
    for (const nodeEnv of [undefined, 'development', 'test']) {
      const app = await start({ NODE_ENV: nodeEnv, DEV_ADMIN_CODE: 'a-fixed-code' }, { dataDir });
      expect(app.beacon.tips.key.development).toBe(true);
      expect(app.beacon.config.tokenSecret).toBeNull();
    }
  });
});

describe('with a token secret, the signing secrets are derived from it', () => {
  test('production starts; the database holds no secret; sessions, uploads and challenges use the derived ones', async () => {
    // (Development instances of this file may have stored theirs: a production start adds none and uses none.)
    const stored = async () => (await database.db.select().from(secrets)).map((row) => row.value.toString('hex'));
    const before = await stored();
    const app = await start(production);
    const root = Buffer.from(fs.readFileSync(tokenSecretFile, 'utf8').trim(), 'hex');
    expect(await stored()).toEqual(before);
    expect(app.beacon.local?.secret).toEqual(deriveSecret(root, 'session-tokens'));
    expect(app.beacon.uploads.apiSecret).toBe(deriveSecret(root, 'upload-signatures').toString('hex'));
    // One purpose's secret is not another's, nor the token secret itself.
    const derived = (['session-tokens', 'upload-signatures', 'captcha-challenges'] as const).map((name) =>
      deriveSecret(root, name).toString('hex'),
    );
    expect(new Set([...derived, root.toString('hex')]).size).toBe(4);
    expect(derived.filter((secret) => before.includes(secret))).toEqual([]);
  });

  test('a token signed by one instance verifies on another with the same secret, and not with another secret', async () => {
    const [first, second] = [await start(production), await start(production)];
    const other = await start({ ...without(production, 'TOKEN_SECRET_FILE'), TOKEN_SECRET: randomBytes(32).toString('base64') });
    const signIn = await first!.inject({ method: 'POST', url: '/auth/dev/session', payload: { role: 'visitor', name: 'Vera' } });
    expect(signIn.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${(signIn.json() as { token: string }).token}` };
    expect((await second!.inject({ method: 'GET', url: '/auth/me', headers })).statusCode).toBe(200);
    expect((await other.inject({ method: 'GET', url: '/auth/me', headers })).statusCode).toBe(401);
  });
});
