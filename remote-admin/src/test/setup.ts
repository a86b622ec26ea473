import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// antd reads matchMedia (responsive table columns, breakpoints); jsdom has none. This one answers
// width queries against window.innerWidth (jsdom: 1024), so a test can emulate a phone by
// setting innerWidth before rendering.
function matchesWidth(query: string): boolean {
  const width = window.innerWidth;
  const min = [...query.matchAll(/min-width:\s*(\d+)px/g)].every(([, px]) => width >= Number(px));
  const max = [...query.matchAll(/max-width:\s*(\d+)px/g)].every(([, px]) => width <= Number(px));
  return /width/.test(query) && min && max;
}
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: matchesWidth(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// antd schedules with MessageChannel; a timer-based one lets jest exit (Node's own keeps it alive).
class TimerMessageChannel {
  port1: { onmessage: ((event: unknown) => void) | null; postMessage: (data: unknown) => void; close: () => void };
  port2: { onmessage: ((event: unknown) => void) | null; postMessage: (data: unknown) => void; close: () => void };
  constructor() {
    this.port1 = { onmessage: null, postMessage: (data) => setTimeout(() => this.port2.onmessage?.({ data })), close: () => undefined };
    this.port2 = { onmessage: null, postMessage: (data) => setTimeout(() => this.port1.onmessage?.({ data })), close: () => undefined };
  }
}
Object.assign(globalThis, { MessageChannel: TimerMessageChannel });

// antd's Tabs, Table and Select measure themselves; jsdom has no ResizeObserver.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { ResizeObserver: NoopResizeObserver });

// jsdom computes styles by matching every rule of antd's generated style sheets against the
// element: seconds per query on an antd page. Inline styles are what antd hides things with
// (display: none), so they are enough for visibility checks; pseudo-elements are not supported.
window.getComputedStyle = (element: Element) =>
  (element instanceof HTMLElement || element instanceof SVGElement ? element.style : document.createElement('div').style) as CSSStyleDeclaration;

// An antd page takes around a second to render under jsdom: give findBy* queries room.
configure({ asyncUtilTimeout: 5000 });

// jsdom claims CSS transition support but never fires transitionend, so antd's closing dialogs
// would stay in the page forever. Without transitions they close at once, as a user sees them settle.
jest.mock('@rc-component/motion/lib/util/motion', () => ({
  ...jest.requireActual('@rc-component/motion/lib/util/motion'),
  supportTransition: false,
}));
