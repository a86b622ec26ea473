import { DataSource } from 'typeorm';
import { currentPolicy, LEAVE_MESSAGES, SIGNUP_CONSENT_MESSAGES as C } from '@academy/common';
import { DAY_MS } from '@academy/common/korean-days';
import { AuditRecord } from '../src/audit/audit-record.entity';
import { UnapprovedAccountsSweep } from '../src/leaving/unapproved-accounts.sweep';
import { User } from '../src/members/user.entity';
import { SessionRecord } from '../src/sessions/session.entity';
import { consoleAgent, MEMBER_PASSWORD, signedInAdmin, signIn, signupBody, type Agent } from './support/accounts';
import { makeCourse, makeVideo, viewsOf } from './support/content-fixtures';
import { outboxRows } from './support/mail';
import { createTestApp, type TestApp } from './support/test-app';

const RETENTION_DAYS = 30;
const PRIVACY = currentPolicy('privacy').version;
const TERMS = currentPolicy('terms').version;

const under14 = (overrides: Record<string, unknown> = {}) => ({
  ...signupBody(),
  under14: true,
  guardianName: ' 김영희 ',
  guardianPhone: '+82 10-9876 5432',
  guardianConsent: true,
  ...overrides,
});

describe('consents at sign-up, leaving, and the unapproved-account sweep (e2e)', () => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await createTestApp({ UNAPPROVED_RETENTION_DAYS: String(RETENTION_DAYS) });
    admin = await signedInAdmin(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.app.get(DataSource);
  const signup = (body: object) => t.http().post('/api/auth/signup').send(body);
  const auditOf = (userId: string) =>
    db()
      .getRepository(AuditRecord)
      .find({ where: { targetType: 'MEMBER', targetId: userId }, order: { id: 'ASC' } });

  describe('sign-up refuses a missing consent on its field', () => {
    const refusals: Array<[string, Record<string, unknown>, string, string]> = [
      ['no agreements at all', { ...signupBody(), agreements: undefined }, 'agreements.terms', C.terms],
      [
        'terms not agreed',
        { ...signupBody(), agreements: { terms: false, privacy: true } },
        'agreements.terms',
        C.terms,
      ],
      [
        'privacy not agreed',
        { ...signupBody(), agreements: { terms: true, privacy: false } },
        'agreements.privacy',
        C.privacy,
      ],
      [
        'privacy as text',
        { ...signupBody(), agreements: { terms: true, privacy: 'true' } },
        'agreements.privacy',
        C.privacy,
      ],
      ['under 14 without the guardian name', under14({ guardianName: undefined }), 'guardianName', C.guardianName],
      ['under 14 with a blank guardian name', under14({ guardianName: '  ' }), 'guardianName', C.guardianName],
      ['under 14 without the guardian number', under14({ guardianPhone: '' }), 'guardianPhone', C.guardianPhone],
      [
        'under 14 with a number that is not Korean',
        under14({ guardianPhone: '12-34' }),
        'guardianPhone',
        C.guardianPhoneInvalid,
      ],
      [
        'under 14 without the guardian consent',
        under14({ guardianConsent: false }),
        'guardianConsent',
        C.guardianConsent,
      ],
    ];

    it.each(refusals)('%s → 400 on that field, and no account', async (_name, body, field, message) => {
      const response = await signup(body).expect(400);
      expect(response.body).toMatchObject({ ok: false, statusCode: 400, code: 'VALIDATION_FAILED' });
      expect(response.body.errors).toContainEqual({ field, message });
      await expect(
        db()
          .getRepository(User)
          .existsBy({ email: body.email as string }),
      ).resolves.toBe(false);
    });

    it('names both required consents when neither is given', async () => {
      const response = await signup({ ...signupBody(), agreements: {} }).expect(400);
      expect(response.body.errors).toEqual([
        { field: 'agreements.terms', message: C.terms },
        { field: 'agreements.privacy', message: C.privacy },
      ]);
    });
  });

  describe('stored consents', () => {
    it('stores each consent with its policy version; the admin and the member read them', async () => {
      const body = { ...signupBody(), agreements: { terms: true, privacy: true, marketing: true } };
      const id = (await signup(body).expect(201)).body.user.id as string;

      const detail = (await admin.get(`/api/admin/members/${id}`).expect(200)).body;
      expect(detail).toMatchObject({ id, email: body.email, role: 'PENDING', guardian: null });
      expect(detail.consents).toEqual([
        { kind: 'TERMS', given: true, version: TERMS, at: expect.any(String) },
        { kind: 'PRIVACY', given: true, version: PRIVACY, at: expect.any(String) },
        { kind: 'MARKETING', given: true, version: PRIVACY, at: expect.any(String) },
      ]);
      // A console session is staff too.
      const consoleView = (await (await consoleAgent(t)).get(`/api/admin/members/${id}`).expect(200)).body;
      expect(consoleView.consents).toEqual(detail.consents);

      const member = await signIn(t, body.email, body.password);
      expect((await member.get('/api/me/consents').expect(200)).body).toEqual(detail.consents);
      await member.get(`/api/admin/members/${id}`).expect(403);

      const audit = await auditOf(id);
      expect(audit.map((row) => [row.action, row.actorType, row.actorId])).toEqual([['MEMBER_CONSENT', 'MEMBER', id]]);
      expect(audit[0].summary).toContain('광고성 정보 수신 동의');
    });

    it('stores the guardian of a child under 14 with a normalised number, and the guardian consent', async () => {
      const id = (await signup(under14()).expect(201)).body.user.id as string;
      const detail = (await admin.get(`/api/admin/members/${id}`).expect(200)).body;
      expect(detail.guardian).toEqual({ name: '김영희', phone: '010-9876-5432' });
      expect(detail.consents.map((c: { kind: string; given: boolean }) => [c.kind, c.given])).toEqual([
        ['TERMS', true],
        ['PRIVACY', true],
        ['MARKETING', false],
        ['GUARDIAN', true],
      ]);
    });

    it('ignores guardian fields sent without under14', async () => {
      const id = (await signup({ ...signupBody(), guardianName: '누구', guardianPhone: '010-1111-2222' }).expect(201))
        .body.user.id as string;
      expect((await admin.get(`/api/admin/members/${id}`).expect(200)).body.guardian).toBeNull();
    });

    it('shows an account from before consents with none, and 404 for an unknown id', async () => {
      const id = (await signup(signupBody()).expect(201)).body.user.id as string;
      await db().query('DELETE FROM consents WHERE userId = ?', [id]);
      expect((await admin.get(`/api/admin/members/${id}`).expect(200)).body.consents).toEqual([]);
      await admin.get('/api/admin/members/00000000-0000-0000-0000-000000000000').expect(404);
    });

    it('turns the marketing consent off and on with an audit row per change, none for no change', async () => {
      const body = signupBody();
      const id = (await signup(body).expect(201)).body.user.id as string;
      const member = await signIn(t, body.email, body.password);
      const marketing = (answer: { kind: string; given: boolean }[]) => answer.find((c) => c.kind === 'MARKETING');

      expect(
        marketing((await member.patch('/api/me/consents').send({ marketing: true }).expect(200)).body),
      ).toMatchObject({
        given: true,
      });
      await member.patch('/api/me/consents').send({ marketing: true }).expect(200);
      const off = (await member.patch('/api/me/consents').send({ marketing: false }).expect(200)).body;
      expect(marketing(off)).toMatchObject({ given: false, version: PRIVACY });
      expect(off.map((c: { kind: string }) => c.kind)).toEqual(['TERMS', 'PRIVACY', 'MARKETING']);

      const bad = await member.patch('/api/me/consents').send({ marketing: 'yes' }).expect(400);
      expect(bad.body.errors).toEqual([{ field: 'marketing', message: C.boolean }]);
      await t.http().get('/api/me/consents').expect(401);

      // Sign-up, on, off: three consent rows in the audit log (the repeated "on" wrote none).
      expect((await auditOf(id)).filter((row) => row.action === 'MEMBER_CONSENT')).toHaveLength(3);
    });
  });

  describe('DELETE /api/me', () => {
    it('refuses a wrong or missing password with 400 and keeps the account', async () => {
      const body = signupBody();
      await signup(body).expect(201);
      const member = await signIn(t, body.email, body.password);
      const wrong = await member.delete('/api/me').send({ password: 'not-the-password' }).expect(400);
      expect(wrong.body).toMatchObject({
        code: 'INVALID_PASSWORD',
        errors: [{ field: 'password', message: LEAVE_MESSAGES.wrongPassword }],
      });
      const missing = await member.delete('/api/me').send({}).expect(400);
      expect(missing.body.errors).toEqual([{ field: 'password', message: LEAVE_MESSAGES.password }]);
      await member.get('/api/auth/user').expect(200);
      await t.http().delete('/api/me').send({ password: 'x' }).expect(401);
    });

    it('deletes the account: every session ends, login fails, the e-mail signs up again, views and progress stay anonymous, a mail confirms', async () => {
      const body = { ...under14(), agreements: { terms: true, privacy: true, marketing: true } };
      const id = (await signup(body).expect(201)).body.user.id as string;
      await admin.post('/api/admin/approve-user').send({ userId: id, memo: '보호자 통화 완료' }).expect(200);
      const here = await signIn(t, body.email, body.password);
      const elsewhere = await signIn(t, body.email, body.password);
      const video = await makeVideo(t, (await makeCourse(t)).id);
      await here.post(`/api/videos/${video.id}/view`).expect(200);
      await here.put(`/api/videos/${video.id}/progress`).send({ position: 30, duration: 600 }).expect(200);
      expect((await viewsOf(t, video.id)).map((view) => view.userId)).toEqual([id]);

      const answer = await here.delete('/api/me').send({ password: body.password }).expect(200);
      expect(answer.body).toEqual({ ok: true, message: LEAVE_MESSAGES.done });
      expect(String(answer.headers['set-cookie'])).toMatch(/academy\.device=;/);

      await here.get('/api/auth/user').expect(401);
      await elsewhere.get('/api/auth/user').expect(401);
      await expect(db().getRepository(SessionRecord).countBy({ userId: id })).resolves.toBe(0);
      await expect(db().getRepository(User).existsBy({ id })).resolves.toBe(false);
      for (const table of ['consents', 'guardians', 'approval_records'])
        expect(await db().query(`SELECT id FROM ${table} WHERE userId = ?`, [id])).toEqual([]);
      expect(await db().query('SELECT id FROM video_progress WHERE userId = ?', [id])).toEqual([]);
      // The view and the place in the lesson still count, naming nobody.
      expect((await viewsOf(t, video.id)).map((view) => view.userId)).toEqual([null]);
      const kept = await db().query('SELECT userId, furthest FROM video_progress WHERE videoId = ?', [video.id]);
      expect(kept.map((row: { userId: string | null }) => row.userId)).toEqual([null]);
      const [figures] = await db().query('SELECT started FROM analytics_video_progress WHERE videoId = ?', [video.id]);
      expect(Number(figures.started)).toBe(1);

      await t.agent().post('/api/auth/login').send({ email: body.email, password: body.password }).expect(401);
      await signup(signupBody({ email: body.email })).expect(201);

      const mail = (await outboxRows(t)).filter((row) => row.kind === 'MEMBER_LEFT');
      expect(mail.map((row) => row.recipient)).toEqual([body.email]);
      const audit = await auditOf(id);
      expect(audit.at(-1)).toMatchObject({
        action: 'MEMBER_LEAVE',
        actorType: 'MEMBER',
        actorId: id,
        actorEmail: null,
      });
      expect(audit.at(-1)!.summary).not.toContain(body.email);
    });

    it('refuses an ADMIN: the academy keeps its administrator', async () => {
      const response = await admin.delete('/api/me').send({ password: 'anything' }).expect(403);
      expect(response.body).toMatchObject({ code: 'FORBIDDEN', message: LEAVE_MESSAGES.adminCannotLeave });
    });
  });

  describe('the unapproved-account sweep', () => {
    const aged = async (days: number) => {
      const body = signupBody();
      const id = (await signup(body).expect(201)).body.user.id as string;
      await db()
        .getRepository(User)
        .update({ id }, { createdAt: new Date(Date.now() - days * DAY_MS) });
      return id;
    };
    const emailOf = async (id: string) => (await db().getRepository(User).findOneByOrFail({ id })).email;
    const exists = (id: string) => db().getRepository(User).existsBy({ id });

    it(`deletes pending and rejected sign-ups older than ${RETENTION_DAYS} days, keeps newer ones and revoked former members`, async () => {
      const oldPending = await aged(RETENTION_DAYS + 1);
      const oldRejected = await aged(RETENTION_DAYS + 5);
      await admin.post('/api/admin/reject-user').send({ userId: oldRejected }).expect(200);
      const oldRevoked = await aged(RETENTION_DAYS + 5);
      await admin.post('/api/admin/approve-user').send({ userId: oldRevoked }).expect(200);
      await admin.post('/api/admin/revoke-user').send({ userId: oldRevoked }).expect(200);
      const oldVerified = await aged(RETENTION_DAYS + 5);
      await admin.post('/api/admin/approve-user').send({ userId: oldVerified }).expect(200);
      const recent = await aged(RETENTION_DAYS - 1);

      const pendingEmail = await emailOf(oldPending);
      const removed = await t.app.get(UnapprovedAccountsSweep).sweep();
      expect(removed).toBeGreaterThanOrEqual(2);
      await expect(exists(oldPending)).resolves.toBe(false);
      await expect(exists(oldRejected)).resolves.toBe(false);
      await expect(exists(oldRevoked)).resolves.toBe(true);
      await expect(exists(oldVerified)).resolves.toBe(true);
      await expect(exists(recent)).resolves.toBe(true);
      expect((await auditOf(oldPending)).at(-1)).toMatchObject({ action: 'MEMBER_EXPIRE', actorType: 'SYSTEM' });
      await t.agent().post('/api/auth/login').send({ email: pendingEmail, password: MEMBER_PASSWORD }).expect(401);
    });
  });
});
