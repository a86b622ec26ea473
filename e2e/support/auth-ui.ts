import type { Locator, Page } from 'playwright-core';
import type { MemberAccount } from './accounts';
import { layout } from './layout';

/**
 * Signs in through the shell's header login dialog, as a visitor would (the dialog may already be
 * open: a finished sign-up hands over to it).
 */
export async function signInThroughHeaderDialog(page: Page, email: string, password: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: '로그인' });
  if (!(await dialog.isVisible())) await layout(page).header.getByRole('button', { name: '로그인' }).click();
  await dialog.getByLabel('이메일').fill(email);
  await dialog.getByLabel('비밀번호', { exact: true }).fill(password);
  // The form moves on by itself a moment after success (a history push, to the same path or not):
  // wait for that navigation, so it cannot undo a later click. Listening starts before the click,
  // because nothing but the toast and the dialog changes before it.
  const redirected = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() });
  await dialog.getByRole('button', { name: '로그인', exact: true }).click();
  await page.getByText('로그인 성공').first().waitFor();
  await dialog.waitFor({ state: 'hidden' });
  await redirected;
}

/** Fills the sign-up form in `form` (the header's dialog or /login's card), the two required consents ticked; not sent. */
export async function fillSignupForm(dialog: Locator, member: MemberAccount): Promise<void> {
  await dialog.getByLabel('이메일').fill(member.email);
  await dialog.getByLabel('성', { exact: true }).fill(member.lastName);
  await dialog.getByLabel('이름', { exact: true }).fill(member.firstName);
  await dialog.getByLabel('비밀번호', { exact: true }).fill(member.password);
  await dialog.getByLabel('비밀번호 확인').fill(member.password);
  await dialog.getByLabel('이용약관에 동의합니다 (필수)').check();
  await dialog.getByLabel('개인정보 수집·이용에 동의합니다 (필수)').check();
}

/** Signs up through the shell's header sign-up dialog. */
export async function signUpThroughHeaderDialog(page: Page, member: MemberAccount): Promise<void> {
  await layout(page).header.getByRole('button', { name: '회원가입' }).click();
  const dialog = page.getByRole('dialog', { name: '회원가입' });
  await fillSignupForm(dialog, member);
  await dialog.getByRole('button', { name: '회원가입', exact: true }).click();
  await page.getByText('회원가입 성공').first().waitFor();
  await dialog.waitFor({ state: 'hidden' });
}

/** Signs in on the /login page (its card, not the header dialog). */
export async function signInOnLoginPage(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  const { main } = layout(page);
  await main.getByLabel('이메일').fill(email);
  await main.getByLabel('비밀번호', { exact: true }).fill(password);
  await main.getByRole('button', { name: '로그인', exact: true }).click();
  await page.getByText('로그인 성공').first().waitFor();
}

/** Opens the signed-in user's menu in the header and picks one entry (내 계정, 관리자 대시보드, 로그아웃). */
export async function chooseInUserMenu(page: Page, entry: string): Promise<void> {
  const { header } = layout(page);
  await header.locator('[aria-haspopup="menu"]').click();
  await header.getByRole('menuitem', { name: entry }).click();
}

/** Marks the current document; `stillSameDocument` is false after any full reload. */
export async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    (window as unknown as { __e2eDocument: boolean }).__e2eDocument = true;
  });
  return () => page.evaluate(() => (window as unknown as { __e2eDocument?: boolean }).__e2eDocument === true);
}
