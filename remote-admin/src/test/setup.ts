// The admin screens' additions to tools/jest/setup-dom.ts (which runs first): antd tables, tabs
// and dialogs under jsdom, fast.
import { configure } from '@testing-library/react';

// antd reads matchMedia (responsive table columns, breakpoints). Unlike the shared one, this one answers
// width queries against window.innerWidth (jsdom: 1024), so a test can emulate a phone by setting
// innerWidth before rendering.
function matchesWidth(query: string): boolean {
  const width = window.innerWidth;
  const min = [...query.matchAll(/min-width:\s*(\d+)px/g)].every(([, px]) => width >= Number(px));
  const max = [...query.matchAll(/max-width:\s*(\d+)px/g)].every(([, px]) => width <= Number(px));
  return /width/.test(query) && min && max;
}
const sharedMatchMedia = window.matchMedia;
window.matchMedia = (query: string) => ({ ...sharedMatchMedia(query), matches: matchesWidth(query) });

// jsdom computes styles by matching every rule of antd's generated style sheets against the
// element: seconds per query on an antd page. Inline styles are what antd hides things with
// (display: none), so they are enough for visibility checks; pseudo-elements are not supported.
window.getComputedStyle = (element: Element) =>
  (element instanceof HTMLElement || element instanceof SVGElement
    ? element.style
    : document.createElement('div').style) as CSSStyleDeclaration;

// An antd page takes around a second to render under jsdom, several beside the API suites on two
// cores (npm test runs them together): give findBy* queries room. Only a failing query waits this long.
configure({ asyncUtilTimeout: 15000 });

// jsdom claims CSS transition support but never fires transitionend, so antd's closing dialogs
// would stay in the page forever. Without transitions they close at once, as a user sees them settle.
jest.mock('@rc-component/motion/lib/util/motion', () => ({
  ...jest.requireActual('@rc-component/motion/lib/util/motion'),
  supportTransition: false,
}));

// antd adds a <style> to <head> per component and, before each, looks for its own among head's
// children through jsdom's HTMLCollection, one slow proxy read per child: the more a test file has
// rendered, the longer every render. getComputedStyle above reads inline styles only, so no test
// reads those sheets; without them a screen's tests run about 15% faster.
jest.mock('@rc-component/util/lib/Dom/dynamicCSS', () => ({
  ...jest.requireActual('@rc-component/util/lib/Dom/dynamicCSS'),
  updateCSS: () => document.createElement('style'),
  removeCSS: () => undefined,
}));
