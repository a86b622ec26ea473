import type { BrowserContext, Page } from 'playwright-core';
import { newMemberAccount, signInAsAdmin, signInAsNewMember, signInViaApi, signUpViaApi } from '../support/accounts';
import { browserSuite } from '../support/browser-test';
import { expectAbsent, layout, waitForSitePage } from '../support/layout';
import { site } from '../support/site';

const browserTest = browserSuite();

const WAITING = '관리자 승인을 기다리고 있습니다';
const REVOKED = '회원 승인이 취소되어 다시 승인 대기 상태입니다.';

const pathnameOf = (page: Page) => new URL(page.url()).pathname;

async function memberId(admin: BrowserContext, email: string): Promise<string> {
  const list = await (await admin.request.get(site.url(`/api/admin/members?q=${encodeURIComponent(email)}`))).json();
  return list.items[0].id as string;
}

async function adminAction(
  admin: BrowserContext,
  action: 'approve-user' | 'revoke-user',
  userId: string,
): Promise<void> {
  const answer = await admin.request.post(site.url(`/api/admin/${action}`), { data: { userId } });
  if (answer.status() !== 200) throw new Error(`${action}: ${answer.status()} ${await answer.text()}`);
}

/** A VERIFIED member signed in in `member`; returns their id, for the admin to act on. */
async function verifiedMember(member: BrowserContext, admin: BrowserContext, label: string): Promise<string> {
  const account = newMemberAccount(label);
  await signUpViaApi(admin.request, account);
  const id = await memberId(admin, account.email);
  await adminAction(admin, 'approve-user', id);
  await signInViaApi(member, account.email, account.password);
  return id;
}

/** The player overlay of the first video card on /videos, opened with its labelled play button. */
async function openFirstVideo(page: Page) {
  await layout(page).main.getByRole('button', { name: /재생$/ }).first().click();
  return page.getByRole('dialog');
}

describe('issue 11: no dead ends for a member waiting for approval', () => {
  browserTest(
    "the hero's lecture button takes a PENDING member to /account and its waiting message",
    async ({ context, page }) => {
      await signInAsNewMember(context, 'hero');
      await page.goto('/');
      await layout(page).header.getByText('승인 대기').waitFor();
      await page.getByRole('link', { name: '온라인 강의 듣기' }).click();
      await layout(page).main.getByText(WAITING).waitFor();
      expect(pathnameOf(page)).toBe('/account');
    },
  );

  for (const path of ['/videos', '/members', '/login?next=%2Fvideos', '/login?next=%2Fmembers']) {
    browserTest(
      `a PENDING member opening ${decodeURIComponent(path)} lands on /account with the waiting message`,
      async ({ context, page }) => {
        await signInAsNewMember(context, 'pending-link');
        await page.goto(path);
        await layout(page).main.getByText(WAITING).waitFor();
        expect(pathnameOf(page)).toBe('/account');
      },
    );
  }
});

describe('issue 11: /videos checks access again when play is pressed', () => {
  browserTest(
    'a member revoked while /videos is open is refused on play and lands on /account, which says why',
    async ({ context, page, newContext }) => {
      const admin = await newContext();
      await signInAsAdmin(admin);
      const id = await verifiedMember(context, admin, 'revoked-open');
      await page.goto('/videos');
      await waitForSitePage(page);
      await layout(page).main.getByRole('button', { name: /재생$/ }).first().waitFor();

      await adminAction(admin, 'revoke-user', id);
      const check = page.waitForResponse((response) => /\/api\/videos\/[^/]+\/can-view$/.test(response.url()));
      await openFirstVideo(page);
      expect(await (await check).json()).toMatchObject({ canView: false, reason: 'ROLE' });
      // The player's other reads (progress) now answer 403, which makes the site read the member
      // again: PENDING, so /videos sends them to /account, which explains the revoke.
      await layout(page).main.getByText(REVOKED).waitFor();
      expect(pathnameOf(page)).toBe('/account');
      await expectAbsent(page.locator('iframe, video'));
    },
  );

  browserTest(
    "a 401 on play says '인증이 필요합니다' / '다시 로그인해주세요.' and plays nothing",
    async ({ context, page, newContext }) => {
      const admin = await newContext();
      await signInAsAdmin(admin);
      await verifiedMember(context, admin, 'play-401');
      await page.goto('/videos');
      await waitForSitePage(page);
      await layout(page).main.getByRole('button', { name: /재생$/ }).first().waitFor();

      // The session still answers /api/auth/user, so this 401 is the player's to explain (no redirect).
      const unauthorized = {
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ ok: false, statusCode: 401, code: 'UNAUTHORIZED', message: '로그인이 필요합니다.' }),
      };
      await page.route(/\/api\/videos\/[^/]+\/(can-view|url)$/, (route) => route.fulfill(unauthorized));
      const dialog = await openFirstVideo(page);
      await page.getByText('인증이 필요합니다').first().waitFor();
      await page.getByText('다시 로그인해주세요.').first().waitFor();
      await expectAbsent(dialog.locator('iframe, video'));
    },
  );
});
