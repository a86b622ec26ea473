import { randomBytes } from 'crypto';
import type { APIRequestContext, Page } from 'playwright-core';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { MEMBER_MESSAGES } from '@academy/common/member-messages';
import { newMemberAccount, signInAsAdmin, signInViaApi, signupData } from '../support/accounts';
import { animationsDone, switchTheme, useTheme, waitForAdminContent } from '../support/admin-screens';
import { axeViolations, describeViolations } from '../support/axe';
import { browserSuite } from '../support/browser-test';
import { layout, waitForSitePage } from '../support/layout';
import { site } from '../support/site';

const browserTest = browserSuite();
const Q = MEMBER_MESSAGES.quiz;
const R = MEMBER_MESSAGES.review;

async function send(request: APIRequestContext, method: 'get' | 'post' | 'put', path: string, data?: unknown) {
  const answer = await request[method](site.url(path), data === undefined ? {} : { data: data as object });
  if (answer.status() >= 300) throw new Error(`${method} ${path}: ${answer.status()} ${await answer.text()}`);
  return answer.json();
}

/** A course with one published lesson of its own (its title unique to this run). */
async function lessonOfItsOwn(admin: APIRequestContext, label: string, slug: string) {
  const id = randomBytes(3).toString('hex');
  const course = await send(admin, 'post', '/api/admin/courses', {
    title: `퀴즈 강의 ${id}`,
    slug: `quiz-${slug}-${id}`,
    description: '퀴즈를 확인합니다.',
    tags: [],
    order: 0,
  });
  const title = `${label} 현재시제 ${id}`;
  const lesson = await send(admin, 'post', '/api/admin/videos', {
    courseId: course.id,
    title,
    externalUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    durationSec: 600,
    isPublished: true,
  });
  return { courseId: course.id as string, videoId: lesson.id as string, title };
}

/** axe-core over the whole page: an empty text when nothing is found. */
async function scan(page: Page, label: string): Promise<string> {
  await animationsDone(page);
  const violations = await axeViolations(page);
  return violations.length ? `${label}\n${describeViolations(violations)}` : '';
}

describe('quizzes (issue 32)', () => {
  browserTest(
    'staff build a quiz of the three kinds with the keyboard and mouse and publish it; the editor passes axe in both themes',
    async ({ context, page }) => {
      await signInAsAdmin(context);
      const { videoId, title } = await lessonOfItsOwn(context.request, '작성', 'staff');
      await page.goto(`/admin/videos?q=${encodeURIComponent(title)}`);
      await waitForAdminContent(page);
      await page.getByRole('button', { name: `${title} 퀴즈` }).click();
      const drawer = page.getByRole('dialog').filter({ hasText: `퀴즈: ${title}` });
      await drawer.waitFor();
      await animationsDone(page);

      // 객관식 with the mouse: the prompt, two options, the second one correct, a 해설.
      await drawer.getByRole('button', { name: '객관식 문제 추가' }).click();
      await drawer.getByRole('textbox', { name: '1번 문제 내용' }).fill('She ___ to school every day.');
      await drawer.getByRole('textbox', { name: '1번 문제 보기 1' }).fill('go');
      await drawer.getByRole('textbox', { name: '1번 문제 보기 2' }).fill('goes');
      // The radio shows the form's answer, which it reads a render after the click (Form.useWatch).
      await drawer.getByRole('radio', { name: '1번 문제 정답: 보기 2' }).click();
      await drawer.locator('input[aria-label="1번 문제 정답: 보기 2"]:checked').waitFor();
      await drawer.getByRole('textbox', { name: '1번 문제 해설' }).fill('주어가 3인칭 단수입니다.');

      // 주관식 by keyboard: focus the add button, press Enter, type, Tab on.
      await drawer.getByRole('button', { name: '주관식 문제 추가' }).focus();
      await page.keyboard.press('Enter');
      await drawer.getByRole('textbox', { name: '2번 문제 내용' }).focus();
      await page.keyboard.type('"나는 학생이다"를 영어로 쓰시오.');
      await drawer.getByRole('textbox', { name: '2번 문제 정답 1' }).focus();
      await page.keyboard.type('I am a student.');
      await drawer.getByRole('switch', { name: '2번 문제 문장부호 무시' }).focus();
      await page.keyboard.press('Space');

      // 단어: the word and two meanings.
      await drawer.getByRole('button', { name: '단어 문제 추가' }).click();
      await drawer.getByRole('textbox', { name: '3번 문제 영어 단어' }).fill('improve');
      await drawer.getByRole('textbox', { name: '3번 문제 뜻 1' }).fill('향상시키다');
      await drawer.getByRole('button', { name: '3번 문제 뜻 추가' }).click();
      await drawer.getByRole('textbox', { name: '3번 문제 뜻 2' }).fill('개선하다');

      const reports = [await scan(page, 'quiz editor light')];
      await drawer.getByRole('button', { name: '저장 후 공개' }).click();
      await page.getByText(ADMIN_MESSAGES.quiz.savedPublished).first().waitFor();

      // The saved quiz, opened again in the dark theme.
      await drawer.getByRole('button', { name: '닫기' }).first().click();
      await drawer.waitFor({ state: 'hidden' });
      await switchTheme(page, 'dark');
      await page.getByRole('button', { name: `${title} 퀴즈` }).click();
      await drawer.getByRole('textbox', { name: '3번 문제 뜻 2' }).waitFor();
      reports.push(await scan(page, 'quiz editor dark'));
      expect(reports.filter(Boolean).join('\n\n')).toBe('');

      const stored = await send(context.request, 'get', `/api/admin/videos/${videoId}/quiz`);
      expect(stored).toMatchObject({ published: true, passMark: 70, maxAttempts: null, version: 1 });
      expect(stored.questions).toEqual([
        expect.objectContaining({
          kind: 'CHOICE',
          options: ['go', 'goes'],
          answer: 1,
          explanation: '주어가 3인칭 단수입니다.',
        }),
        expect.objectContaining({ kind: 'SHORT', answers: ['I am a student.'], ignorePunctuation: true }),
        expect.objectContaining({ kind: 'VOCAB', word: 'improve', meanings: ['향상시키다', '개선하다'] }),
      ]);
    },
    120_000,
  );

  browserTest(
    'a member at 390 px takes it, fails, sees the corrections, reviews the missed word and passes; axe in both themes',
    async ({ newContext }) => {
      const admin = await newContext();
      await signInAsAdmin(admin);
      const { courseId, videoId, title } = await lessonOfItsOwn(admin.request, '응시', 'member');
      await send(admin.request, 'put', `/api/admin/videos/${videoId}/quiz`, {
        published: true,
        questions: [
          { kind: 'CHOICE', prompt: 'She ___ to school every day.', options: ['go', 'goes'], answer: 1 },
          { kind: 'SHORT', prompt: '"나는 학생이다"를 영어로', answers: ['I am a student.'], ignorePunctuation: true },
          { kind: 'VOCAB', word: 'improve', meanings: ['향상시키다', '개선하다'] },
        ],
      });
      const member = newMemberAccount('quiz');
      await send(admin.request, 'post', '/api/auth/signup', signupData(member));
      const pending = await send(
        admin.request,
        'get',
        `/api/admin/members?status=pending&q=${encodeURIComponent(member.email)}`,
      );
      await send(admin.request, 'post', '/api/admin/approve-user', { userId: pending.items[0].id });

      const phone = await newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      await useTheme(phone, 'dark');
      await signInViaApi(phone, member.email, member.password);
      const page = await phone.newPage();
      const { main } = layout(page);
      await page.goto(`/courses/${courseId}`);
      await waitForSitePage(page);
      await main.getByRole('button', { name: Q.listButtonLabel(title) }).click();
      const quiz = main.getByRole('region', { name: Q.title(title) });
      await quiz.waitFor();

      // One question per screen on a phone; the word's meaning is missed.
      await quiz.getByText(Q.step(1, 3)).waitFor();
      await quiz.getByRole('radio', { name: 'goes' }).check();
      await quiz.getByRole('button', { name: Q.next }).click();
      await quiz.getByRole('textbox', { name: '"나는 학생이다"를 영어로' }).fill('i am a student');
      await quiz.getByRole('button', { name: Q.next }).click();
      await quiz.getByRole('textbox', { name: 'improve' }).fill('개선');
      const reports = [await scan(page, 'quiz question dark 390')];
      await quiz.getByRole('button', { name: Q.submit }).click();

      // The corrections: the word is wrong and its meanings are shown; 67 points is below 70.
      await quiz.getByRole('heading', { name: Q.resultTitle }).waitFor();
      await quiz.getByRole('heading', { name: `${Q.questionTitle(3)} ${Q.wrong}` }).waitFor();
      await quiz.getByText('향상시키다, 개선하다').waitFor();
      await quiz.getByText(Q.failed, { exact: true }).first().waitFor();
      reports.push(await scan(page, 'quiz result dark 390'));

      // The missed word waits in the 오답 노트.
      await page.goto('/members');
      await waitForSitePage(page);
      await main.getByRole('link', { name: R.link(1) }).click();
      await page.waitForURL((url) => url.pathname === '/review');
      await main.getByRole('textbox', { name: 'improve' }).fill('향상 시키다');
      await main.getByRole('button', { name: R.check }).click();
      await main.getByText(R.right).waitFor();
      await main.getByText(R.oneMoreDay).waitFor();
      reports.push(await scan(page, 'review dark 390'));

      // The same member on a light phone: the quiz again, passed this time; the word is still to review.
      const light = await newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        storageState: await phone.storageState(),
      });
      const again = await light.newPage();
      const lightMain = layout(again).main;
      await again.goto(`/courses/${courseId}`);
      await waitForSitePage(again);
      await lightMain.getByRole('button', { name: Q.listButtonLabel(title) }).click();
      const retake = lightMain.getByRole('region', { name: Q.title(title) });
      await retake.waitFor();
      const retry = retake.getByRole('button', { name: Q.retry });
      if (await retry.isVisible()) await retry.click();
      await retake.getByRole('radio', { name: 'goes' }).check();
      reports.push(await scan(again, 'quiz question light 390'));
      await retake.getByRole('button', { name: Q.next }).click();
      await retake.getByRole('textbox', { name: '"나는 학생이다"를 영어로' }).fill('I am a student');
      await retake.getByRole('button', { name: Q.next }).click();
      await retake.getByRole('textbox', { name: 'improve' }).fill('향상시키다');
      await retake.getByRole('button', { name: Q.submit }).click();
      await retake.getByRole('heading', { name: Q.resultTitle }).waitFor();
      await retake.getByText(Q.passed, { exact: true }).first().waitFor();
      reports.push(await scan(again, 'quiz result light 390'));
      await again.goto('/review');
      await waitForSitePage(again);
      await lightMain.getByRole('heading', { level: 1 }).waitFor();
      reports.push(await scan(again, 'review light 390'));
      expect(reports.filter(Boolean).join('\n\n')).toBe('');

      const course = await send(phone.request, 'get', `/api/courses/${courseId}/progress`);
      expect(course.videos[0].quiz).toEqual({ bestScore: 100, passed: true, required: false });
    },
    120_000,
  );

  browserTest(
    "the staff's quiz tab shows the figures and passes axe in both themes",
    async ({ context, page }) => {
      await signInAsAdmin(context);
      await page.goto('/admin/analytics?tab=quizzes');
      await waitForAdminContent(page);
      await layout(page).main.getByRole('table').first().waitFor();
      const reports = [await scan(page, 'analytics quizzes light')];
      await switchTheme(page, 'dark');
      await waitForAdminContent(page);
      reports.push(await scan(page, 'analytics quizzes dark'));
      expect(reports.filter(Boolean).join('\n\n')).toBe('');
    },
    90_000,
  );
});
