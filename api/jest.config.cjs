// API tests run in Node. typebox 1.x ships ESM only (.mjs), so it is compiled to CommonJS like our own
// sources; PGlite's CommonJS build loads Node built-ins with dynamic import(), which jest's VM cannot run
// without --experimental-vm-modules, so SWC rewrites those imports to require() as well.
const base = require('../jest.config.base.cjs')(__dirname, { environment: 'node' });
const swc = base.transform['^.+\\.(t|j)sx?$'];

module.exports = {
  ...base,
  transform: { ...base.transform, '^.+\\.(mjs|cjs)$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(typebox|@electric-sql/pglite|content-disposition|cookie)/)'],
  // Each test file starts its own database (PGlite boots in a few seconds on a small machine).
  testTimeout: 60_000,
};
