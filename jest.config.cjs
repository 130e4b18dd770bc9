module.exports = { projects: require('./jest.config.base.cjs')(__dirname) };
