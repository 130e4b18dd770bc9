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
  }
}

module.exports = DomEnvironment;
