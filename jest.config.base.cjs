// One jest project per workspace, derived from the root package.json `workspaces`, so a new workspace's
// tests run without a config file of its own. A workspace that depends on React runs in jsdom; any
// other (the API) runs in Node. A workspace whose own `test` script runs another runner (e2e: Playwright)
// is left out. The root's own scripts/ get one more project.
const fs = require('fs');
const path = require('path');
const { workspaceDirs, readPackage } = require('./workspaces.cjs');

const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];

// Some dependencies ship ESM only (typebox, openpgp's browser build, and cookie/content-disposition under fastify's inject and
// swagger-ui), so SWC compiles them to CommonJS like our own sources. PGlite's CommonJS build loads
// Node built-ins with dynamic import(), which jest's VM cannot run without --experimental-vm-modules,
// so SWC rewrites those imports to require() as well.
const compile = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.(mjs|cjs)$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(typebox|@electric-sql/pglite|content-disposition|cookie|openpgp)/)'],
  moduleNameMapper: { '\\.(css|svg|png|jpg|webp|mp4|webm)$': require.resolve('./jest.asset-stub.cjs') },
};

/** @param {string} root @param {string} name */
function project(root, name) {
  const dir = path.join(root, name);
  const pkg = readPackage(root, name);
  const dom = Boolean(pkg.dependencies?.react);
  const setupFiles = dom ? [require.resolve('./jest.setup-dom.cjs')] : [];
  // A workspace's own setup (the API's longer timeout) lives at test/jest.setup.ts.
  if (fs.existsSync(path.join(dir, 'test', 'jest.setup.ts'))) setupFiles.push('<rootDir>/test/jest.setup.ts');
  return {
    displayName: name,
    rootDir: dir,
    testEnvironment: dom ? require.resolve('./jest.environment-dom.cjs') : 'node',
    // `testTimeZone` in a workspace's package.json fixes the zone its tests see (the DOM environment sets it).
    ...(dom && pkg.testTimeZone ? { testEnvironmentOptions: { timeZone: pkg.testTimeZone } } : {}),
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.{ts,tsx}'],
    // `*.redis.test.ts` need a Redis server: they run when REDIS_URL names one (CI's PostgreSQL pass starts it).
    testPathIgnorePatterns: process.env.REDIS_URL ? ['/node_modules/'] : ['/node_modules/', '\\.redis\\.test\\.tsx?$'],
    ...compile,
    setupFilesAfterEnv: setupFiles,
  };
}

/** Tests that run a system tool, named `*.<tool>.test.ts`, with the Debian package that has the tool. */
const TOOL_TESTS = { nginx: 'nginx', promtool: 'prometheus' };

/** Whether a program is installed (Debian puts nginx in /usr/sbin). */
const installed = (program) =>
  ['/usr/sbin', ...(process.env.PATH ?? '').split(':')].some((dir) => dir && fs.existsSync(path.join(dir, program)));

/**
 * The root's own tooling (scripts/: the page servers, the build) is no workspace; its tests run in Node.
 * `*.nginx.test.ts` run nginx itself and `*.promtool.test.ts` Prometheus's promtool: left out, with a line saying
 * so, where the tool is not installed (.ci/run installs both; the cluster test runs both always).
 * @param {string} root
 */
const scriptsProject = (root) => {
  const missing = Object.entries(TOOL_TESTS).filter(([tool]) => !installed(tool));
  for (const [tool, pkg] of missing)
    console.warn(`scripts/**/*.${tool}.test.ts left out: ${tool} is not installed (apt-get install ${pkg}).`);
  return {
    displayName: 'scripts',
    rootDir: path.join(root, 'scripts'),
    testEnvironment: 'node',
    testMatch: ['<rootDir>/**/*.test.ts'],
    testPathIgnorePatterns: ['/node_modules/', ...missing.map(([tool]) => `\\.${tool}\\.test\\.ts$`)],
    ...compile,
  };
};

/** @param {string} root */
module.exports = (root) =>
  workspaceDirs(root)
    .filter((name) => {
      const testScript = readPackage(root, name).scripts?.test;
      return !testScript || testScript.startsWith('jest');
    })
    .map((name) => project(root, name))
    .concat(fs.existsSync(path.join(root, 'scripts')) ? [scriptsProject(root)] : []);
