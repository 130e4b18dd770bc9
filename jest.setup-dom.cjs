// DOM test setup: jest-dom matchers and the browser APIs jsdom lacks but our pages and antd use.
require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

// A DOM test waits for what a user would see (findBy…, waitFor) for up to 10 s, not testing-library's 1 s:
// on a busy CI machine one role query over a page's DOM can take hundreds of milliseconds, and a page that
// re-renders after a fake answer was seen to take longer than 1 s. A passing test waits no longer for it;
// jest's own limit per test is raised above that wait so a failing test reports what it waited for.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
}

// jsdom has media elements but no playback: play(), pause() and load() only log "not implemented".
// Stand in for a muted video the browser lets autoplay: play() resolves and fires `play`, pause()
// fires `pause`, and `paused` follows both. A test that needs a refused play mocks play() itself.
const paused = new WeakMap();
Object.defineProperty(HTMLMediaElement.prototype, 'paused', {
  configurable: true,
  get() {
    return paused.get(this) ?? true;
  },
});
HTMLMediaElement.prototype.play = function play() {
  if (paused.get(this) !== false) {
    paused.set(this, false);
    this.dispatchEvent(new Event('play'));
  }
  return Promise.resolve();
};
HTMLMediaElement.prototype.pause = function pause() {
  if (paused.get(this) === false) {
    paused.set(this, true);
    this.dispatchEvent(new Event('pause'));
  }
};
HTMLMediaElement.prototype.load = function load() {};
