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
// pages' small components, so its tests get more time than the other DOM tests (a shared, busy CI machine included).
jest.setTimeout(120_000);

// antd's table measures the scrollbar with getComputedStyle(element, '::-webkit-scrollbar'); jsdom implements
// only the one-argument form and logs "Not implemented" for the other.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

// antd's form schedules its batched updates on a MessageChannel macrotask; jsdom has none. A stand-in that
// delivers on a timer (so fake timers drive it too) and holds nothing open.
class MessageChannelStandIn {
  port1: { onmessage: ((event: { data: unknown }) => void) | null; postMessage: (data: unknown) => void; close: () => void };
  port2: { onmessage: ((event: { data: unknown }) => void) | null; postMessage: (data: unknown) => void; close: () => void };
  constructor() {
    const port = (other: () => MessageChannelStandIn['port1']) => ({
      onmessage: null,
      postMessage: (data: unknown) => void setTimeout(() => other().onmessage?.({ data }), 0),
      close: () => undefined,
    });
    this.port1 = port(() => this.port2);
    this.port2 = port(() => this.port1);
  }
}

if (typeof globalThis.MessageChannel === 'undefined') {
  globalThis.MessageChannel = MessageChannelStandIn as unknown as typeof MessageChannel;
}
