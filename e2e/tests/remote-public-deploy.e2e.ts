import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { browserSuite } from '../support/browser-test';
import { isServerRendered } from '../support/html';
import { expectAbsent, layout } from '../support/layout';
import { ARTIFACTS_DIR } from '../support/site';
import { freePort, REPO_ROOT, startSite } from '../../tools/site-server.cjs';
import { replaceInScripts, serveFolder } from '../support/static-server';

const browserTest = browserSuite();

type Site = Awaited<ReturnType<typeof startSite>>;
const pageHtml = async (site: Site, pathname: string) => {
  const response = await fetch(`${site.baseUrl}${pathname}`, { headers: { Accept: 'text/html' } });
  return { status: response.status, html: await response.text() };
};

/**
 * remote-public deployed on its own: another build, served from another folder (another origin),
 * pointed to by REMOTE_PUBLIC_URL. The shell and the API are the ones already built.
 */
describe('a new remote-public, deployed alone', () => {
  let folder: string;
  let remote: Awaited<ReturnType<typeof serveFolder>>;
  let site: Site;

  beforeAll(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-public-v2-'));
    fs.cpSync(path.join(REPO_ROOT, 'remote-public', 'dist'), folder, { recursive: true });
    expect(replaceInScripts(folder, '점수로 증명', '실력으로 증명')).toBeGreaterThanOrEqual(2);
    remote = await serveFolder(folder);
    site = await startSite({
      logFile: path.join(ARTIFACTS_DIR, 'site-server-remote-v2.log'),
      env: { REMOTE_PUBLIC_URL: remote.url, REMOTE_CHECK_SECONDS: '1' },
    });
  }, 60_000);
  afterAll(async () => {
    await site?.stop();
    await remote?.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('changes the server-rendered HTML without rebuilding the shell', async () => {
    const { status, html } = await pageHtml(site, '/');
    expect(status).toBe(200);
    expect(isServerRendered(html)).toBe(true);
    expect(html).toContain('실력으로 증명');
    expect(html).not.toContain('점수로 증명');
    // The start script preloads the other origin's entry once the page has painted.
    expect(html).toMatch(
      new RegExp(`<script id="__SCRIPTS__" type="application/json">\\["${remote.url}remoteEntry\\.js"`),
    );
  });

  browserTest('hydrates in the browser from the other origin without a mismatch', async ({ newContext }) => {
    const page = await (await newContext({ baseURL: site.baseUrl })).newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/');
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await layout(page).main.getByText('실력으로 증명').waitFor();
    expect(problems).toEqual([]);
  });

  it('shows the next build in place of this one within REMOTE_CHECK_SECONDS, with no restart', async () => {
    replaceInScripts(folder, '실력으로 증명', '결과로 증명');
    // A real build renames its content-hashed chunks, so its server entry changes too.
    fs.appendFileSync(path.join(folder, 'server', 'remoteEntry.js'), '\n// build 3\n');
    const deadline = Date.now() + 10_000;
    let html = '';
    while (Date.now() < deadline) {
      html = (await pageHtml(site, '/')).html;
      if (html.includes('결과로 증명')) break;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    expect(html).toContain('결과로 증명');
  });
});

describe('remote-public’s server entry unreachable', () => {
  let site: Site;

  beforeAll(async () => {
    // Nothing listens there: the server cannot load the container; browsers still load remote-public as usual.
    const closedPort = await freePort();
    site = await startSite({
      logFile: path.join(ARTIFACTS_DIR, 'site-server-no-remote.log'),
      env: { REMOTE_PUBLIC_INTERNAL_URL: `http://127.0.0.1:${closedPort}/` },
    });
  }, 60_000);
  afterAll(async () => {
    await site?.stop();
  });

  it('answers the public pages 200 with the client-rendered page, unknown paths 404, and the rest as usual', async () => {
    for (const pathname of ['/', '/gallery', '/program/middle-school']) {
      const { status, html } = await pageHtml(site, pathname);
      expect({ pathname, status, serverRendered: isServerRendered(html) }).toEqual({
        pathname,
        status: 200,
        serverRendered: false,
      });
      expect(html).toContain('<div id=root></div>');
    }
    expect((await pageHtml(site, '/no-such-page')).status).toBe(404);
    expect((await pageHtml(site, '/account')).status).toBe(200);
    expect((await fetch(`${site.baseUrl}/api/programs`)).status).toBe(200);
    expect(fs.readFileSync(path.join(ARTIFACTS_DIR, 'site-server-no-remote.log'), 'utf8')).toContain(
      '클라이언트 렌더링으로 응답합니다',
    );
  });

  browserTest('the browser still draws the landing page', async ({ newContext }) => {
    const page = await (await newContext({ baseURL: site.baseUrl })).newPage();
    await page.goto('/');
    await layout(page).main.getByRole('heading', { level: 1 }).filter({ hasText: '점수로 증명' }).waitFor();
    await expectAbsent(layout(page).remoteError);
  });
});
