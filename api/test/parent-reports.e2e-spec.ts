import { DataSource } from 'typeorm';
import { addWeeks, DAY_MS, HOUR_MS, seoulDayStart, seoulWeek, weekMonday } from '@academy/common/korean-days';
import { PARENT_HOME_MESSAGES as P, REPORT_MAIL_MESSAGES as R, type ChildWeekReport } from '@academy/common/parents';
import type { ParsedMail } from 'mailparser';
import { PhoneOutboxMessage } from '../src/phone/phone-outbox-message.entity';
import { ParentLink } from '../src/parents/parent-link.entity';
import { ParentReportSend } from '../src/parents/parent-report-send.entity';
import { WeeklyReportScheduler } from '../src/parents/weekly-report.scheduler';
import { signedInAdmin, signedInMember, signIn, signupBody, uniqueEmail, type Agent } from './support/accounts';
import { freezeClockAt } from './support/clock';
import { makeCourse, makeVideo } from './support/content-fixtures';
import { emlMessages, outboxRows, sendDue } from './support/mail';
import { createTestApp, type TestApp } from './support/test-app';

/** A week wholly in the past, and the Monday 08:00 (Seoul) that reports on it. */
const WEEK = '2026-W46';
const MONDAY_RUN = seoulDayStart(weekMonday(addWeeks(WEEK, 1))!).getTime() + 8 * HOUR_MS;

/*
 * Each process's mail worker sends in the background (emptying a row's payload), so the tests read
 * who was sent what from the rows' recipients, the claims and the written .eml files.
 */
const reportRows = async (t: TestApp) => (await outboxRows(t)).filter((row) => row.kind === 'PARENT_WEEKLY_REPORT');
const addressOf = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;

describe('the weekly report (e2e)', () => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await createTestApp({ REPORTS_ENABLED: 'false' });
    admin = await signedInAdmin(t);
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  const db = () => t.app.get(DataSource);
  const runAt = (at: number, app: TestApp = t) => app.app.get(WeeklyReportScheduler).runDue(new Date(at));
  const claimedWeeks = async (parentId: string) =>
    (
      await db()
        .getRepository(ParentReportSend)
        .find({ where: { parentId }, order: { week: 'ASC' } })
    ).map((row) => row.week);
  const mailsTo = async (email: string) => (await reportRows(t)).filter((row) => row.recipient === email);
  /** Every mail waiting is sent (twenty a run), then all written so far are read. */
  async function sentMails(): Promise<ParsedMail[]> {
    while ((await sendDue(t, new Date(Date.now() + 60_000))).size > 0);
    return emlMessages(t);
  }

  /**
   * The mail `matches` picks, once written: the app's own outbox worker may have claimed it first
   * and still be writing it when this test's send finds nothing left to send.
   */
  async function sentMail(matches: (message: ParsedMail) => boolean | undefined): Promise<ParsedMail | undefined> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const found = (await sentMails()).find(matches);
      if (found || Date.now() > deadline) return found;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** A parent with one confirmed child, the link confirmed at `confirmedAt` (before the runs by default). */
  async function family(options: { reportByPhone?: boolean; confirmedAt?: number } = {}) {
    const child = await signedInMember(t, 'VERIFIED', { firstName: '민수', lastName: '김' });
    const body = { ...signupBody({ firstName: '영희', lastName: '김' }), email: uniqueEmail('parent') };
    const signup = await t
      .http()
      .post('/api/auth/signup')
      .send({ ...body, accountType: 'PARENT', phone: '010-3456-7890' });
    const parent = {
      id: signup.body.user.id as string,
      email: body.email,
      agent: await signIn(t, body.email, body.password),
    };
    const code = (await child.agent.get('/api/me/parent-link-code')).body.code;
    const link = await parent.agent.post('/api/parent/links').send({ code });
    await admin.post(`/api/admin/parent-links/${link.body.id}/confirm`).expect(200);
    await db()
      .getRepository(ParentLink)
      .update({ id: link.body.id }, { confirmedAt: new Date(options.confirmedAt ?? MONDAY_RUN - 30 * DAY_MS) });
    if (options.reportByPhone)
      await parent.agent.patch('/api/parent/settings').send({ reportByPhone: true }).expect(200);
    return { child, parent };
  }

  it('mails each parent the figures /parent shows for the week, once, at the scheduled time', async () => {
    const { child, parent } = await family();
    const course = await makeCourse(t, { title: '리포트 강의' });
    const video = await makeVideo(t, course.id, 'open', { title: '1강 현재완료', durationSec: 600 });
    const wednesday = seoulDayStart(weekMonday(WEEK)!).getTime() + 2 * DAY_MS + 11 * HOUR_MS;
    for (let minute = 0; minute <= 4; minute++) {
      freezeClockAt(wednesday + minute * 60_000);
      await child.agent.put(`/api/videos/${video.id}/progress`).send({ position: minute * 60, duration: 600 });
    }
    jest.useRealTimers();

    // Sunday evening: the run before (a week late for this parent) has gone, this week's has not.
    await runAt(MONDAY_RUN - HOUR_MS);
    expect(await claimedWeeks(parent.id)).not.toContain(WEEK);

    expect(await runAt(MONDAY_RUN)).toBe(1);
    expect(await claimedWeeks(parent.id)).toContain(WEEK);
    // A second run that week, by this process or after a restart, sends nothing more.
    expect(await runAt(MONDAY_RUN + HOUR_MS)).toBe(0);
    expect(await runAt(MONDAY_RUN + 3 * DAY_MS)).toBe(0);
    const weeks = await claimedWeeks(parent.id);
    expect(await mailsTo(parent.email)).toHaveLength(weeks.length);

    const page = (await parent.agent.get(`/api/parent/children/${child.id}/report`).query({ week: WEEK }))
      .body as ChildWeekReport;
    expect(page).toMatchObject({ lessonsWatched: 1, minutes: 4, completed: 0 });
    const mail = await sentMail(
      (message) => addressOf(message) === parent.email && message.subject?.includes(R.subject(WEEK)),
    );
    expect(mail).toBeDefined();
    for (const figure of [
      P.lessonsUnit(page.lessonsWatched),
      P.minutesUnit(page.minutes),
      P.lessonsUnit(page.completed),
    ])
      expect(mail!.html).toContain(`>${figure}<`);
    expect(mail!.html).toContain('1강 현재완료');
    expect(mail!.html).toContain(`${page.inProgress[0]!.percent}%`);
    expect(mail!.text).toContain(R.greeting('김영희'));
  });

  it('sends one report per parent when two processes run the schedule at the same moment', async () => {
    const families = await Promise.all([family(), family(), family(), family()]);
    const sibling = await t.sibling();
    try {
      const at = MONDAY_RUN + 7 * DAY_MS;
      // One run per process (a process runs its schedule one tick at a time), both at once.
      const claimed = await Promise.all([runAt(at), runAt(at, sibling)]);
      expect(claimed.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(families.length);
      for (const { parent } of families) {
        const weeks = await claimedWeeks(parent.id);
        expect(weeks.filter((week) => week === addWeeks(WEEK, 1))).toHaveLength(1);
        expect(await mailsTo(parent.email)).toHaveLength(weeks.length);
      }
    } finally {
      await sibling.close();
    }
  });

  it('sends a week missed while the site was down once, late, and never the week before it', async () => {
    const { parent } = await family();
    const twoWeeksOn = MONDAY_RUN + 14 * DAY_MS;
    // Down from before Monday's run until Wednesday: the week the missed run covered goes now.
    expect(await runAt(twoWeeksOn + 2 * DAY_MS + 3 * HOUR_MS)).toBeGreaterThanOrEqual(1);
    expect(await claimedWeeks(parent.id)).toEqual([addWeeks(WEEK, 2)]);
    expect(await runAt(twoWeeksOn + 2 * DAY_MS + 4 * HOUR_MS)).toBe(0);
    // The next Monday brings the next week, once.
    await runAt(twoWeeksOn + 7 * DAY_MS);
    await runAt(twoWeeksOn + 7 * DAY_MS + 60_000);
    expect(await claimedWeeks(parent.id)).toEqual([addWeeks(WEEK, 2), addWeeks(WEEK, 3)]);
    expect(await mailsTo(parent.email)).toHaveLength(2);
  });

  it('starts a parent confirmed after the run with the next week', async () => {
    const late = await family({ confirmedAt: MONDAY_RUN + 21 * DAY_MS + HOUR_MS });
    await runAt(MONDAY_RUN + 21 * DAY_MS + 2 * HOUR_MS);
    expect(await claimedWeeks(late.parent.id)).toEqual([]);
    await runAt(MONDAY_RUN + 28 * DAY_MS);
    expect(await claimedWeeks(late.parent.id)).toEqual([addWeeks(WEEK, 4)]);
  });

  it('carries a one-click unsubscribe (RFC 8058) that turns the mail off, and only with its token', async () => {
    const { parent } = await family();
    const at = MONDAY_RUN + 28 * DAY_MS;
    await runAt(at);
    const mail = await sentMail(
      (message) => addressOf(message) === parent.email && message.subject?.includes(R.subject(addWeeks(WEEK, 4))),
    );
    expect(mail).toBeDefined();
    expect(mail!.subject).toContain(R.subject(addWeeks(WEEK, 4)));
    // A long header is folded over lines: unfolded, as RFC 5322 reads it.
    const header = (name: string) =>
      mail!.headerLines.find((line) => line.key === name)?.line.replace(/\r?\n[ \t]+/g, ' ');
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const unsubscribeUrl = /^List-Unsubscribe:\s*<(https?:\/\/[^>]+)>$/.exec(header('list-unsubscribe') ?? '')?.[1];
    expect(unsubscribeUrl).toBeDefined();
    expect(mail!.html).toContain(unsubscribeUrl!.replace(/&/g, '&amp;'));
    const path = new URL(unsubscribeUrl!).pathname + new URL(unsubscribeUrl!).search;

    // A link scanner's GET changes nothing: it shows the button.
    const page = await t.http().get(path);
    expect(page.status).toBe(200);
    expect(page.text).toContain(R.unsubscribeButton);
    expect((await parent.agent.get('/api/parent/settings')).body.weeklyReport).toBe(true);

    const forged = await t
      .http()
      .post(path.replace(/t=[^&]+/, 't=forged'))
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(forged.status).toBe(400);
    expect((await parent.agent.get('/api/parent/settings')).body.weeklyReport).toBe(true);

    const oneClick = await t.http().post(path).type('form').send('List-Unsubscribe=One-Click');
    expect(oneClick.status).toBe(200);
    expect(oneClick.text).toContain(R.unsubscribed);
    expect((await parent.agent.get('/api/parent/settings')).body.weeklyReport).toBe(false);

    // The next week is claimed but mailed to nobody.
    const mailed = (await mailsTo(parent.email)).length;
    await runAt(at + 7 * DAY_MS);
    expect(await claimedWeeks(parent.id)).toContain(addWeeks(WEEK, 5));
    expect(await mailsTo(parent.email)).toHaveLength(mailed);
  });

  it("sends the summary line by phone to a parent who chose it, with the page's link", async () => {
    const { parent } = await family({ reportByPhone: true });
    await runAt(MONDAY_RUN + 35 * DAY_MS);
    const texts = await db()
      .getRepository(PhoneOutboxMessage)
      .findBy({ kind: 'WEEKLY_REPORT', recipient: '010-3456-7890' });
    const mine = texts.map((row) => JSON.parse(row.payload)).filter((payload) => payload.parentName === '김영희');
    expect(mine.length).toBeGreaterThanOrEqual(1);
    expect(mine.at(-1)).toMatchObject({
      summary: R.summaryLine('김민수', { lessonsWatched: 0, minutes: 0, completed: 0 }),
      link: expect.stringContaining(`/parent?week=${addWeeks(WEEK, 5)}`),
    });
    expect(parent.id).toBeDefined();
  });

  it('lets staff read a parent’s report as the mail and send it now', async () => {
    const { parent } = await family();
    const preview = await admin.get(`/api/admin/parents/${parent.id}/report`);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ week: seoulWeek(new Date()), to: parent.email });
    expect(preview.body.subject).toContain(R.title);
    expect(preview.body.html).toContain('김민수');

    const before = (await reportRows(t)).length;
    const sent = await admin.post(`/api/admin/parents/${parent.id}/report`);
    expect(sent.status).toBe(202);
    expect((await reportRows(t)).length).toBe(before + 1);

    const student = await signedInMember(t, 'VERIFIED');
    expect((await admin.get(`/api/admin/parents/${student.id}/report`)).status).toBe(404);
    expect((await admin.post(`/api/admin/parents/${student.id}/report`)).status).toBe(404);
    expect((await parent.agent.get(`/api/admin/parents/${parent.id}/report`)).status).toBe(403);
  });
});
