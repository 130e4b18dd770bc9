// One jest project per workspace, derived from the root package.json `workspaces`, so a new workspace's
// tests run without a config file of its own. A workspace that depends on React runs in jsdom; any
// other (the API) runs in Node. A workspace whose own `test` script runs another runner (e2e: Playwright)
// is left out.
const fs = require('fs');
const path = require('path');

/** The workspace folders the root package.json names, with a trailing `*` expanded (`mfe-*`). */
function workspaceDirs(root) {
  const patterns = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
  return patterns.flatMap((pattern) => {
    if (!pattern.endsWith('*')) return [pattern];
    const prefix = pattern.slice(0, -1);
    return fs
      .readdirSync(root, { withFileTypes: true })
      .filter((e) => e.isDirectory() && e.name.startsWith(prefix) && fs.existsSync(path.join(root, e.name, 'package.json')))
      .map((e) => e.name)
      .sort();
  });
}

const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } },
];

/** @param {string} dir */
function project(dir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const dom = Boolean(pkg.dependencies?.react);
  const setupFiles = dom ? [require.resolve('./jest.setup-dom.cjs')] : [];
  // A workspace's own setup (the API's longer timeout) lives at test/jest.setup.ts.
  if (fs.existsSync(path.join(dir, 'test', 'jest.setup.ts'))) setupFiles.push('<rootDir>/test/jest.setup.ts');
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: dom ? require.resolve('./jest.environment-dom.cjs') : 'node',
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.{ts,tsx}'],
    // Some dependencies ship ESM only (typebox, and cookie/content-disposition under fastify's inject and
    // swagger-ui), so SWC compiles them to CommonJS like our own sources. PGlite's CommonJS build loads
    // Node built-ins with dynamic import(), which jest's VM cannot run without --experimental-vm-modules,
    // so SWC rewrites those imports to require() as well.
    transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.(mjs|cjs)$': swc },
    transformIgnorePatterns: ['/node_modules/(?!(typebox|@electric-sql/pglite|content-disposition|cookie)/)'],
    moduleNameMapper: { '\\.(css|svg|png|jpg|webp|mp4|webm)$': require.resolve('./jest.asset-stub.cjs') },
    setupFilesAfterEnv: setupFiles,
  };
}

/** @param {string} root */
module.exports = (root) =>
  workspaceDirs(root)
    .map((name) => path.join(root, name))
    .filter((dir) => {
      const testScript = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).scripts?.test;
      return !testScript || testScript.startsWith('jest');
    })
    .map(project);
