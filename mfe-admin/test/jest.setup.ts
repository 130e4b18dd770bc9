import { configure } from '@testing-library/react';

// antd's table, menu and result measure themselves with ResizeObserver, which jsdom lacks: a stand-in that never reports.
class ResizeObserverStandIn {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = ResizeObserverStandIn as unknown as typeof ResizeObserver;
}

// The admin area renders antd's full table, form and date picker: far heavier in jsdom than the public
// pages' small components, so its tests get more time (a shared, busy CI machine included).
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

// antd's table measures the scrollbar with getComputedStyle(element, '::-webkit-scrollbar'); jsdom implements
// only the one-argument form and logs "Not implemented" for the other.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);
