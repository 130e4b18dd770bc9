// Both cores: the suite is CPU-bound and its tests do not share state across files (jest's default
// of cores − 1 leaves one of two idle: 188 s against 120 s for the whole suite here).
module.exports = { projects: require('./jest.config.base.cjs')(__dirname), maxWorkers: '100%' };
