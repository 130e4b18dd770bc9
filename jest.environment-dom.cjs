// jsdom without the web platform's fetch family: lend it Node's, so code under test can use
// fetch, Response and friends the way a browser does (tests still mock the network).
const { TestEnvironment } = require('jest-environment-jsdom');

const LENT = [
  'fetch',
  'Response',
  'Request',
  'Headers',
  'FormData',
  'ReadableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
  'BroadcastChannel',
];

class DomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const key of LENT) if (this.global[key] === undefined && globalThis[key] !== undefined) this.global[key] = globalThis[key];
    // jsdom's crypto has getRandomValues but no subtle: lend Node's Web Crypto, as a page on a secure origin has it.
    if (!this.global.crypto?.subtle) Object.defineProperty(this.global, 'crypto', { value: globalThis.crypto, configurable: true });
    // The lent TextEncoder and Web Crypto answer with Node's typed arrays: the page's own must be the same
    // class, or a library's `instanceof Uint8Array` check refuses bytes the platform made.
    this.global.Uint8Array = globalThis.Uint8Array;
    this.global.ArrayBuffer = globalThis.ArrayBuffer;
    this.timeZone = config.projectConfig.testEnvironmentOptions?.timeZone;
  }

  // A workspace's fixed time zone (`testTimeZone` in its package.json) for dates shown in the visitor's zone:
  // set on the worker's real process (a test's own process.env is a copy Node does not watch), then restored,
  // since one worker runs test files of every project.
  async setup() {
    await super.setup();
    if (!this.timeZone) return;
    this.previousTimeZone = process.env.TZ;
    process.env.TZ = this.timeZone;
  }

  async teardown() {
    if (this.timeZone) {
      if (this.previousTimeZone === undefined) delete process.env.TZ;
      else process.env.TZ = this.previousTimeZone;
    }
    await super.teardown();
  }
}

module.exports = DomEnvironment;
