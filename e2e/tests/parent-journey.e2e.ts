import * as fs from 'fs';
import * as path from 'path';
import { randomBytes } from 'crypto';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { PARENT_HOME_MESSAGES as P, PARENT_MESSAGES, REPORT_MAIL_MESSAGES as R } from '@academy/common/parents';
import { newMemberAccount, signInAsAdmin, signInViaApi, signupData } from '../support/accounts';
import { animationsDone, useTheme, waitForAdminContent, type Theme } from '../support/admin-screens';
import { axeViolations, describeViolations } from '../support/axe';
import { browserSuite } from '../support/browser-test';
import { layout, waitForSitePage } from '../support/layout';
import { ARTIFACTS_DIR, site } from '../support/site';

const browserTest = browserSuite();
const A = ADMIN_MESSAGES.parents;
const SCREENSHOTS_DIR = process.env.E2E_SCREENSHOTS_DIR ?? path.join(ARTIFACTS_DIR, 'parents');
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function send(request: APIRequestContext, method: 'get' | 'post' | 'put', url: string, data?: unknown) {
  const answer = await request[method](site.url(url), data === undefined ? {} : { data: data as object });
  if (answer.status() >= 300) throw new Error(`${method} ${url}: ${answer.status()} ${await answer.text()}`);
  return answer.json();
}

async function keep(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, `${name}.png`), fullPage: true });
}

/** axe-core over the whole page: an empty text when nothing is found. */
async function scan(page: Page, label: string): Promise<string> {
  await animationsDone(page);
  const violations = await axeViolations(page);
  return violations.length ? `${label}\n${describeViolations(violations)}` : '';
}

/** An approved student who has started one lesson of a course of their own. */
async function studentWithALesson(admin: APIRequestContext) {
  const id = randomBytes(3).toString('hex');
  const course = await send(admin, 'post', '/api/admin/courses', {
    title: `학부모 리포트 강의 ${id}`,
    slug: `parent-report-${id}`,
    description: '리포트를 확인합니다.',
    tags: [],
    order: 0,
  });
  const lesson = await send(admin, 'post', '/api/admin/videos', {
    courseId: course.id,
    title: `3강 관계대명사 ${id}`,
    externalUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    durationSec: 600,
    isPublished: true,
  });
  const student = { ...newMemberAccount('child'), firstName: '지민', lastName: '이' };
  await send(admin, 'post', '/api/auth/signup', signupData(student));
  const pending = await send(admin, 'get', `/api/admin/members?status=pending&q=${encodeURIComponent(student.email)}`);
  await send(admin, 'post', '/api/admin/approve-user', { userId: pending.items[0].id });
  // The program the student attends: its timetable is on the parent's page.
  const program = await send(admin, 'post', '/api/superadmin/programs', {
    slug: `parent-timetable-${id}`,
    title: `중등 내신반 ${id}`,
    content: '내용',
    schedule: [{ name: 'A반', days: ['MON', 'WED'], start: '16:00', end: '17:30' }],
  });
  await send(admin, 'put', `/api/admin/members/${pending.items[0].id}/program`, { programId: program.id });
  return {
    student,
    lessonId: lesson.id as string,
    lessonTitle: lesson.title as string,
    programTitle: program.title as string,
  };
}

/** The newest mail to `address` the outbox wrote, once the worker (every 5 s) has written it. */
async function mailTo(address: string, subjectPart: string): Promise<ParsedMail> {
  const folder = path.join(site.dataDir, 'outbox');
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const files = fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => name.endsWith('.eml')) : [];
    for (const name of files.sort().reverse()) {
      const mail = await simpleParser(fs.readFileSync(path.join(folder, name)));
      if (JSON.stringify(mail.to).includes(address) && mail.subject?.includes(subjectPart)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail "${subjectPart}" to ${address} in ${folder}`);
}

/** What the browser reports as a problem from now on. */
function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  return problems;
}

/** The reads /parent is drawn with, as the browser asks for them from now on. */
function recordParentReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/api\/(parent\/|auth\/user|notices)/.test(pathname)) reads.push(pathname);
  });
  return reads;
}

async function phoneIn(newContext: (options?: object) => Promise<BrowserContext>, theme: Theme, from?: BrowserContext) {
  const context = await newContext({ ...PHONE, ...(from ? { storageState: await from.storageState() } : {}) });
  await useTheme(context, theme);
  return context;
}

describe('parents (issue 33)', () => {
  browserTest(
    'a parent links a child at 390 px, staff confirm it, the parent reads /parent and the report mail; axe 0 in both themes',
    async ({ newContext }) => {
      const admin = await newContext();
      await signInAsAdmin(admin);
      const { student, lessonId, lessonTitle, programTitle } = await studentWithALesson(admin.request);

      // The child starts the lesson and reads the code on /account (a phone, light).
      const childPhone = await phoneIn(newContext, 'light');
      await signInViaApi(childPhone, student.email, student.password);
      await send(childPhone.request, 'put', `/api/videos/${lessonId}/progress`, { position: 20, duration: 600 });
      const childPage = await childPhone.newPage();
      await childPage.goto('/account');
      await waitForSitePage(childPage);
      const code = (await childPage.getByTestId('link-code').innerText()).trim();
      expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      const reports = [await scan(childPage, '/account link code light 390')];
      await keep(childPage, 'account-link-code-light-390');

      // A parent, signed up as one, types the code on /parent (a phone, dark).
      const parent = { ...newMemberAccount('parent'), firstName: '서연', lastName: '이' };
      await send(admin.request, 'post', '/api/auth/signup', {
        ...signupData(parent),
        accountType: 'PARENT',
        phone: '010-2222-3333',
      });
      const parentPhone = await phoneIn(newContext, 'dark');
      await signInViaApi(parentPhone, parent.email, parent.password);
      const home = await parentPhone.newPage();
      const { main } = layout(home);
      await home.goto('/parent');
      await waitForSitePage(home);
      await main.getByText(P.noChildren).waitFor();
      await main.getByRole('textbox', { name: P.codeLabel }).fill(code.toLowerCase());
      await main.getByRole('button', { name: P.linkSubmit }).click();
      await main.getByTestId('parent-link').getByText(P.pending).waitFor();
      reports.push(await scan(home, '/parent waiting dark 390'));
      await keep(home, 'parent-waiting-dark-390');

      // Staff confirm it on the 학부모 tab, in both themes.
      const staff = await admin.newPage();
      for (const theme of ['light', 'dark'] as const) {
        await useTheme(admin, theme);
        await staff.goto('/admin/parents');
        await waitForAdminContent(staff);
        await staff.getByRole('table', { name: A.title }).getByText(parent.email).waitFor();
        reports.push(await scan(staff, `/admin/parents ${theme}`));
      }
      await keep(staff, 'admin-parents-dark');
      await staff.getByRole('button', { name: A.confirmFor('이서연') }).click();
      await staff.getByText(PARENT_MESSAGES.confirmed).first().waitFor();

      // The parent now reads the child's week, drawn on the server: the browser takes the page over
      // without a console error (a hydration mismatch is one) and without asking for its data again.
      const problems = recordProblems(home);
      const reads = recordParentReads(home);
      await home.reload();
      await waitForSitePage(home);
      const week = main.getByTestId('child-week');
      await week.getByRole('heading', { name: '이지민' }).waitFor();
      await week.getByTestId('lessons-watched').getByText(P.lessonsUnit(1)).waitFor();
      await week.getByRole('meter', { name: lessonTitle }).waitFor();
      await week
        .getByRole('table', { name: P.timetableTitle(programTitle) })
        .getByText('16:00–17:30')
        .waitFor();
      // Chromium warns of a preloaded script nothing used a few seconds after the load event.
      await home.waitForTimeout(3500);
      expect(problems).toEqual([]);
      expect(reads).toEqual([]);
      // A phone whose scripts have not run (or are off) already reads the week and the header.
      const noScript = await newContext({
        ...PHONE,
        javaScriptEnabled: false,
        storageState: await parentPhone.storageState(),
      });
      const drawn = await noScript.newPage();
      await drawn.goto('/parent');
      const drawnWeek = layout(drawn).main.getByTestId('child-week');
      await drawnWeek.getByRole('heading', { name: '이지민' }).waitFor();
      await drawnWeek.getByTestId('lessons-watched').getByText(P.lessonsUnit(1)).waitFor();
      await drawnWeek.getByRole('meter', { name: lessonTitle }).waitFor();
      await layout(drawn)
        .main.getByRole('heading', { level: 1, name: P.greeting('이서연') })
        .waitFor();
      await keep(drawn, 'parent-home-no-script-390');
      reports.push(await scan(home, '/parent dark 390'));
      await keep(home, 'parent-home-dark-390');
      const lightPhone = await phoneIn(newContext, 'light', parentPhone);
      const lightHome = await lightPhone.newPage();
      await lightHome.goto('/parent');
      await waitForSitePage(lightHome);
      await layout(lightHome).main.getByTestId('child-week').getByRole('heading', { name: '이지민' }).waitFor();
      reports.push(await scan(lightHome, '/parent light 390'));
      await keep(lightHome, 'parent-home-light-390');

      // Staff read the report and send it now; the mail the outbox writes reads well.
      await staff.goto('/admin/parents?status=CONFIRMED');
      await waitForAdminContent(staff);
      await staff.getByRole('button', { name: A.reportFor('이서연') }).click();
      const dialog = staff.getByRole('dialog', { name: A.reportTitle('이서연') });
      await dialog.getByTitle(A.reportFrame).waitFor();
      reports.push(await scan(staff, 'report preview dark'));
      await dialog.getByRole('button', { name: A.sendNow }).click();
      await staff.getByText(PARENT_MESSAGES.reportQueued).first().waitFor();

      const mail = await mailTo(parent.email, R.title);
      expect(mail.html).toContain('이지민');
      expect(mail.html).toContain(lessonTitle);
      expect(mail.headerLines.some((line) => line.key === 'list-unsubscribe-post')).toBe(true);
      const reader = await (await newContext({ viewport: { width: 600, height: 900 } })).newPage();
      await reader.setContent(mail.html as string);
      await reader.getByText(R.openHome).waitFor();
      await keep(reader, 'report-mail-600');
      const narrow = await (await newContext(PHONE)).newPage();
      await narrow.setContent(mail.html as string);
      await keep(narrow, 'report-mail-390');

      expect(reports.filter(Boolean).join('\n\n')).toBe('');
    },
    180_000,
  );
});
