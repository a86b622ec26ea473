import { newMemberAccount, signUpViaApi } from '../support/accounts';
import { chooseInUserMenu, markDocument, signInThroughHeaderDialog } from '../support/auth-ui';
import { browserSuite } from '../support/browser-test';
import { expectAbsent, layout, waitForSitePage } from '../support/layout';

const browserTest = browserSuite();

describe("the shell's auth context is the one every remote reads", () => {
  browserTest(
    'signing in and out in the shell is seen by the header and by remote pages, without a reload',
    async ({ context, page }) => {
      const member = newMemberAccount('context');
      await signUpViaApi(context.request, member);
      const { header, main, footer } = layout(page);

      await page.goto('/');
      await waitForSitePage(page);
      const stillSameDocument = await markDocument(page);

      await signInThroughHeaderDialog(page, member.email, member.password);
      // The shell's header shows the user …
      await header.getByText(member.firstName).waitFor();
      await header.getByText('승인 대기').waitFor();

      // … and so does the member remote, reached by a client-side link.
      await chooseInUserMenu(page, '내 계정');
      await page.waitForURL((url) => url.pathname === '/account');
      await main.getByText(member.email).first().waitFor();
      await main.getByText('승인 대기').first().waitFor();

      // The public remote knows the visitor is signed in: no "sign up or log in" banner on the course list.
      await footer.getByRole('link', { name: '강의 목록' }).click();
      await page.waitForURL((url) => url.pathname === '/courses');
      await main.getByRole('heading').first().waitFor();
      await expectAbsent(main.locator('a[href="/api/login"]'));
      expect(await stillSameDocument()).toBe(true);

      await chooseInUserMenu(page, '로그아웃');
      await page.waitForURL((url) => url.pathname === '/');
      await header.getByRole('button', { name: '로그인' }).waitFor();
      await expectAbsent(header.getByText(member.firstName));
      await expectAbsent(main.getByText(member.email));

      // The same remote page now treats the reader as a visitor.
      await footer.getByRole('link', { name: '강의 목록' }).click();
      await page.waitForURL((url) => url.pathname === '/courses');
      await main.locator('a[href="/api/login"]').first().waitFor();
      expect(await stillSameDocument()).toBe(true);
    },
  );
});
