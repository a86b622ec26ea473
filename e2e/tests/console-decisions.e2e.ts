import * as fs from 'fs';
import * as path from 'path';
import type { Page } from 'playwright-core';
import { newMemberAccount, signInAsAdmin, signUpViaApi } from '../support/accounts';
import { chooseOption, openConsoleSession, pageSettled } from '../support/admin-screens';
import { browserSuite } from '../support/browser-test';
import { uniqueName } from '../support/unique-name';
import { site } from '../support/site';

const browserTest = browserSuite();
// Set E2E_SCREENSHOTS_DIR to keep a screenshot of each screen checked here (not part of the repository).
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

async function searchInbox(page: Page, text: string): Promise<void> {
  const search = page.getByRole('searchbox', { name: '상담 신청 검색' });
  await search.fill(text);
  await search.press('Enter');
}

describe('issue 30: the desk staff decide in the shared-password consoles', () => {
  browserTest(
    "the dashboard's 새 상담 신청 card opens the console's inbox on the new requests; one is marked 연락함",
    async ({ newContext }) => {
      const name = uniqueName('데스크');
      const visitor = await newContext();
      const sent = await visitor.request.post(site.url('/api/consultations'), {
        data: { name, phone: '01055550031', programSlug: 'exam-prep', consent: true },
      });
      expect(sent.status()).toBe(201);

      const desk = await newContext();
      await openConsoleSession(desk);
      const page = await desk.newPage();
      await page.goto('/admin-dashboard');
      // Before this change the card led to /login: a console session cannot open /admin/*.
      await page.getByRole('link', { name: /새 상담 신청/ }).click();
      await page.getByRole('tab', { name: '상담 신청', selected: true }).waitFor();
      expect(new URL(page.url()).search).toBe('?tab=consultations&status=NEW');
      await searchInbox(page, name);
      const row = page.getByRole('row').filter({ hasText: name });
      await row.getByRole('link', { name: '010-5555-0031' }).waitFor();
      await pageSettled(page);
      await shot(page, 'console-inbox-1280');
      await row.getByRole('button', { name: `${name} 상담 신청 처리` }).click();
      await page.getByText(`${name} 님의 상담 신청`).waitFor();
      await chooseOption(page, page.getByRole('combobox', { name: /^\*?\s*상태$/ }), '연락함');
      await page.getByRole('textbox', { name: '메모' }).fill('3월 12일 레벨 테스트 예약');
      await page.getByRole('button', { name: '저장' }).click();
      await page.getByText('상담 신청을 저장했습니다.').first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin-dashboard');

      const admin = await newContext();
      await signInAsAdmin(admin);
      const list = await admin.request.get(site.url(`/api/admin/consultations?q=${encodeURIComponent(name)}`));
      expect((await list.json()).items).toEqual([
        expect.objectContaining({ name, status: 'CONTACTED', memo: '3월 12일 레벨 테스트 예약' }),
      ]);
    },
  );

  browserTest(
    '/simple-admin: 거절 asks first, focus on 취소; only the memo typed reaches the record; a second rejection is refused',
    async ({ newContext }) => {
      const member = newMemberAccount('console-reject');
      const visitor = await newContext();
      await signUpViaApi(visitor.request, member);

      const desk = await newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      await openConsoleSession(desk);
      const page = await desk.newPage();
      await page.goto('/simple-admin');
      const reject = page.getByRole('button', { name: `${member.email} 거절` });
      const approve = page.getByRole('button', { name: `${member.email} 승인` });
      await reject.waitFor();
      await pageSettled(page);
      await shot(page, 'console-pending-390');
      // Apart: a finger on 승인 cannot touch 거절.
      const [approveBox, rejectBox] = await Promise.all([approve.boundingBox(), reject.boundingBox()]);
      expect(rejectBox!.x - (approveBox!.x + approveBox!.width)).toBeGreaterThanOrEqual(16);

      await reject.click();
      const confirm = page.getByRole('dialog').filter({ hasText: '가입 거절' });
      await confirm.waitFor();
      await pageSettled(page);
      // Enter on the focused 취소 decides nothing.
      await page.keyboard.press('Enter');
      await confirm.waitFor({ state: 'hidden' });
      const admin = await newContext();
      await signInAsAdmin(admin);
      const latest = async () => {
        const answer = await admin.request.get(
          site.url(`/api/admin/members?status=all&q=${encodeURIComponent(member.email)}`),
        );
        return (await answer.json()).items[0] as {
          id: string;
          latestApproval: { status: string; memo: string } | null;
        };
      };
      expect((await latest()).latestApproval).toBeNull();

      await reject.click();
      await confirm.waitFor();
      await confirm.getByLabel('회원에게 전할 메모 (선택)').fill('재원생 명단에서 찾지 못했습니다.');
      await shot(page, 'console-reject-confirm-390');
      await confirm.getByRole('button', { name: '거절', exact: true }).click();
      await page.getByText('거절 완료').first().waitFor();
      const rejected = await latest();
      expect(rejected.latestApproval).toMatchObject({ status: 'REJECTED', memo: '재원생 명단에서 찾지 못했습니다.' });

      const again = await admin.request.post(site.url('/api/admin/reject-user'), { data: { userId: rejected.id } });
      expect(again.status()).toBe(409);
      expect(await again.json()).toMatchObject({ code: 'INVALID_STATE', message: '이미 거절된 회원입니다.' });
    },
  );
});
