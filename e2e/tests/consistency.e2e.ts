import type { BrowserContext, Page } from 'playwright-core';
import { newMemberAccount, signInAsAdmin, signInAsNewMember, signInViaApi, signUpViaApi } from '../support/accounts';
import { useTheme } from '../support/admin-screens';
import { browserSuite } from '../support/browser-test';
import { layout, waitForSitePage } from '../support/layout';
import { site } from '../support/site';

const browserTest = browserSuite();

/** Forms on the page the browser would validate itself (its English bubble over our Korean message). */
const formsWithoutNoValidate = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('form:not([novalidate])')).map((form) => form.outerHTML.slice(0, 120)),
  );

/** Counts the browser's own validation: it fires `invalid` on a control just before showing its bubble. */
async function countBrowserValidation(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const w = window as unknown as { __invalidEvents: number };
    w.__invalidEvents = 0;
    document.addEventListener('invalid', () => (w.__invalidEvents += 1), true);
  });
  return () => page.evaluate(() => (window as unknown as { __invalidEvents: number }).__invalidEvents);
}

async function approvedMember(member: BrowserContext, admin: BrowserContext, label: string): Promise<void> {
  const account = newMemberAccount(label);
  await signUpViaApi(admin.request, account);
  const list = await (
    await admin.request.get(site.url(`/api/admin/members?q=${encodeURIComponent(account.email)}`))
  ).json();
  const approved = await admin.request.post(site.url('/api/admin/approve-user'), {
    data: { userId: list.items[0].id },
  });
  if (approved.status() !== 200) throw new Error(`approve: ${approved.status()}`);
  await signInViaApi(member, account.email, account.password);
}

describe('issue 11: the browser never validates our forms in English', () => {
  browserTest(
    '/login: a wrong e-mail submitted with Enter shows the Korean message and no browser bubble',
    async ({ page }) => {
      await page.goto('/login');
      const { main } = layout(page);
      await main.getByLabel('이메일').waitFor();
      const browserValidations = await countBrowserValidation(page);
      await main.getByLabel('이메일').fill('not-an-email');
      await main.getByLabel('비밀번호', { exact: true }).fill('whatever');
      await main.getByLabel('비밀번호', { exact: true }).press('Enter');
      await main.getByText('올바른 이메일 주소를 입력해주세요').waitFor();
      expect(await browserValidations()).toBe(0);
    },
  );

  browserTest('every form a visitor, a member and a console user meet is noValidate', async ({ page, context }) => {
    const offenders: string[] = [];
    const check = async (where: string) =>
      offenders.push(...(await formsWithoutNoValidate(page)).map((form) => `${where}: ${form}`));

    await page.goto('/login');
    await layout(page).main.getByLabel('이메일').waitFor();
    await check('/login');
    await layout(page).main.getByText('회원가입', { exact: true }).click();
    await layout(page).main.getByLabel('비밀번호 확인').waitFor();
    await check('/login sign-up');

    await page.goto('/');
    await layout(page).header.getByRole('button', { name: '로그인' }).click();
    await page.getByRole('dialog', { name: '로그인' }).getByLabel('이메일').waitFor();
    await check('login dialog');
    await page.keyboard.press('Escape');
    await layout(page).header.getByRole('button', { name: '회원가입' }).click();
    await page.getByRole('dialog', { name: '회원가입' }).getByLabel('이메일').waitFor();
    await check('sign-up dialog');

    for (const gate of ['/_superadmin', '/simple-admin', '/admin-dashboard']) {
      await page.goto(gate);
      await page.getByLabel('관리자 비밀번호').waitFor();
      await check(gate);
    }

    await signInAsNewMember(context, 'forms');
    await page.goto('/account');
    await layout(page).main.getByLabel('현재 비밀번호').waitFor();
    await check('/account');
    expect(offenders).toEqual([]);
  });
});

describe('issue 11: a gallery picture that cannot be loaded', () => {
  for (const path of ['/', '/gallery']) {
    browserTest(`on ${path} becomes a tile with its Korean name, in the grid and in the viewer`, async ({ page }) => {
      const gallery = (await (await page.request.get(site.url('/api/gallery'))).json()) as { url: string }[];
      const broken = new URL(gallery[0]!.url, site.baseUrl).href;
      await page.route(
        (url) => url.href === broken,
        (route) => route.fulfill({ status: 404, body: '' }),
      );
      await page.goto(path);
      // Pictures below the fold load lazily: bring the first one on screen, as a visitor scrolling would.
      await page
        .getByRole('button', { name: /크게 보기$/ })
        .first()
        .scrollIntoViewIfNeeded();

      const tile = page.getByRole('img', { name: /\(이미지를 불러오지 못했습니다\)$/ });
      await tile.first().waitFor();
      // No broken-image icon left anywhere: every <img> the page shows has loaded.
      const brokenImages = await page.evaluate(
        (src) => Array.from(document.images).filter((image) => image.src === src).length,
        broken,
      );
      expect(brokenImages).toBe(0);

      await tile.first().click();
      const viewer = page.getByRole('dialog', { name: '사진 크게 보기' });
      await viewer.getByRole('img', { name: /\(이미지를 불러오지 못했습니다\)$/ }).waitFor();
    });
  }
});

describe('issue 11: one look across the site', () => {
  browserTest("antd's dark primary button is the shell's dark primary colour", async ({ context, page }) => {
    await useTheme(context, 'dark');
    await page.goto('/login');
    const button = layout(page).main.getByRole('button', { name: '로그인', exact: true });
    await button.waitFor();
    const colours = await button.evaluate((element) => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--color-primary)';
      document.body.append(probe);
      const shell = getComputedStyle(probe).color;
      probe.remove();
      return { shell, antd: getComputedStyle(element).backgroundColor };
    });
    expect(colours.antd).toBe(colours.shell);
  });

  for (const width of [1280, 390]) {
    browserTest(
      `at ${width} px the member home puts every notice's date in the same place`,
      async ({ context, page, newContext }) => {
        await context.setDefaultTimeout(15_000);
        const admin = await newContext();
        await signInAsAdmin(admin);
        for (const title of ['짧은 공지', `긴 제목의 공지 ${'가나다라마바사 '.repeat(12)}`]) {
          const answer = await admin.request.post(site.url('/api/admin/notices'), {
            data: { title, body: '본문입니다.', startsAt: '2020-01-01T00:00:00Z' },
          });
          if (answer.status() !== 201) throw new Error(`notice: ${answer.status()} ${await answer.text()}`);
        }
        await approvedMember(context, admin, `notices-${width}`);
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/members');
        await waitForSitePage(page);
        const notices = layout(page).main.getByTestId('notice');
        await notices.nth(1).waitFor();
        const places = await notices.evaluateAll((items) =>
          items.map((item) => {
            const time = item.querySelector('time')!.getBoundingClientRect();
            const title = item.querySelector('h3')!.getBoundingClientRect();
            const box = item.getBoundingClientRect();
            return { rightGap: Math.round(box.right - time.right), topGap: Math.round(time.top - title.top) };
          }),
        );
        // Right-aligned on the title's first line, whatever the title's length.
        for (const place of places) {
          expect(place.rightGap).toBe(places[0]!.rightGap);
          expect(Math.abs(place.topGap)).toBeLessThanOrEqual(8);
        }
      },
    );
  }

  browserTest(
    'every date a member and an admin read is written one way ("2026년 12월 8일", "… 19:24")',
    async ({ context, page, newContext }) => {
      const admin = await newContext();
      await signInAsAdmin(admin);
      await approvedMember(context, admin, 'dates');
      const courses = (await (await admin.request.get(site.url('/api/courses'))).json()) as { id: string }[];
      // Another spelling of a date: 2026. 12. 08., 2026-12-08, 2026/12/08, 12/8/2026.
      const otherDate = /\b\d{4}\s?[./-]\s?\d{1,2}\s?[./-]\s?\d{1,2}|\b\d{1,2}\/\d{1,2}\/\d{4}\b/;
      const offenders: string[] = [];
      let koreanDates = 0;
      const read = async (viewer: Page, path: string) => {
        await viewer.goto(path);
        await waitForSitePage(viewer);
        await viewer.waitForFunction(
          () =>
            document.querySelectorAll(
              '.ant-skeleton, .ant-spin-spinning, .page-spinner, .skeleton, [data-testid="skeleton-row"], [aria-busy="true"]',
            ).length === 0,
          undefined,
          { timeout: 15_000, polling: 100 },
        );
        const text = await viewer.getByRole('main').innerText();
        const found = text.match(otherDate);
        if (found) offenders.push(`${path}: ${found[0]}`);
        koreanDates += text.match(/\d{4}년 \d{1,2}월 \d{1,2}일/g)?.length ?? 0;
      };
      for (const path of ['/members', '/account', '/videos', `/courses/${courses[0]!.id}`]) await read(page, path);
      const adminPage = await admin.newPage();
      for (const path of ['/admin/members', '/admin/notices', '/admin/videos', '/admin/audit'])
        await read(adminPage, path);
      expect(offenders).toEqual([]);
      expect(koreanDates).toBeGreaterThan(10);
    },
  );
});
