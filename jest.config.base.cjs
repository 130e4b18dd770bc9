// Shared jest settings: TypeScript/TSX through SWC, one project per workspace.
/** @param {string} dir @param {{ environment?: 'node' | 'jsdom' }} [opts] */
module.exports = (dir, opts = {}) => ({
  displayName: require('path').basename(dir),
  rootDir: dir,
  testEnvironment: opts.environment === 'node' ? 'node' : require.resolve('./jest.environment-dom.cjs'),
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.{ts,tsx}'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  moduleNameMapper: { '\\.(css|svg|png|jpg|webp|mp4|webm)$': require.resolve('./jest.asset-stub.cjs') },
  setupFilesAfterEnv: opts.environment === 'node' ? [] : [require.resolve('./jest.setup-dom.cjs')],
});
