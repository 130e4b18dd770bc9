// DOM test setup: jest-dom matchers and the browser APIs jsdom lacks but antd uses.
require('@testing-library/jest-dom');
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
