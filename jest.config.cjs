module.exports = {
  projects: ['shared', 'host', 'mfe-media', 'mfe-engage', 'mfe-events', 'mfe-admin', 'mfe-landing', 'api']
    .filter((d) => require('fs').existsSync(`${__dirname}/${d}/jest.config.cjs`))
    .map((d) => `<rootDir>/${d}`),
};
