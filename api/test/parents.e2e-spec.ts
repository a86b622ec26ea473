import { DataSource } from 'typeorm';
import { LINK_CODE_ALPHABET, PARENT_LIMITS, PARENT_MESSAGES, type ChildWeekReport } from '@academy/common/parents';
import { addWeeks, DAY_MS, HOUR_MS as HOUR, seoulDayStart, seoulWeek, weekMonday } from '@academy/common/korean-days';
import { AuditRecord } from '../src/audit/audit-record.entity';
import { User } from '../src/members/user.entity';
import { PhoneOutboxMessage } from '../src/phone/phone-outbox-message.entity';
import { LINK_ATTEMPTS_PER_HOUR } from '../src/parents/link-attempts.throttle';
import {
  createMember,
  MEMBER_PASSWORD,
  signedInAdmin,
  signedInMember,
  signIn,
  signupBody,
  uniqueEmail,
  type Agent,
} from './support/accounts';
import { freezeClockAt } from './support/clock';
import { emlMessages, sendDue } from './support/mail';
import { makeCourse, makeVideo } from './support/content-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const M = PARENT_MESSAGES;
const UNKNOWN_ID = '00000000-0000-0000-0000-000000000000';

/** A parent's sign-up body: the student's form with the account type and a phone. */
const parentBody = (overrides: Record<string, unknown> = {}) => ({
  ...signupBody({ firstName: '영희', lastName: '김' }),
  accountType: 'PARENT',
  phone: '010 1234 5678',
  ...overrides,
});

describe('parents (e2e)', () => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAdmin(t);
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  const db = () => t.app.get(DataSource);

  async function signedInParent(overrides: Record<string, unknown> = {}) {
    const body = parentBody({ email: uniqueEmail('parent'), ...overrides });
    const response = await t.http().post('/api/auth/signup').send(body);
    expect(response.status).toBe(201);
    return { id: response.body.user.id as string, agent: await signIn(t, body.email, body.password) };
  }

  async function codeOf(student: Agent): Promise<string> {
    const response = await student.get('/api/me/parent-link-code');
    expect(response.status).toBe(200);
    return response.body.code;
  }

  /** A parent linked to a new student and confirmed by staff. */
  async function linkedFamily() {
    const child = await signedInMember(t, 'VERIFIED', { firstName: '민수', lastName: '김' });
    const parent = await signedInParent();
    const requested = await parent.agent.post('/api/parent/links').send({ code: await codeOf(child.agent) });
    expect(requested.status).toBe(201);
    expect((await admin.post(`/api/admin/parent-links/${requested.body.id}/confirm`)).status).toBe(200);
    return { child, parent, linkId: requested.body.id as string };
  }

  describe('sign-up as a parent', () => {
    it('creates a PARENT account at once, with its phone and the consents of any sign-up', async () => {
      const body = parentBody({
        email: uniqueEmail('parent'),
        agreements: { terms: true, privacy: true, marketing: true },
      });
      const response = await t.http().post('/api/auth/signup').send(body);
      expect(response.status).toBe(201);
      expect(response.body.user.role).toBe('PARENT');
      const stored = await db().getRepository(User).findOneByOrFail({ id: response.body.user.id });
      expect(stored.phone).toBe('010-1234-5678');

      const agent = await signIn(t, body.email, body.password);
      const consents = await agent.get('/api/me/consents');
      expect(consents.status).toBe(200);
      expect(JSON.stringify(consents.body)).toContain('MARKETING');
      expect((await agent.get('/api/parent/children')).body).toEqual([]);
    });

    it('refuses a parent without a phone, and an account type that is neither, in Korean', async () => {
      const noPhone = await t
        .http()
        .post('/api/auth/signup')
        .send(parentBody({ phone: undefined }));
      expect(noPhone.status).toBe(400);
      expect(noPhone.body.errors).toContainEqual({ field: 'phone', message: M.phone });

      const teacher = await t
        .http()
        .post('/api/auth/signup')
        .send(parentBody({ accountType: 'TEACHER' }));
      expect(teacher.status).toBe(400);
      expect(teacher.body.errors).toContainEqual({ field: 'accountType', message: M.accountType });
    });

    it('keeps a student PENDING, with an optional phone that must still be a number', async () => {
      const student = await t.http().post('/api/auth/signup').send(signupBody());
      expect(student.status).toBe(201);
      expect(student.body.user.role).toBe('PENDING');

      const badPhone = await t
        .http()
        .post('/api/auth/signup')
        .send({ ...signupBody(), phone: '전화 없음' });
      expect(badPhone.status).toBe(400);
      expect(badPhone.body.errors.map((error: { field: string }) => error.field)).toEqual(['phone']);
    });

    it('is never a member: 403 on the member routes', async () => {
      const { agent } = await signedInParent();
      const course = await makeCourse(t, { title: '학부모 금지' });
      const video = await makeVideo(t, course.id);
      const calls: Array<[string, PromiseLike<{ status: number }>]> = [
        ['videos', agent.get('/api/videos')],
        ['course', agent.get(`/api/courses/${course.id}`)],
        ['progress', agent.get(`/api/videos/${video.id}/progress`)],
        ['save', agent.put(`/api/videos/${video.id}/progress`).send({ position: 10, duration: 600 })],
        ['proxy', agent.get('/proxy/video').query({ u: video.externalUrl })],
        ['link code', agent.get('/api/me/parent-link-code')],
        ['review', agent.get('/api/me/review')],
      ];
      const answers = await Promise.all(calls.map(async ([name, call]) => [name, (await call).status]));
      expect(answers).toEqual(calls.map(([name]) => [name, 403]));
    });
  });

  describe('the link code', () => {
    it('gives a VERIFIED student one code of 8 characters for 24 hours, the same until renewed', async () => {
      const student = await signedInMember(t, 'VERIFIED');
      const first = await student.agent.get('/api/me/parent-link-code');
      expect(first.status).toBe(200);
      expect(first.body.code).toHaveLength(PARENT_LIMITS.codeLength);
      expect([...first.body.code].every((character: string) => LINK_CODE_ALPHABET.includes(character))).toBe(true);
      const validFor = Date.parse(first.body.expiresAt) - Date.now();
      expect(validFor).toBeGreaterThan(DAY_MS - 60_000);
      expect(validFor).toBeLessThanOrEqual(DAY_MS);
      expect((await student.agent.get('/api/me/parent-link-code')).body).toEqual(first.body);

      const renewed = await student.agent.post('/api/me/parent-link-code');
      expect(renewed.status).toBe(201);
      expect(renewed.body.code).not.toBe(first.body.code);

      const parent = await signedInParent();
      const old = await parent.agent.post('/api/parent/links').send({ code: first.body.code });
      expect(old.status).toBe(400);
      expect(old.body).toMatchObject({ code: 'INVALID_CODE', message: M.invalidCode });
    });

    it('is not given to a student waiting for approval', async () => {
      const pending = await signedInMember(t, 'PENDING');
      expect((await pending.agent.get('/api/me/parent-link-code')).status).toBe(403);
    });

    it('stops working 24 hours after it was made', async () => {
      const student = await signedInMember(t, 'VERIFIED');
      const made = Date.now();
      const code = await codeOf(student.agent);
      const parent = await signedInParent();
      freezeClockAt(made + DAY_MS + 1_000);
      const late = await parent.agent.post('/api/parent/links').send({ code });
      expect(late.status).toBe(400);
      expect(late.body.code).toBe('INVALID_CODE');
      jest.useRealTimers();
      // A new code (the old one has expired) works.
      const fresh = await parent.agent.post('/api/parent/links').send({ code: await codeOf(student.agent) });
      expect(fresh.status).toBe(201);
    });

    it('takes a code as a parent types it: lower case, a hyphen, spaces, full-width', async () => {
      const student = await signedInMember(t, 'VERIFIED');
      const code = await codeOf(student.agent);
      const typed = ` ${code.slice(0, 4).toLowerCase()}-${code.slice(4)} `.replace(/A/g, '\uff21');
      const parent = await signedInParent();
      const response = await parent.agent.post('/api/parent/links').send({ code: typed });
      expect(response.status).toBe(201);
      expect(response.body.status).toBe('PENDING');
    });

    it('refuses a parent who walks the codes after ten wrong ones an hour', async () => {
      const parent = await signedInParent();
      for (let attempt = 0; attempt < LINK_ATTEMPTS_PER_HOUR; attempt++) {
        const wrong = await parent.agent.post('/api/parent/links').send({ code: 'ZZZZZZZZ' });
        expect(wrong.status).toBe(400);
      }
      const refused = await parent.agent.post('/api/parent/links').send({ code: 'ZZZZZZZZ' });
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
    });
  });

  describe('linking', () => {
    it('waits for staff: no child and no report until the link is confirmed', async () => {
      const child = await signedInMember(t, 'VERIFIED', { firstName: '지우', lastName: '박' });
      const parent = await signedInParent();
      const requested = await parent.agent.post('/api/parent/links').send({ code: await codeOf(child.agent) });
      expect(requested.status).toBe(201);

      expect((await parent.agent.get('/api/parent/children')).body).toEqual([]);
      expect((await parent.agent.get(`/api/parent/children/${child.id}/report`)).status).toBe(404);
      const own = await parent.agent.get('/api/parent/links');
      expect(own.body).toMatchObject([{ id: requested.body.id, status: 'PENDING', child: { firstName: '지우' } }]);

      const again = await parent.agent.post('/api/parent/links').send({ code: await codeOf(child.agent) });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(M.alreadyLinked);

      const waiting = await admin.get('/api/admin/parent-links').query({ status: 'PENDING', childId: child.id });
      expect(waiting.status).toBe(200);
      expect(waiting.body.total).toBe(1);
      expect(waiting.body.items[0]).toMatchObject({
        id: requested.body.id,
        status: 'PENDING',
        confirmedAt: null,
        parent: { id: parent.id, firstName: '영희', phone: '010-1234-5678' },
        child: { id: child.id, firstName: '지우', email: child.email },
      });

      const confirmed = await admin.post(`/api/admin/parent-links/${requested.body.id}/confirm`);
      expect(confirmed.status).toBe(200);
      expect((await admin.post(`/api/admin/parent-links/${requested.body.id}/confirm`)).status).toBe(409);
      expect((await parent.agent.get('/api/parent/children')).body).toEqual([
        { id: child.id, firstName: '지우', lastName: '박' },
      ]);
      expect((await parent.agent.get(`/api/parent/children/${child.id}/report`)).status).toBe(200);
      expect((await child.agent.get('/api/me/guardians')).body).toMatchObject([
        { id: requested.body.id, status: 'CONFIRMED', parent: { firstName: '영희' } },
      ]);

      const audit = await db()
        .getRepository(AuditRecord)
        .find({ where: { targetId: child.id }, order: { id: 'ASC' } });
      const linkRows = audit.filter((row) => row.action.startsWith('PARENT_'));
      expect(linkRows.map((row) => [row.action, row.actorType])).toEqual([
        ['PARENT_LINK_REQUEST', 'MEMBER'],
        ['PARENT_LINK_CONFIRM', 'ADMIN'],
      ]);
    });

    it('lets a child have two guardians, not three, and a parent several children', async () => {
      const child = await signedInMember(t, 'VERIFIED');
      const parents = [await signedInParent(), await signedInParent(), await signedInParent()];
      const answers = [];
      for (const parent of parents)
        answers.push(await parent.agent.post('/api/parent/links').send({ code: await codeOf(child.agent) }));
      expect(answers.map((response) => response.status)).toEqual([201, 201, 409]);
      expect(answers[2].body.message).toBe(M.tooManyGuardians);

      const sibling = await signedInMember(t, 'VERIFIED');
      const second = await parents[0].agent.post('/api/parent/links').send({ code: await codeOf(sibling.agent) });
      expect(second.status).toBe(201);
      expect((await parents[0].agent.get('/api/parent/links')).body).toHaveLength(2);
    });

    it('lets either side, or staff, remove a link, each audited', async () => {
      const byParent = await linkedFamily();
      expect((await byParent.parent.agent.delete(`/api/parent/links/${byParent.linkId}`)).status).toBe(200);
      expect((await byParent.parent.agent.get('/api/parent/children')).body).toEqual([]);
      expect((await byParent.parent.agent.get(`/api/parent/children/${byParent.child.id}/report`)).status).toBe(404);

      const byChild = await linkedFamily();
      expect((await byChild.child.agent.delete(`/api/me/guardians/${byChild.linkId}`)).status).toBe(200);
      expect((await byChild.parent.agent.get('/api/parent/children')).body).toEqual([]);

      const byStaff = await linkedFamily();
      expect((await admin.delete(`/api/admin/parent-links/${byStaff.linkId}`)).status).toBe(200);
      expect((await byStaff.parent.agent.get('/api/parent/children')).body).toEqual([]);
      expect((await admin.delete(`/api/admin/parent-links/${byStaff.linkId}`)).status).toBe(404);

      const unlinks = await db()
        .getRepository(AuditRecord)
        .findBy({ action: 'PARENT_UNLINK' })
        .then((rows) => rows.filter((row) => [byParent, byChild, byStaff].some((f) => f.child.id === row.targetId)));
      expect(unlinks.map((row) => row.actorType).sort()).toEqual(['ADMIN', 'MEMBER', 'MEMBER']);
    });

    it("never shows a parent another family's child, over every parent route", async () => {
      const ours = await linkedFamily();
      const theirs = await linkedFamily();
      const waiting = await signedInMember(t, 'VERIFIED');
      await ours.parent.agent.post('/api/parent/links').send({ code: await codeOf(waiting.agent) });
      const parent = ours.parent.agent;

      for (const childId of [theirs.child.id, waiting.id, UNKNOWN_ID, theirs.parent.id]) {
        const report = await parent.get(`/api/parent/children/${childId}/report`);
        expect(report.status).toBe(404);
        expect(report.body.message).toBe(M.notYourChild);
        const lastWeek = await parent.get(`/api/parent/children/${childId}/report`).query({ week: '2026-W01' });
        expect(lastWeek.status).toBe(404);
      }
      expect((await parent.delete(`/api/parent/links/${theirs.linkId}`)).status).toBe(404);
      expect((await ours.child.agent.delete(`/api/me/guardians/${theirs.linkId}`)).status).toBe(404);
      const children = (await parent.get('/api/parent/children')).body as Array<{ id: string }>;
      expect(children.map((child) => child.id)).toEqual([ours.child.id]);
      // Their link is untouched.
      expect((await theirs.parent.agent.get('/api/parent/children')).body).toHaveLength(1);
    });

    it('refuses a week that is not an ISO week, in Korean', async () => {
      const { parent, child } = await linkedFamily();
      for (const week of ['2026-W54', '2026-49', 'next']) {
        const response = await parent.agent.get(`/api/parent/children/${child.id}/report`).query({ week });
        expect(response.status).toBe(400);
        expect(response.body.errors).toEqual([{ field: 'week', message: M.week }]);
      }
    });
  });

  describe("a child's week", () => {
    it('counts lessons, minutes, completions, quizzes and the four weeks before as the rows say', async () => {
      const { parent, child } = await linkedFamily();
      const course = await makeCourse(t, { title: '중2 내신 문법' });
      const [first, second, older] = await Promise.all([
        makeVideo(t, course.id, 'open', { title: '1강 시제', durationSec: 600 }),
        makeVideo(t, course.id, 'open', { title: '2강 조동사', durationSec: 600 }),
        makeVideo(t, course.id, 'open', { title: '0강 오리엔테이션', durationSec: 600 }),
      ]);
      const week = '2026-W48';
      const monday = seoulDayStart(weekMonday(week)!).getTime();
      const at = (offsetMs: number) => freezeClockAt(monday + offsetMs);
      const save = (videoId: string, position: number) =>
        child.agent.put(`/api/videos/${videoId}/progress`).send({ position, duration: 600 });

      // Tuesday 19:00 Seoul: the first lesson watched through in saves a minute apart (completes at 90%).
      const tuesday = 34 * HOUR;
      for (let minute = 0; minute <= 5; minute++) {
        at(tuesday + minute * 60_000);
        expect((await save(first.id, Math.min(minute * 120, 600))).status).toBe(200);
      }
      // Thursday: the second lesson for 3 minutes, left at 180 s of 600 (30%).
      const thursday = 3 * DAY_MS + 10 * HOUR;
      for (let minute = 0; minute <= 3; minute++) {
        at(thursday + minute * 60_000);
        await save(second.id, minute * 60);
      }
      // Two weeks earlier: 2 minutes of the orientation.
      const earlier = -14 * DAY_MS + 10 * HOUR;
      for (let minute = 0; minute <= 2; minute++) {
        at(earlier + minute * 60_000);
        await save(older.id, minute * 30);
      }
      jest.useRealTimers();

      const response = await parent.agent.get(`/api/parent/children/${child.id}/report`).query({ week });
      expect(response.status).toBe(200);
      const report = response.body as ChildWeekReport;
      expect(report).toMatchObject({ week, lessonsWatched: 2, minutes: 5 + 3, completed: 1 });
      expect(report.inProgress).toEqual([
        { videoId: second.id, title: '2강 조동사', courseTitle: '중2 내신 문법', percent: 30 },
        { videoId: older.id, title: '0강 오리엔테이션', courseTitle: '중2 내신 문법', percent: 10 },
      ]);
      expect(report.trend).toEqual([
        { week: addWeeks(week, -4), minutes: 0 },
        { week: addWeeks(week, -3), minutes: 0 },
        { week: addWeeks(week, -2), minutes: 2 },
        { week: addWeeks(week, -1), minutes: 0 },
      ]);
      expect(report.quizzes).toEqual([]);

      // The week after holds none of it; the default week is this one.
      const next = await parent.agent.get(`/api/parent/children/${child.id}/report`).query({ week: addWeeks(week, 1) });
      expect(next.body).toMatchObject({ lessonsWatched: 0, minutes: 0, completed: 0 });
      expect(next.body.trend[3]).toEqual({ week, minutes: 8 });
      const current = await parent.agent.get(`/api/parent/children/${child.id}/report`);
      expect(current.body.week).toBe(seoulWeek(new Date()));
    });

    it("reports the week's quizzes with the best score", async () => {
      const { parent, child } = await linkedFamily();
      const course = await makeCourse(t, { title: '어휘' });
      const video = await makeVideo(t, course.id, 'open', { title: '어휘 1' });
      const quiz = await admin.put(`/api/admin/videos/${video.id}/quiz`).send({
        passMark: 60,
        maxAttempts: null,
        requiredForCompletion: false,
        published: true,
        questions: [
          { kind: 'VOCAB', word: 'improve', meanings: ['향상시키다'] },
          { kind: 'VOCAB', word: 'reduce', meanings: ['줄이다'] },
        ],
      });
      expect(quiz.status).toBe(200);
      const [q1, q2] = quiz.body.questions.map((question: { id: string }) => question.id);
      const attempt = (texts: string[]) =>
        child.agent.post(`/api/videos/${video.id}/quiz/attempts`).send({
          answers: [
            { questionId: q1, text: texts[0] },
            { questionId: q2, text: texts[1] },
          ],
        });
      expect((await attempt(['향상시키다', '늘리다'])).body.score).toBe(50);
      expect((await attempt(['향상시키다', '줄이다'])).body.score).toBe(100);

      const report = await parent.agent.get(`/api/parent/children/${child.id}/report`);
      expect(report.body.quizzes).toEqual([{ videoId: video.id, title: '어휘 1', bestScore: 100, passed: true }]);
    });
  });

  describe("the child's timetable", () => {
    it('shows the classes of the program staff set for the child, and nothing once it is cleared or gone', async () => {
      const { parent, child } = await linkedFamily();
      const report = async () =>
        (await parent.agent.get(`/api/parent/children/${child.id}/report`)).body as ChildWeekReport;
      expect(report).toBeDefined();
      expect((await report()).timetable).toBeUndefined();

      const schedule = [{ name: 'A반', days: ['MON', 'WED'], start: '16:00', end: '17:30' }];
      const program = await admin.post('/api/superadmin/programs').send({
        slug: `timetable-${Date.now()}`,
        title: '중등 내신 집중반',
        content: '내용',
        schedule,
      });
      expect(program.status).toBe(201);
      const set = await admin.put(`/api/admin/members/${child.id}/program`).send({ programId: program.body.id });
      expect(set.status).toBe(200);
      expect(set.body.message).toBe(M.programSet('중등 내신 집중반'));
      expect((await admin.get(`/api/admin/members/${child.id}/program`)).body).toEqual({ programId: program.body.id });
      expect((await report()).timetable).toEqual({ programTitle: '중등 내신 집중반', rows: schedule });

      const unknown = await admin.put(`/api/admin/members/${child.id}/program`).send({ programId: UNKNOWN_ID });
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors).toEqual([{ field: 'programId', message: M.programUnknown }]);
      const parentAccount = await admin
        .put(`/api/admin/members/${parent.id}/program`)
        .send({ programId: program.body.id });
      expect(parentAccount.status).toBe(409);

      expect((await admin.put(`/api/admin/members/${child.id}/program`).send({ programId: null })).status).toBe(200);
      expect((await report()).timetable).toBeUndefined();
      await admin.put(`/api/admin/members/${child.id}/program`).send({ programId: program.body.id }).expect(200);
      await admin.delete(`/api/superadmin/programs/${program.body.id}`).expect(200);
      expect((await report()).timetable).toBeUndefined();
      const audit = await db().getRepository(AuditRecord).findBy({ targetId: child.id, action: 'MEMBER_PROGRAM' });
      expect(audit.map((row) => row.summary)).toEqual(
        expect.arrayContaining(['수강 프로그램: 중등 내신 집중반', '수강 프로그램 지정 해제']),
      );
    });
  });

  describe('a staff invitation', () => {
    /** The invitation's link in the mail the outbox wrote to `address`. */
    async function invitationLink(address: string): Promise<string> {
      await sendDue(t, new Date(Date.now() + 60_000));
      const mail = (await emlMessages(t)).find((message) => JSON.stringify(message.to).includes(address));
      const link = /\/parent\/invite\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
      if (!link) throw new Error(`no invitation to ${address}`);
      return link[1]!;
    }

    it('sends a one-time link by mail and 문자 that links the parent who opens it, confirmed at once', async () => {
      const child = await signedInMember(t, 'VERIFIED', { firstName: '하린', lastName: '최' });
      const email = uniqueEmail('invited');
      const sent = await admin
        .post(`/api/admin/members/${child.id}/parent-invitations`)
        .send({ email, phone: '010-5555-6666' });
      expect(sent.status).toBe(201);
      expect(sent.body.message).toBe(M.inviteSent(PARENT_LIMITS.inviteTtlDays));
      const texts = await db().getRepository(PhoneOutboxMessage).findBy({ kind: 'PARENT_INVITATION' });
      expect(texts.map((row) => row.recipient)).toContain('010-5555-6666');
      const token = await invitationLink(email);

      const info = await t.http().get(`/api/parent-invitations/${token}`);
      expect(info.status).toBe(200);
      expect(info.body.childName).toBe('최하린');

      const parent = await signedInParent({ email });
      const accepted = await parent.agent.post('/api/parent/invitations').send({ token });
      expect(accepted.status).toBe(200);
      expect(accepted.body).toMatchObject({ message: M.inviteAccepted, childId: child.id });
      expect((await parent.agent.get('/api/parent/children')).body).toEqual([
        { id: child.id, firstName: '하린', lastName: '최' },
      ]);

      // Spent: neither readable nor usable again, by anyone.
      const again = await (await signedInParent()).agent.post('/api/parent/invitations').send({ token });
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({ code: 'INVALID_TOKEN', message: M.inviteInvalid });
      expect((await t.http().get(`/api/parent-invitations/${token}`)).status).toBe(400);

      const actions = (await db().getRepository(AuditRecord).findBy({ targetId: child.id })).map((row) => [
        row.action,
        row.actorType,
      ]);
      expect(actions).toEqual(
        expect.arrayContaining([
          ['PARENT_INVITE', 'ADMIN'],
          ['PARENT_LINK_CONFIRM', 'MEMBER'],
        ]),
      );
    });

    it('expires after seven days', async () => {
      const child = await signedInMember(t, 'VERIFIED');
      const email = uniqueEmail('late');
      const made = Date.now();
      await admin.post(`/api/admin/members/${child.id}/parent-invitations`).send({ email }).expect(201);
      const token = await invitationLink(email);
      // Signed in a week later (a session from before would have ended by then).
      freezeClockAt(made + PARENT_LIMITS.inviteTtlDays * DAY_MS + 1_000);
      const parent = await signedInParent();
      const late = await parent.agent.post('/api/parent/invitations').send({ token });
      expect(late.status).toBe(400);
      expect(late.body.code).toBe('INVALID_TOKEN');
      // A week on, the session sweep ended the staff session too: sign in again for the tests after.
      jest.useRealTimers();
      admin = await signedInAdmin(t);
    });

    it('needs an address, a mobile number for 문자, and an approved student; a student cannot accept one', async () => {
      const child = await signedInMember(t, 'VERIFIED');
      const invite = (id: string, body: object) => admin.post(`/api/admin/members/${id}/parent-invitations`).send(body);
      const none = await invite(child.id, {});
      expect(none.status).toBe(400);
      expect(none.body.errors).toEqual([{ field: 'email', message: M.inviteContact }]);
      const landline = await invite(child.id, { phone: '02-555-0101' });
      expect(landline.body.errors).toEqual([{ field: 'phone', message: M.inviteMobile }]);
      const pending = await signedInMember(t, 'PENDING');
      expect((await invite(pending.id, { email: uniqueEmail() })).status).toBe(409);
      expect((await invite(UNKNOWN_ID, { email: uniqueEmail() })).status).toBe(404);
      expect((await child.agent.post('/api/parent/invitations').send({ token: 'x' })).status).toBe(403);
    });
  });

  describe('settings', () => {
    it('keeps the weekly mail on and the phone summary off until the parent changes them', async () => {
      const { agent } = await signedInParent();
      expect((await agent.get('/api/parent/settings')).body).toEqual({
        weeklyReport: true,
        reportByPhone: false,
        phone: '010-1234-5678',
      });
      const changed = await agent.patch('/api/parent/settings').send({ reportByPhone: true });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ weeklyReport: true, reportByPhone: true });
      const off = await agent.patch('/api/parent/settings').send({ weeklyReport: false });
      expect(off.body).toMatchObject({ weeklyReport: false, reportByPhone: true });
      const bad = await agent.patch('/api/parent/settings').send({ weeklyReport: 'yes' });
      expect(bad.status).toBe(400);
    });

    it('are a parent’s alone', async () => {
      const student = await createMember(t, 'VERIFIED');
      const agent = await signIn(t, student.email, MEMBER_PASSWORD);
      expect((await agent.get('/api/parent/settings')).status).toBe(403);
      expect((await agent.post('/api/parent/links').send({ code: 'ABCDEFGH' })).status).toBe(403);
    });
  });
});
