// The one setup of every front-end package's tests (jsdom): what jsdom lacks and antd needs.
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// antd reads matchMedia; jsdom has none.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// antd's Tabs, Table and Select measure themselves; jsdom has no ResizeObserver.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { ResizeObserver: NoopResizeObserver });

// jsdom lays nothing out, so it has no scrollIntoView; a spec that cares spies on this one.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

// antd schedules with MessageChannel; a timer-based one lets jest exit (Node's own keeps it alive).
class TimerMessageChannel {
  port1: { onmessage: ((event: unknown) => void) | null; postMessage: (data: unknown) => void; close: () => void };
  port2: { onmessage: ((event: unknown) => void) | null; postMessage: (data: unknown) => void; close: () => void };
  constructor() {
    this.port1 = {
      onmessage: null,
      postMessage: (data) => setTimeout(() => this.port2.onmessage?.({ data })),
      close: () => undefined,
    };
    this.port2 = {
      onmessage: null,
      postMessage: (data) => setTimeout(() => this.port1.onmessage?.({ data })),
      close: () => undefined,
    };
  }
}
Object.assign(globalThis, { MessageChannel: TimerMessageChannel });
