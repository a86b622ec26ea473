import * as fs from 'fs';
import * as path from 'path';
import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { formatDuration } from '@academy/common';
import { MEMBER_MESSAGES } from '@academy/common/member-messages';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { newMemberAccount, signupData } from '../support/accounts';
import { chooseOption, useTheme, waitForAdminContent, type Theme } from '../support/admin-screens';
import { browserSuite } from '../support/browser-test';
import { startSampleServer, type SampleServer } from '../support/sample-server';
import { startSite } from '../../tools/site-server.cjs';
import { ARTIFACTS_DIR } from '../support/site';

const browserTest = browserSuite();
const P = MEMBER_MESSAGES.progress;
const A = ADMIN_MESSAGES.analytics;

// Set E2E_SCREENSHOTS_DIR to keep screenshots of the progress screens (not part of the repository).
const SCREENSHOTS_DIR = process.env.E2E_SCREENSHOTS_DIR;

type Site = Awaited<ReturnType<typeof startSite>>;

let sample: SampleServer;
let own: Site;

/** This suite's own site: the proxy may fetch the stand-in NAS only when VIDEO_UPSTREAM_HOSTS names it (it is on loopback). */
beforeAll(async () => {
  sample = await startSampleServer();
  own = await startSite({
    logFile: path.join(ARTIFACTS_DIR, 'site-server-progress.log'),
    env: { VIDEO_UPSTREAM_HOSTS: sample.origin },
  });
}, 90_000);

afterAll(async () => {
  await own?.stop();
  await sample?.close();
});

async function send(
  request: APIRequestContext,
  method: 'get' | 'post',
  pathname: string,
  data?: unknown,
  status = method === 'post' ? 201 : 200,
) {
  const answer = await request[method](`${own.baseUrl}${pathname}`, data === undefined ? {} : { data: data as object });
  if (answer.status() !== status)
    throw new Error(
      `${method.toUpperCase()} ${pathname}: expected ${status}, got ${answer.status()} ${await answer.text()}`,
    );
  return answer.json();
}

async function signIn(context: BrowserContext, email: string, password: string) {
  await send(context.request, 'post', '/api/auth/login', { email, password }, 200);
}

/** A course with the sample NAS lesson first and a YouTube lesson after it (so one completed lesson is 50%). */
async function seedCourse(admin: APIRequestContext) {
  const course = await send(admin, 'post', '/api/admin/courses', {
    title: '진도 확인 강의',
    slug: `progress-${Date.now()}`,
    description: '이어 보기와 완료를 확인합니다.',
    tags: ['문법'],
    order: 0,
  });
  const lesson = await send(admin, 'post', '/api/admin/videos', {
    courseId: course.id,
    title: '1강 샘플 강의',
    externalUrl: sample.url('sample-lesson.webm'),
    type: 'nas',
    durationSec: 20,
    isPublished: true,
  });
  const youtube = await send(admin, 'post', '/api/admin/videos', {
    courseId: course.id,
    title: '2강 유튜브 강의',
    externalUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    durationSec: 212,
    isPublished: true,
  });
  return { courseId: course.id as string, lessonId: lesson.id as string, youtubeId: youtube.id as string };
}

async function approvedMember(admin: APIRequestContext) {
  const member = newMemberAccount('progress');
  await send(admin, 'post', '/api/auth/signup', signupData(member));
  const pending = await send(admin, 'get', `/api/admin/members?status=pending&q=${encodeURIComponent(member.email)}`);
  await send(admin, 'post', '/api/admin/approve-user', { userId: pending.items[0].id }, 200);
  return member;
}

/** The lesson's <video>: its duration known (a finite number) and its place at least `atLeast` seconds. */
function playedTo(page: Page, atLeast: number) {
  return page.waitForFunction(
    (seconds) => {
      const video = document.querySelector('video');
      return video !== null && Number.isFinite(video.duration) && video.duration > 0 && video.currentTime >= seconds;
    },
    atLeast,
    { timeout: 40_000, polling: 200 },
  );
}

async function keepScreenshots(
  contexts: { member: BrowserContext; admin: BrowserContext },
  newContext: (options: object) => Promise<BrowserContext>,
  courseId: string,
  youtubeId: string,
) {
  if (!SCREENSHOTS_DIR) return;
  fs.mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  // A second lesson half watched, so "이어서 보기" and the lesson states have something to show.
  const answer = await contexts.member.request.put(`${own.baseUrl}/api/videos/${youtubeId}/progress`, {
    data: { position: 95, duration: 212 },
  });
  expect(answer.status()).toBe(200);
  const member = await contexts.member.storageState();
  const admin = await contexts.admin.storageState();
  for (const theme of ['light', 'dark'] as Theme[]) {
    for (const width of [1280, 390]) {
      const viewport = { width, height: width === 390 ? 844 : 900 };
      const shots: Array<[string, typeof member, string]> = [
        ['course-detail', member, `/courses/${courseId}`],
        ['courses-progress', member, '/courses'],
        ['members-continue', member, '/members'],
        ['account-summary', member, '/account'],
        ['admin-analytics', admin, '/admin/analytics'],
      ];
      for (const [name, storageState, pathname] of shots) {
        const context = await newContext({
          baseURL: own.baseUrl,
          storageState,
          viewport,
          isMobile: width === 390,
          hasTouch: width === 390,
        });
        await useTheme(context, theme);
        const page = await context.newPage();
        await page.goto(pathname);
        await page.getByRole('heading').first().waitFor();
        if (name === 'admin-analytics') await waitForAdminContent(page);
        else
          await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0, undefined, {
            timeout: 10_000,
          });
        await page.screenshot({ path: path.join(SCREENSHOTS_DIR, `${name}-${width}-${theme}.png`), fullPage: true });
        await context.close();
      }
    }
  }
}

describe('learning progress journey (issues 9 and 22)', () => {
  browserTest(
    'a member plays a NAS lesson, leaves mid-way, is offered the resume point on /videos and the course page, finishes it; the admin sees it and downloads the CSV',
    async ({ newContext }) => {
      const adminContext = await newContext({ baseURL: own.baseUrl });
      await signIn(adminContext, own.credentials.adminEmail, own.credentials.adminPassword);
      const { courseId, lessonId, youtubeId } = await seedCourse(adminContext.request);
      const account = await approvedMember(adminContext.request);

      const memberContext = await newContext({ baseURL: own.baseUrl });
      await signIn(memberContext, account.email, account.password);
      const page = await memberContext.newPage();

      // First visit: nothing to resume; the lesson plays from the start through the proxy.
      await page.goto(`/courses/${courseId}`);
      const lessonRow = page.locator('.mb-videos__item').filter({ hasText: '1강 샘플 강의' });
      await lessonRow.getByText(P.notStarted).waitFor();
      await page.getByRole('button', { name: '1강 샘플 강의 재생' }).click();
      await playedTo(page, 8);
      const duration = await page.locator('video').evaluate((video: HTMLVideoElement) => video.duration);
      expect(duration).toBeGreaterThan(19);
      expect(duration).toBeLessThan(21);

      // Leaving mid-way saves the place (the page is gone: a keepalive request carries it).
      await page.goto('/members');
      let saved = { position: 0 };
      for (let attempt = 0; attempt < 50 && saved.position < 7; attempt++) {
        saved = await send(memberContext.request, 'get', `/api/videos/${lessonId}/progress`);
        if (saved.position < 7) await page.waitForTimeout(200);
      }
      expect(saved.position).toBeGreaterThanOrEqual(7);
      expect(saved).toMatchObject({ completed: false });
      const continueList = page.getByTestId('continue-list');
      await continueList.getByText('1강 샘플 강의').waitFor();

      // The same lesson opened from 동영상 (/videos) offers the same place, not 0:00 (issue 22).
      await page.goto('/videos');
      await page.getByRole('button', { name: '1강 샘플 강의 재생' }).click();
      const overlay = page.getByRole('dialog', { name: '1강 샘플 강의' });
      const offered = overlay.getByRole('button', { name: /^이어서 보기 \(0:\d\d\)$/ });
      await offered.waitFor();
      await overlay.getByRole('button', { name: P.restart }).waitFor();
      expect(await offered.textContent()).toBe(P.resume(formatDuration(saved.position)));
      await expect(overlay.locator('video').count()).resolves.toBe(0);
      await page.keyboard.press('Escape');
      await overlay.waitFor({ state: 'detached' });

      // Coming back: the resume point is offered, and resuming starts there.
      await page.goto(`/courses/${courseId}`);
      const resume = page.getByRole('button', { name: /^이어서 보기 \(0:\d\d\)$/ });
      await resume.waitFor();
      await page.getByRole('button', { name: P.restart }).waitFor();
      await lessonRow.getByText(/^시청 중 \d+%$/).waitFor();
      await resume.click();
      await playedTo(page, 0.1);
      expect(
        await page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime),
      ).toBeGreaterThanOrEqual(saved.position - 1);

      // Finishing it completes the lesson and moves the course's bar to one of two lessons.
      await page.locator('video').evaluate((video: HTMLVideoElement) => {
        video.playbackRate = 4;
      });
      await page.waitForFunction(() => document.querySelector('video')?.ended === true, undefined, { timeout: 30_000 });
      await lessonRow.getByText(P.completed).waitFor();
      const bar = page.getByRole('progressbar', { name: P.courseProgressTitle });
      await expect(bar.getAttribute('aria-valuenow')).resolves.toBe('50');
      await page.reload();
      await lessonRow.getByText(P.completed).waitFor();
      await expect(
        page.getByRole('progressbar', { name: P.courseProgressTitle }).getAttribute('aria-valuenow'),
      ).resolves.toBe('50');

      // /courses: the course's card shows 50% and leads on to the next unfinished lesson (issue 22).
      await page.goto('/courses');
      const card = page.locator('.course-card').filter({ hasText: '진도 확인 강의' });
      await card.getByText('진도 50%').waitFor();
      await expect(
        card.getByRole('progressbar', { name: '진도 확인 강의 진도' }).getAttribute('aria-valuenow'),
      ).resolves.toBe('50');
      const next = card.getByRole('link', { name: '진도 확인 강의 이어서 보기' });
      await expect(next.getAttribute('href')).resolves.toBe(`/courses/${courseId}?video=${youtubeId}&resume=1`);
      // Not followed: it would start the YouTube lesson, and the report below counts one lesson watched.

      // The administrator finds the member in the course's report and downloads it as CSV.
      const admin = await adminContext.newPage();
      await admin.goto('/admin/analytics');
      await waitForAdminContent(admin);
      await chooseOption(admin, admin.getByRole('combobox', { name: A.course }), '진도 확인 강의');
      await admin.waitForURL((url) => url.searchParams.get('courseId') === courseId);
      await waitForAdminContent(admin);
      const completions = admin
        .getByTestId('analytics-summary')
        .locator('.ant-statistic')
        .filter({ hasText: A.completions });
      await expect(completions.locator('.ant-statistic-content').textContent()).resolves.toBe(`1${A.timesSuffix}`);
      await admin.getByRole('searchbox', { name: A.search }).fill(account.email);
      const row = admin
        .getByRole('table', { name: A.membersTitle })
        .locator('tbody tr[data-row-key]')
        .filter({ hasText: account.email });
      await row.waitFor();
      await expect(row.locator('td').nth(3).textContent()).resolves.toBe('1');
      const [download] = await Promise.all([
        admin.waitForEvent('download'),
        admin.getByRole('link', { name: new RegExp(A.csv) }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^학습현황_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
      // Read as a stream: the browser may run in another process (the run's shared Chromium), whose
      // download folder this one does not see.
      const chunks: Buffer[] = [];
      for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
      expect(lines[0]).toBe(ADMIN_MESSAGES.csv.analyticsMembersHeader.join(','));
      expect(lines.slice(1)).toEqual([
        expect.stringMatching(
          new RegExp(`^김민수,${account.email.replace(/[.]/g, '\\.')},\\d+,1,1,50,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$`),
        ),
      ]);

      await keepScreenshots({ member: memberContext, admin: adminContext }, newContext, courseId, youtubeId);
    },
    240_000,
  );
});
