import { render } from '@testing-library/react';
import { FastColor } from '@ant-design/fast-color';
import { Tabs } from 'antd';
import { AntdThemeProvider } from './antd-theme';
import { applyTheme, ThemeProvider, type Theme } from './theme';

/** The surfaces a tab label is drawn on, per theme: the page and a card (antd-theme.tsx, tools/theme-boot.html). */
const SURFACES: Record<Theme, string[]> = { light: ['#ffffff'], dark: ['#0b1120', '#15203a'] };

/** WCAG contrast of a text colour, translucent ones laid on the surface first, as a screen draws them. */
function contrast(text: string, surface: string): number {
  const drawn = new FastColor(text).onBackground(surface).getLuminance();
  const behind = new FastColor(surface).getLuminance();
  return (Math.max(drawn, behind) + 0.05) / (Math.min(drawn, behind) + 0.05);
}

function styleRules(): CSSStyleRule[] {
  return Array.from(document.styleSheets).flatMap((sheet) =>
    Array.from(sheet.cssRules).filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule),
  );
}

/**
 * The CSS variables (--ant-…) antd declared for the element's theme scope (its css-var-… class),
 * the last declaration winning as in the cascade.
 */
function cssVariables(element: Element): Map<string, string> {
  const scope = Array.from(element.classList).find((name) => /^css-var-/.test(name));
  if (!scope) throw new Error(`no css-var- class on ${element.className}`);
  const values = new Map<string, string>();
  for (const rule of styleRules().filter((candidate) => candidate.selectorText.includes(`.${scope}`))) {
    for (const name of Array.from(rule.style).filter((property) => property.startsWith('--'))) {
      values.set(name, rule.style.getPropertyValue(name).trim());
    }
  }
  return values;
}

function resolve(value: string, variables: Map<string, string>): string {
  const reference = /^var\((--[\w-]+)\)$/.exec(value.trim());
  if (!reference) return value;
  const declared = variables.get(reference[1]!);
  if (declared === undefined) throw new Error(`${reference[1]} is not declared`);
  return resolve(declared, variables);
}

/** Every `selector → colour` antd's style sheets give a tab label, in any state: hovered, selected, pressed, focused. */
function tabLabelColours(tabs: Element): Array<[string, string]> {
  const variables = cssVariables(tabs);
  // Disabled tabs are exempt from contrast (WCAG 1.4.3); an editable tab's close icon and the ink bar draw no text.
  const labelSelector = (selector: string) =>
    /ant-tabs-tab/.test(selector) && !/disabled|remove|ink-bar/.test(selector);
  return styleRules()
    .filter((rule) => rule.style.color && rule.selectorText.split(',').some(labelSelector))
    .map((rule): [string, string] => [rule.selectorText, resolve(rule.style.color, variables)]);
}

afterEach(() => {
  document.documentElement.removeAttribute('data-theme');
  localStorage.clear();
});

it.each<Theme>(['light', 'dark'])(
  'in the %s theme every colour a tab label takes (hovered, selected, pressed or just clicked) reads at least 4.5:1',
  (theme) => {
    applyTheme(theme);
    const { container } = render(
      <ThemeProvider>
        <AntdThemeProvider>
          <Tabs
            items={[
              { key: 'pending', label: '승인 대기', children: '목록' },
              { key: 'all', label: '전체' },
            ]}
          />
        </AntdThemeProvider>
      </ThemeProvider>,
    );
    const colours = tabLabelColours(container.querySelector('.ant-tabs')!);
    // The states a user meets are all read, the pressed and just-clicked one (focused, not by keyboard) included.
    for (const state of [':hover', '.ant-tabs-tab-active', ':focus:not(:focus-visible)']) {
      expect(colours.some(([selector]) => selector.includes(state))).toBe(true);
    }
    expect(colours.filter(([, colour]) => !new FastColor(colour).isValid)).toEqual([]);
    const unreadable = colours.flatMap(([selector, colour]) =>
      SURFACES[theme]
        .map((surface) => ({ surface, ratio: contrast(colour, surface) }))
        .filter(({ ratio }) => ratio < 4.5)
        .map(({ surface, ratio }) => `${selector}: ${colour} on ${surface} reads ${ratio.toFixed(2)}:1`),
    );
    expect(unreadable).toEqual([]);
  },
);
