import * as fs from 'fs';
import type { Page } from 'playwright-core';

/** The WCAG 2.1 A and AA rules (2.0's included); axe's best practices and experimental rules are left out. */
export const WCAG_21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Experimental in axe but a WCAG 2.1 A criterion (2.5.3 Label in Name): a control whose name does
 * not hold its visible words cannot be operated by voice ("선택됨 누르기").
 */
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeNode {
  target: string;
  /** Drawn by the shell (its header, footer, skip link), not by the page under test. */
  shell: boolean;
  html: string;
  summary: string;
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

/** What axe.run answers per violation, as far as we read it (elementRef on: each node keeps its element). */
interface RawAxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; element?: Element; html: string; failureSummary?: string }>;
}

interface AxeScope {
  /** CSS selectors to exclude (parts of the page another app owns). */
  exclude?: string[];
}

/** Runs axe-core in the page (injected once per document) with the WCAG 2.1 A/AA rules. */
export async function axeViolations(page: Page, { exclude = [] }: AxeScope = {}): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  // Evaluated through the DevTools protocol: the site's Content-Security-Policy refuses inline scripts.
  if (!loaded) await page.evaluate(`${AXE_SOURCE}\n;void 0`);
  return page.evaluate(
    async ({ tags, rules, exclude }) => {
      const axe = (
        window as unknown as {
          axe: { run: (context: unknown, options: unknown) => Promise<{ violations: RawAxeViolation[] }> };
        }
      ).axe;
      const context = exclude.length
        ? { include: [document], exclude: exclude.map((selector) => [selector]) }
        : document;
      const { violations } = await axe.run(context, {
        runOnly: { type: 'tag', values: tags },
        rules,
        resultTypes: ['violations'],
        elementRef: true,
      });
      return violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        nodes: violation.nodes.map((node) => ({
          target: node.target.join(' '),
          shell: Boolean(node.element?.closest('header.header, footer.footer, .skip-link')),
          html: String(node.html).slice(0, 200),
          summary: String(node.failureSummary ?? '')
            .replace(/\s+/g, ' ')
            .slice(0, 300),
        })),
      }));
    },
    { tags: WCAG_21_AA_TAGS, rules: EXTRA_RULES, exclude },
  );
}

/** Only the nodes `keep` accepts; violations left without a node are dropped. */
export function filterNodes(violations: AxeViolation[], keep: (node: AxeNode) => boolean): AxeViolation[] {
  return violations
    .map((violation) => ({ ...violation, nodes: violation.nodes.filter(keep) }))
    .filter((violation) => violation.nodes.length > 0);
}

/** Nodes summed over violations: one number per page, as the issue counts them. */
export function nodeCount(violations: AxeViolation[]): number {
  return violations.reduce((sum, violation) => sum + violation.nodes.length, 0);
}

/** A readable list for a failing assertion: rule, impact, then each node with axe's reason. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((violation) =>
      [
        `${violation.id} (${violation.impact}): ${violation.help}`,
        ...violation.nodes.map((node) => `  ${node.target}\n    ${node.html}\n    ${node.summary}`),
      ].join('\n'),
    )
    .join('\n');
}
