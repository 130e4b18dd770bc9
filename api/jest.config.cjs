// API tests run in Node. Some dependencies ship ESM only (typebox, and cookie/content-disposition under
// fastify's inject and swagger-ui), so SWC compiles them to CommonJS like our own sources. PGlite's
// CommonJS build loads Node built-ins with dynamic import(), which jest's VM cannot run without
// --experimental-vm-modules, so SWC rewrites those imports to require() as well.
const base = require('../jest.config.base.cjs')(__dirname, { environment: 'node' });
const swc = base.transform['^.+\\.(t|j)sx?$'];

module.exports = {
  ...base,
  transform: { ...base.transform, '^.+\\.(mjs|cjs)$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(typebox|@electric-sql/pglite|content-disposition|cookie)/)'],
  setupFilesAfterEnv: ['<rootDir>/test/jest.setup.ts'],
};
