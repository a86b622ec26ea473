import type { Page, Response } from 'playwright-core';
import { signInAsAdmin, signInAsNewMember } from '../support/accounts';
import { waitForAdminContent } from '../support/admin-screens';
import { browserSuite } from '../support/browser-test';
import { adminSectionNavigation, expectAbsent, layout, waitForSitePage } from '../support/layout';
import { installRendererProbe, sharedLibraryCopies } from '../../tools/shared-libraries.cjs';

const browserTest = browserSuite();

/** Records every script the page receives (URL, status and text) from the moment it is created. */
function recordScripts(page: Page) {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  });
  return {
    loaded: (pathname: string) => responses.some((r) => new URL(r.url()).pathname === pathname && r.ok()),
    pathnames: () => responses.map((r) => new URL(r.url()).pathname),
    bodies: () =>
      Promise.all(
        responses.filter((r) => r.ok()).map(async (r) => ({ url: r.url(), body: (await r.body()).toString('utf8') })),
      ),
  };
}

async function expectEachSharedLibraryOnce(page: Page, scripts: ReturnType<typeof recordScripts>, libraries: string[]) {
  const copies = await sharedLibraryCopies(page, await scripts.bodies());
  for (const library of libraries) {
    // The evidence is printed with the count so a failure shows which scripts or providers doubled up.
    expect({ library, ...copies[library] }).toEqual(expect.objectContaining({ library, copies: 1 }));
  }
}

describe('each remote renders from its own remoteEntry.js, on one copy of the shared libraries', () => {
  browserTest('/ renders the public remote', async ({ page }) => {
    await page.addInitScript(installRendererProbe);
    const scripts = recordScripts(page);
    await page.goto('/');
    await waitForSitePage(page);
    await expectAbsent(layout(page).remoteError);
    expect(scripts.loaded('/remotes/public/remoteEntry.js')).toBe(true);
    // Nothing of the pages a visitor has not opened.
    expect(scripts.loaded('/remotes/member/remoteEntry.js')).toBe(false);
    expect(scripts.loaded('/remotes/admin/remoteEntry.js')).toBe(false);
    await expectEachSharedLibraryOnce(page, scripts, ['react', 'react-dom', 'react-router-dom']);
  });

  browserTest('/account renders the member remote for a signed-in member', async ({ context, page }) => {
    const member = await signInAsNewMember(context, 'federation');
    await page.addInitScript(installRendererProbe);
    const scripts = recordScripts(page);
    await page.goto('/account');
    await layout(page).main.getByText(member.email).first().waitFor();
    await expectAbsent(layout(page).remoteError);
    expect(scripts.loaded('/remotes/member/remoteEntry.js')).toBe(true);
    await expectEachSharedLibraryOnce(page, scripts, ['react', 'react-dom', 'react-router-dom']);
  });

  browserTest(
    '/admin renders the admin remote for an ADMIN, with one copy of antd (its own, split per screen)',
    async ({ context, page }) => {
      await signInAsAdmin(context);
      await page.addInitScript(installRendererProbe);
      const scripts = recordScripts(page);
      await page.goto('/admin');
      await adminSectionNavigation(page).waitFor();
      // The frame draws before antd arrives: count once the screen itself is drawn and nothing loads.
      await waitForAdminContent(page);
      await page.waitForLoadState('networkidle');
      await expectAbsent(layout(page).remoteError);
      expect(scripts.loaded('/remotes/admin/remoteEntry.js')).toBe(true);
      await expectEachSharedLibraryOnce(page, scripts, ['react', 'react-dom', 'react-router-dom', 'antd']);
    },
  );
});
