import type { BrowserContext, Page } from 'playwright-core';
import { containerName, exposedModules, REMOTE_ROUTES, type RemoteName, type RemoteRoute } from '@academy/common';
import { newMemberAccount, signInAsAdmin, signInViaApi, signUpViaApi } from '../support/accounts';
import { browserSuite } from '../support/browser-test';
import { layout } from '../support/layout';
import { site } from '../support/site';

const browserTest = browserSuite();

/** A path the route answers: parameters filled with demo content, `/*` with its base. */
async function pathOf(route: RemoteRoute, context: BrowserContext): Promise<string> {
  let path = route.path.replace(/\/\*$/, '');
  if (path.includes(':slug')) path = path.replace(':slug', 'middle-school');
  if (path.includes(':id')) {
    const courses = (await (await context.request.get(site.url('/api/courses'))).json()) as Array<{ id: string }>;
    path = path.replace(':id', courses[0]!.id);
  }
  return path;
}

/** A VERIFIED member signed in in `context` (approved by the admin through the API). */
async function signInAsVerifiedMember(context: BrowserContext, admin: BrowserContext): Promise<void> {
  const member = newMemberAccount('route-table');
  await signUpViaApi(context.request, member);
  const pending = await (
    await admin.request.get(site.url(`/api/admin/members?status=pending&q=${encodeURIComponent(member.email)}`))
  ).json();
  const approved = await admin.request.post(site.url('/api/admin/approve-user'), {
    data: { userId: pending.items[0].id },
  });
  if (approved.status() !== 200) throw new Error(`approval: HTTP ${approved.status()}`);
  await signInViaApi(context, member.email, member.password);
}

/** Whether the shell's federation runtime loads `remote/module` and it exports a page component. */
function loadsThroughFederation(page: Page, remote: RemoteName, module: string): Promise<boolean> {
  const id = `${containerName(remote)}/${module.replace(/^\.\//, '')}`;
  return page.evaluate(async (moduleId) => {
    type Instance = { name: string; loadRemote: (id: string) => Promise<{ default?: unknown } | null> };
    const instances = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }).__FEDERATION__
      .__INSTANCES__;
    const shell = instances.find((instance) => instance.name === 'academy_shell');
    const loaded = await shell?.loadRemote(moduleId);
    return typeof loaded?.default === 'function';
  }, id);
}

describe('the route table: every route draws its screen, loaded through Module Federation', () => {
  for (const route of REMOTE_ROUTES) {
    browserTest(`${route.path} (${route.remote} ${route.module})`, async ({ context, page, newContext }) => {
      if (route.roles?.includes('ADMIN') || route.roles?.length === 0) await signInAsAdmin(context);
      else if (route.roles) {
        const admin = await newContext();
        await signInAsAdmin(admin);
        await signInAsVerifiedMember(context, admin);
      }
      const entry = page.waitForResponse(
        (response) => new URL(response.url()).pathname === `/remotes/${route.remote}/remoteEntry.js` && response.ok(),
      );
      await page.goto(await pathOf(route, context));
      await entry;
      await page.getByRole('heading').first().waitFor();
      await expect(loadsThroughFederation(page, route.remote, route.module)).resolves.toBe(true);
      await layout(page).remoteError.waitFor({ state: 'detached' });
    });
  }

  browserTest('each remote exposes every module the table names, and nothing it does not', async ({ page }) => {
    await page.goto('/');
    for (const remote of ['public', 'member', 'admin'] as const) {
      const exposed = await page.evaluate(
        async (url) => (await (await fetch(url)).json()).exposes.map((e: { path: string }) => e.path),
        `/remotes/${remote}/mf-manifest.json`,
      );
      expect([...exposed].sort()).toEqual([...exposedModules(remote)].sort());
      for (const module of exposedModules(remote))
        await expect(loadsThroughFederation(page, remote, module)).resolves.toBe(true);
    }
  });
});
