import * as fs from 'fs';
import * as path from 'path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.cjs';
import { ARTIFACTS_DIR, site, SITE_ENV } from './site';

export interface BrowserFixture {
  /** A fresh context (own cookies and storage) made for this test, and its first page. */
  context: BrowserContext;
  page: Page;
  /** Another context, e.g. a second person using the site at the same time. */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
}

/**
 * A Chromium for a suite: a connection to the one globalSetup started for the whole run (launching
 * Chromium costs seconds; connecting, a fraction of one), or a browser of its own when the suite runs
 * without that globalSetup. `close()` ends the connection only, never the shared browser; the
 * contexts made through it close with it.
 */
export function launchChromium(): Promise<Browser> {
  const endpoint = process.env[SITE_ENV.chromiumEndpoint];
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * Public pages arrive rendered by the server: their buttons are on screen before React answers
 * them. A test acts like a user who waits for the page to be ready: goto and reload return once the
 * shell has marked <html data-app-ready> (not with JavaScript off, where nothing ever hydrates).
 */
function waitForAppOnLoad(page: Page, javaScriptEnabled: boolean): void {
  if (!javaScriptEnabled) return;
  const ready = async <T>(response: T) => {
    const url = page.url();
    if (url.startsWith(site.baseUrl) || /^http:\/\/127\.0\.0\.1:\d+\//.test(url)) {
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    }
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = (url, options) => goto(url, options).then(ready);
  page.reload = (options) => reload(options).then(ready);
}

const fileSafe = (text: string) =>
  text
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120);

/** What a failed test leaves behind: a full-page screenshot and the browser console of every open page. */
async function saveFailureArtifacts(testName: string, contexts: BrowserContext[], consoleLines: Map<Page, string[]>) {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const pages = contexts.flatMap((context) => context.pages());
  await Promise.all(
    pages.map(async (page, index) => {
      const base = path.join(ARTIFACTS_DIR, `${fileSafe(testName)}-${index + 1}`);
      await page.screenshot({ path: `${base}.png`, fullPage: true }).catch(() => undefined);
      fs.writeFileSync(`${base}.console.txt`, `${page.url()}\n${(consoleLines.get(page) ?? []).join('\n')}\n`);
    }),
  );
  console.error(`failure artifacts: ${path.relative(process.cwd(), ARTIFACTS_DIR)}/${fileSafe(testName)}-*.png`);
}

/**
 * One Chromium for the run (see launchChromium), a new context per test, screenshots under e2e/artifacts/
 * when a test fails.
 * Call once at the top of a suite: `const browserTest = browserSuite();`.
 */
export function browserSuite() {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  return function browserTest(name: string, body: (fixture: BrowserFixture) => Promise<void>, timeoutMs = 60_000) {
    test(
      name,
      async () => {
        if (!browser) throw new Error('Chromium did not start');
        const contexts: BrowserContext[] = [];
        const consoleLines = new Map<Page, string[]>();
        const newContext = async (options: BrowserContextOptions = {}) => {
          const context = await browser!.newContext({
            baseURL: site.baseUrl,
            locale: 'ko-KR',
            viewport: { width: 1280, height: 900 },
            ...options,
          });
          context.setDefaultTimeout(10_000);
          context.on('page', (page) => {
            waitForAppOnLoad(page, options.javaScriptEnabled !== false);
            const lines: string[] = [];
            consoleLines.set(page, lines);
            page.on('console', (message) => lines.push(`[${message.type()}] ${message.text()}`));
            page.on('pageerror', (error) => lines.push(`[pageerror] ${error.message}`));
          });
          contexts.push(context);
          return context;
        };
        // Read while the test runs: the artifacts of a failure are filed under its name.
        const testName = expect.getState().currentTestName;
        try {
          const context = await newContext();
          const page = await context.newPage();
          await body({ context, page, newContext });
        } catch (error) {
          await saveFailureArtifacts(testName ?? name, contexts, consoleLines);
          throw error;
        } finally {
          await Promise.all(contexts.map((context) => context.close()));
        }
      },
      timeoutMs,
    );
  };
}
