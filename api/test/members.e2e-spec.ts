import { DataSource } from 'typeorm';
import { isAdmin, isPending, MEMBER_PAGE, MESSAGES, type Role } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { Course } from '../src/courses/course.entity';
import { ApprovalRecord } from '../src/members/approval-record.entity';
import { User } from '../src/members/user.entity';
import { SessionRecord } from '../src/sessions/session.entity';
import { VideoView, viewPeriodOf } from '../src/videos/video-view.entity';
import { Video } from '../src/videos/video.entity';
import { consoleAgent, createMember, signedInAdmin, signedInMember, type Agent } from './support/accounts';
import { createTestApp, TEST_ADMIN, type TestApp } from './support/test-app';

const M = ADMIN_MESSAGES.members;
const V = MESSAGES.validation;
const MEMBER_KEYS = [
  'createdAt',
  'email',
  'firstName',
  'id',
  'lastName',
  'latestApproval',
  'mustChangePassword',
  'name',
  'profileImageUrl',
  'role',
  'updatedAt',
];

describe('member administration (e2e)', () => {
  let t: TestApp;
  let admin: Agent;
  let badInputs = 0;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAdmin(t);
  });
  afterAll(async () => {
    console.log(`members.e2e: ${badInputs} bad inputs tried, each answered 4xx with a Korean message`);
    await t.close();
  });

  const recordsOf = (userId: string) =>
    t.app
      .get(DataSource)
      .getRepository(ApprovalRecord)
      .find({ where: { userId }, order: { createdAt: 'DESC' } });
  const roleOf = async (userId: string) =>
    (await t.app.get(DataSource).getRepository(User).findOneBy({ id: userId }))?.role;
  const ids = (body: { items: Array<{ id: string }> }) => body.items.map((item) => item.id);

  describe('approve, reject, revoke', () => {
    it('approve: PENDING → VERIFIED, answers {ok, message, user} and records APPROVED with memo and the admin', async () => {
      const member = await createMember(t);
      const response = await admin
        .post('/api/admin/approve-user')
        .send({ userId: member.id, memo: '  수강료 납부 확인  ' })
        .expect(200);
      expect(response.body).toEqual({
        ok: true,
        message: M.approvedDetail,
        user: expect.objectContaining({ id: member.id, role: 'VERIFIED' }),
      });
      expect(response.body.user).not.toHaveProperty('passwordHash');
      await expect(roleOf(member.id)).resolves.toBe('VERIFIED');
      const [record] = await recordsOf(member.id);
      expect(record).toMatchObject({ status: 'APPROVED', memo: '수강료 납부 확인', actedBy: TEST_ADMIN.email });
    });

    it('reject: the member stays PENDING with a REJECTED record, leaves "pending" and shows under "rejected"', async () => {
      const member = await createMember(t);
      const response = await admin
        .post('/api/admin/reject-user')
        .send({ userId: member.id, memo: '정보 불일치' })
        .expect(200);
      expect(response.body).toMatchObject({
        ok: true,
        message: M.rejectedDetail,
        user: { id: member.id, role: 'PENDING' },
      });
      const pending = await admin.get('/api/admin/members').query({ status: 'pending' }).expect(200);
      const rejected = await admin.get('/api/admin/members').query({ status: 'rejected' }).expect(200);
      expect(ids(pending.body)).not.toContain(member.id);
      expect(ids(rejected.body)).toContain(member.id);
      expect(rejected.body.items.find((item: { id: string }) => item.id === member.id).latestApproval).toMatchObject({
        status: 'REJECTED',
        memo: '정보 불일치',
        actedBy: TEST_ADMIN.email,
      });
    });

    it('a rejected member can still be approved later', async () => {
      const member = await createMember(t);
      await admin.post('/api/admin/reject-user').send({ userId: member.id }).expect(200);
      await admin.post('/api/admin/approve-user').send({ userId: member.id }).expect(200);
      await expect(roleOf(member.id)).resolves.toBe('VERIFIED');
    });

    it('revoke: VERIFIED → PENDING with a REVOKED record; the member sees the whole history, newest first', async () => {
      const member = await signedInMember(t, 'PENDING');
      await admin.post('/api/admin/approve-user').send({ userId: member.id, memo: '승인' }).expect(200);
      const response = await admin
        .post('/api/admin/revoke-user')
        .send({ userId: member.id, memo: '수강 종료' })
        .expect(200);
      expect(response.body).toMatchObject({ ok: true, message: M.revokedDetail, user: { role: 'PENDING' } });
      const history = await member.agent.get('/api/user/approvals').expect(200);
      expect(history.body).toEqual([
        {
          id: expect.any(String),
          status: 'REVOKED',
          memo: '수강 종료',
          actedBy: TEST_ADMIN.email,
          createdAt: expect.any(String),
        },
        {
          id: expect.any(String),
          status: 'APPROVED',
          memo: '승인',
          actedBy: TEST_ADMIN.email,
          createdAt: expect.any(String),
        },
      ]);
      expect(Date.parse(history.body[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(history.body[1].createdAt));
    });

    it('a blank memo is stored as none', async () => {
      const member = await createMember(t);
      await admin.post('/api/admin/approve-user').send({ userId: member.id, memo: '   ' }).expect(200);
      await expect(recordsOf(member.id).then((records) => records[0].memo)).resolves.toBeNull();
    });

    const wrongStates: Array<[string, 'PENDING' | 'VERIFIED' | 'ADMIN', string, string]> = [
      ['approving a VERIFIED member', 'VERIFIED', '/api/admin/approve-user', M.notPending],
      ['rejecting a VERIFIED member', 'VERIFIED', '/api/admin/reject-user', M.notPending],
      ['revoking a PENDING member', 'PENDING', '/api/admin/revoke-user', M.notVerified],
      ['approving an ADMIN', 'ADMIN', '/api/admin/approve-user', M.cannotChangeAdmin],
      ['revoking an ADMIN', 'ADMIN', '/api/admin/revoke-user', M.cannotChangeAdmin],
    ];
    it.each(wrongStates)('%s → 409 INVALID_STATE, nothing written', async (_name, role, path, message) => {
      badInputs++;
      const member = await createMember(t, role);
      const response = await admin.post(path).send({ userId: member.id }).expect(409);
      expect(response.body).toEqual({ ok: false, statusCode: 409, code: 'INVALID_STATE', message });
      await expect(roleOf(member.id)).resolves.toBe(role);
      await expect(recordsOf(member.id)).resolves.toEqual([]);
    });

    it.each([['/api/admin/reject-user'], ['/api/simple/reject-user'], ['/api/superadmin/reject-user']])(
      '%s on a member already rejected → 409 INVALID_STATE, no second record',
      async (path) => {
        badInputs++;
        const member = await createMember(t);
        await admin.post('/api/admin/reject-user').send({ userId: member.id, memo: '서류 미비' }).expect(200);
        const response = await admin.post(path).send({ userId: member.id, memo: '다시' }).expect(409);
        expect(response.body).toEqual({
          ok: false,
          statusCode: 409,
          code: 'INVALID_STATE',
          message: M.alreadyRejected,
        });
        await expect(
          recordsOf(member.id).then((r) => r.map(({ status, memo }) => ({ status, memo }))),
        ).resolves.toEqual([{ status: 'REJECTED', memo: '서류 미비' }]);
      },
    );

    it('a member rejected, approved and revoked may be rejected again', async () => {
      const member = await createMember(t);
      await admin.post('/api/admin/reject-user').send({ userId: member.id }).expect(200);
      await admin.post('/api/admin/approve-user').send({ userId: member.id }).expect(200);
      await admin.post('/api/admin/revoke-user').send({ userId: member.id }).expect(200);
      await admin.post('/api/admin/reject-user').send({ userId: member.id }).expect(200);
      await expect(recordsOf(member.id)).resolves.toHaveLength(4);
    });

    it('two admins rejecting the same member at once: one succeeds, the other gets 409, one record', async () => {
      const member = await createMember(t);
      const console = await consoleAgent(t);
      const statuses = await Promise.all([
        admin
          .post('/api/admin/reject-user')
          .send({ userId: member.id })
          .then((r) => r.status),
        console
          .post('/api/simple/reject-user')
          .send({ userId: member.id })
          .then((r) => r.status),
      ]);
      expect(statuses.sort()).toEqual([200, 409]);
      await expect(recordsOf(member.id)).resolves.toHaveLength(1);
    });

    it('two admins approving the same member at once: one succeeds, the other gets 409, one record', async () => {
      const member = await createMember(t);
      const console = await consoleAgent(t);
      const statuses = await Promise.all([
        admin
          .post('/api/admin/approve-user')
          .send({ userId: member.id })
          .then((r) => r.status),
        console
          .post('/api/simple/approve-user')
          .send({ userId: member.id })
          .then((r) => r.status),
      ]);
      expect(statuses.sort()).toEqual([200, 409]);
      await expect(recordsOf(member.id)).resolves.toHaveLength(1);
    });

    it.each(['/api/admin/approve-user', '/api/admin/reject-user', '/api/admin/revoke-user'])(
      '%s with an unknown id → 404 in Korean',
      async (path) => {
        badInputs++;
        const response = await admin.post(path).send({ userId: 'no-such-member' }).expect(404);
        expect(response.body).toEqual({ ok: false, statusCode: 404, code: 'NOT_FOUND', message: M.notFound });
      },
    );

    const badBodies: Array<[string, unknown, string, string]> = [
      ['no body', undefined, 'userId', V.userId],
      ['an empty userId', { userId: '' }, 'userId', V.userId],
      ['a numeric userId', { userId: 7 }, 'userId', V.userId],
      ['a userId list', { userId: ['a', 'b'] }, 'userId', V.userId],
      ['a null userId', { userId: null }, 'userId', V.userId],
      ['a memo over 500 characters', { userId: 'x', memo: 'm'.repeat(501) }, 'memo', V.memoMax],
      ['a 10 kB memo', { userId: 'x', memo: 'm'.repeat(10_000) }, 'memo', V.memoMax],
      ['a numeric memo', { userId: 'x', memo: 5 }, 'memo', V.invalid],
    ];
    for (const path of [
      '/api/admin/approve-user',
      '/api/admin/reject-user',
      '/api/admin/revoke-user',
      '/api/superadmin/reject-user',
      '/api/simple/approve-user',
    ]) {
      it.each(badBodies)(`${path} with %s → 400 on its field`, async (_name, body, field, message) => {
        badInputs++;
        const pending = admin.post(path);
        const response = await (body === undefined ? pending : pending.send(body as object)).expect(400);
        expect(response.body).toMatchObject({ ok: false, statusCode: 400, code: 'VALIDATION_FAILED', message });
        expect(response.body.errors).toContainEqual({ field, message });
      });
    }

    it.each(['/api/admin/approve-user', '/api/superadmin/reject-user'])(
      '%s with an array body → 400 before any field is read',
      async (path) => {
        badInputs++;
        const response = await admin
          .post(path)
          .send([{ userId: 'x' }])
          .expect(400);
        expect(response.body).toEqual({
          ok: false,
          statusCode: 400,
          code: 'BAD_REQUEST',
          message: MESSAGES.errors.bodyNotObject,
        });
      },
    );

    it('accepts a memo of exactly 500 characters', async () => {
      const member = await createMember(t);
      await admin
        .post('/api/admin/reject-user')
        .send({ userId: member.id, memo: '가'.repeat(500) })
        .expect(200);
    });
  });

  describe('GET /api/admin/members', () => {
    let minsu: { id: string },
      jiwoo: { id: string },
      rejected: { id: string },
      verified: { id: string },
      odd: { id: string };

    beforeAll(async () => {
      minsu = await createMember(t, 'PENDING', { firstName: '도윤', lastName: '박', email: 'minsu.park@search.test' });
      jiwoo = await createMember(t, 'PENDING', { firstName: 'Jiwoo', lastName: 'Lee', email: 'jiwoo@search.test' });
      rejected = await createMember(t, 'PENDING', { firstName: '거절', lastName: '최', email: 'rejected@search.test' });
      await admin.post('/api/admin/reject-user').send({ userId: rejected.id, memo: '중복 가입' }).expect(200);
      verified = await createMember(t, 'VERIFIED', { firstName: '서준', lastName: '정', email: 'seojun@search.test' });
      odd = await createMember(t, 'PENDING', { firstName: '100%_done', lastName: 'X', email: 'odd@search.test' });
    });

    it('answers {items, total} of Members (user + name + latestApproval), newest first', async () => {
      const response = await admin.get('/api/admin/members').query({ q: 'search.test' }).expect(200);
      expect(response.body.total).toBe(5);
      expect(response.body.items).toHaveLength(5);
      expect(Object.keys(response.body.items[0]).sort()).toEqual(MEMBER_KEYS);
      const times = response.body.items.map((item: { createdAt: string }) => Date.parse(item.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(ids(response.body).indexOf(odd.id)).toBeLessThan(ids(response.body).indexOf(minsu.id));
      expect(JSON.stringify(response.body)).not.toMatch(/passwordHash|argon2/);
    });

    it('is always one page: the first 20 without page or pageSize, total counting every member', async () => {
      while ((await admin.get('/api/admin/members').expect(200)).body.total <= MEMBER_PAGE.sizeDefault)
        await createMember(t, 'PENDING', { email: `filler-${Date.now()}-${Math.random()}@page.test` });
      const response = await admin.get('/api/admin/members').expect(200);
      expect(response.body.items).toHaveLength(MEMBER_PAGE.sizeDefault);
      expect(response.body.total).toBeGreaterThan(MEMBER_PAGE.sizeDefault);
      await admin
        .get('/api/admin/members')
        .query({ pageSize: MEMBER_PAGE.sizeMax + 1 })
        .expect(400);
    });

    it.each([
      // By family name (Lee, X, 박, 정, 최), whatever order the shown name puts it in.
      ['name', 'asc', ['Jiwoo Lee', '100%_done X', '박도윤', '정서준', '최거절']],
      ['name', 'desc', ['최거절', '정서준', '박도윤', '100%_done X', 'Jiwoo Lee']],
      [
        'email',
        undefined,
        [
          'jiwoo@search.test',
          'minsu.park@search.test',
          'odd@search.test',
          'rejected@search.test',
          'seojun@search.test',
        ],
      ],
    ])('sorts by %s %s on the server, pages of 2 giving every member once', async (sort, order, expected) => {
      const seen: string[] = [];
      for (let page = 1; page <= 3; page++) {
        const response = await admin
          .get('/api/admin/members')
          .query({ q: 'search.test', sort, ...(order ? { order } : {}), page, pageSize: 2 })
          .expect(200);
        expect(response.body.total).toBe(5);
        for (const item of response.body.items as Array<{ name: string; email: string }>)
          seen.push(sort === 'email' ? item.email : item.name || item.email);
      }
      expect(seen).toEqual(expected);
    });

    it('names Korean members family name first and others "first last"', async () => {
      const response = await admin.get('/api/admin/members').query({ q: 'search.test' }).expect(200);
      const byId = new Map(response.body.items.map((item: { id: string; name: string }) => [item.id, item.name]));
      expect(byId.get(minsu.id)).toBe('박도윤');
      expect(byId.get(jiwoo.id)).toBe('Jiwoo Lee');
    });

    it.each([
      ['pending', () => [minsu.id, jiwoo.id, odd.id], () => [rejected.id, verified.id]],
      ['rejected', () => [rejected.id], () => [minsu.id, verified.id]],
      ['verified', () => [verified.id], () => [minsu.id, rejected.id]],
    ])('status=%s selects exactly its members', async (status, included, excluded) => {
      const response = await admin.get('/api/admin/members').query({ status, q: 'search.test' }).expect(200);
      expect(ids(response.body).sort()).toEqual(included().sort());
      for (const id of excluded()) expect(ids(response.body)).not.toContain(id);
    });

    it('status=admin lists the administrators, status=all everyone', async () => {
      const admins = await admin.get('/api/admin/members').query({ status: 'admin' }).expect(200);
      expect(admins.body.items.map((item: { email: string }) => item.email)).toContain(TEST_ADMIN.email);
      expect(admins.body.items.every((item: { role: Role }) => isAdmin(item))).toBe(true);
      const all = await admin.get('/api/admin/members').query({ status: 'all', q: 'search.test' }).expect(200);
      expect(all.body.total).toBe(5);
    });

    it('role= narrows by role', async () => {
      const response = await admin.get('/api/admin/members').query({ role: 'VERIFIED', q: 'search.test' }).expect(200);
      expect(ids(response.body)).toEqual([verified.id]);
    });

    it.each([
      ['first name', '도윤', 'minsu'],
      ['last name, another case', 'LEE', 'jiwoo'],
      ['e-mail part', 'MINSU.PARK@', 'minsu'],
      ['whole Korean name', '박도윤', 'minsu'],
      ['whole western name', 'jiwoo lee', 'jiwoo'],
      ['surrounding spaces', '  서준 ', 'verified'],
    ])('q matches the %s', async (_name, q, who) => {
      const expected = { minsu, jiwoo, verified }[who as 'minsu' | 'jiwoo' | 'verified'];
      const response = await admin.get('/api/admin/members').query({ q }).expect(200);
      expect(ids(response.body)).toEqual([expected.id]);
    });

    it('q treats LIKE wildcards literally', async () => {
      await expect(
        admin
          .get('/api/admin/members')
          .query({ q: '%' })
          .then((r) => ids(r.body)),
      ).resolves.toEqual([odd.id]);
      await expect(
        admin
          .get('/api/admin/members')
          .query({ q: '0%_d' })
          .then((r) => ids(r.body)),
      ).resolves.toEqual([odd.id]);
      await expect(
        admin
          .get('/api/admin/members')
          .query({ q: '_' })
          .then((r) => ids(r.body)),
      ).resolves.toEqual([odd.id]);
      await expect(
        admin
          .get('/api/admin/members')
          .query({ q: '!' })
          .then((r) => r.body.total),
      ).resolves.toBe(0);
    });

    it('pages with page/pageSize while total counts the whole filtered list', async () => {
      const all = await admin.get('/api/admin/members').query({ q: 'search.test' }).expect(200);
      const first = await admin.get('/api/admin/members').query({ q: 'search.test', page: 1, pageSize: 2 }).expect(200);
      const third = await admin.get('/api/admin/members').query({ q: 'search.test', page: 3, pageSize: 2 }).expect(200);
      expect(first.body).toEqual({ items: all.body.items.slice(0, 2), total: 5 });
      expect(third.body).toEqual({ items: all.body.items.slice(4, 6), total: 5 });
    });

    const badQueries: Array<[string, Record<string, string | string[]>, string, string]> = [
      ['unknown status', { status: 'banned' }, 'status', V.memberStatus],
      ['repeated status', { status: ['pending', 'verified'] }, 'status', V.queryParameter],
      ['unknown role', { role: 'SUPERUSER' }, 'role', V.role],
      ['q over 100 characters', { q: 'q'.repeat(101) }, 'q', V.searchMax],
      ['repeated q', { q: ['a', 'b'] }, 'q', V.queryParameter],
      ['q of a zero-width space', { q: '\u200b' }, 'q', V.invisibleOnly],
      ['q with a NUL character', { q: 'kim\u0000' }, 'q', V.forbiddenCharacters],
      ['page 0', { page: '0' }, 'page', V.page],
      ['page not a number', { page: 'abc' }, 'page', V.page],
      ['page with a fraction', { page: '1.5' }, 'page', V.page],
      ['pageSize over 100', { pageSize: '101' }, 'pageSize', V.pageSize],
      ['pageSize 0', { pageSize: '0' }, 'pageSize', V.pageSize],
    ];
    it.each(badQueries)('%s → 400 in Korean', async (_name, query, field, message) => {
      badInputs++;
      const response = await admin.get('/api/admin/members').query(query).expect(400);
      expect(response.body).toMatchObject({
        ok: false,
        code: 'VALIDATION_FAILED',
        message,
        errors: [{ field, message }],
      });
    });
  });

  describe('DELETE /api/admin/members/:id', () => {
    it('removes the account, its approval records and every one of its sessions', async () => {
      const member = await signedInMember(t, 'PENDING');
      const other = t.agent(); // the same member in a second browser
      await other.post('/api/auth/login').send({ email: member.email, password: member.password }).expect(200);
      await admin.post('/api/admin/approve-user').send({ userId: member.id }).expect(200);
      const sessions = t.app.get(DataSource).getRepository(SessionRecord);
      await expect(sessions.countBy({ userId: member.id })).resolves.toBe(2);

      const response = await admin.delete(`/api/admin/members/${member.id}`).expect(200);
      expect(response.body).toEqual({ ok: true, message: M.removedDetail });
      await expect(roleOf(member.id)).resolves.toBeUndefined();
      await expect(recordsOf(member.id)).resolves.toEqual([]);
      await expect(sessions.countBy({ userId: member.id })).resolves.toBe(0);
      await member.agent.get('/api/auth/user').expect(401);
      await other.get('/api/auth/user').expect(401);
    });

    it('keeps the view records of a removed member’s videos, without the member', async () => {
      const member = await createMember(t, 'VERIFIED');
      const db = t.app.get(DataSource);
      const course = await db
        .getRepository(Course)
        .save(db.getRepository(Course).create({ title: '삭제 테스트', slug: `removal-${Date.now()}`, tags: [] }));
      const video = await db
        .getRepository(Video)
        .save(
          db.getRepository(Video).create({ courseId: course.id, title: '1강', externalUrl: 'https://youtu.be/abc' }),
        );
      const view = await db
        .getRepository(VideoView)
        .save(
          db
            .getRepository(VideoView)
            .create({ videoId: video.id, userId: member.id, period: viewPeriodOf(new Date()) }),
        );
      await admin.delete(`/api/admin/members/${member.id}`).expect(200);
      await expect(db.getRepository(VideoView).findOneBy({ id: view.id })).resolves.toMatchObject({
        videoId: video.id,
        userId: null,
      });
    });

    it('refuses to remove yourself', async () => {
      badInputs++;
      const me = await admin.get('/api/auth/user').expect(200);
      const response = await admin.delete(`/api/admin/members/${me.body.id}`).expect(409);
      expect(response.body).toEqual({ ok: false, statusCode: 409, code: 'INVALID_STATE', message: M.cannotRemoveSelf });
    });

    it('refuses to remove another administrator', async () => {
      badInputs++;
      const otherAdmin = await createMember(t, 'ADMIN');
      const response = await admin.delete(`/api/admin/members/${otherAdmin.id}`).expect(409);
      expect(response.body).toMatchObject({ code: 'INVALID_STATE', message: M.cannotChangeAdmin });
      await expect(roleOf(otherAdmin.id)).resolves.toBe('ADMIN');
    });

    it('answers 404 in Korean for an unknown id', async () => {
      badInputs++;
      const response = await admin.delete('/api/admin/members/does-not-exist').expect(404);
      expect(response.body).toEqual({ ok: false, statusCode: 404, code: 'NOT_FOUND', message: M.notFound });
    });

    it('works from a console session too', async () => {
      const member = await createMember(t, 'VERIFIED');
      const console = await consoleAgent(t);
      await console.delete(`/api/admin/members/${member.id}`).expect(200);
      await expect(roleOf(member.id)).resolves.toBeUndefined();
    });
  });

  describe('older admin variant and the consoles', () => {
    it('GET /api/admin/users/pending, /api/superadmin/pending-users and /api/simple/pending-users answer the pending list as an array', async () => {
      const member = await createMember(t);
      const rejected = await createMember(t);
      await admin.post('/api/admin/reject-user').send({ userId: rejected.id }).expect(200);
      for (const path of ['/api/admin/users/pending', '/api/superadmin/pending-users', '/api/simple/pending-users']) {
        const response = await admin.get(path).expect(200);
        expect(Array.isArray(response.body)).toBe(true);
        expect(response.body.map((item: { id: string }) => item.id)).toContain(member.id);
        expect(response.body.map((item: { id: string }) => item.id)).not.toContain(rejected.id);
        expect(response.body.every((item: { role: Role }) => isPending(item))).toBe(true);
        expect(Object.keys(response.body[0]).sort()).toEqual(MEMBER_KEYS);
      }
    });

    it('POST /api/admin/users/:id/approve and /reject take the id from the path and an optional memo', async () => {
      const a = await createMember(t);
      const b = await createMember(t);
      await admin.post(`/api/admin/users/${a.id}/approve`).send({ memo: '확인' }).expect(200);
      await admin.post(`/api/admin/users/${b.id}/reject`).expect(200);
      await expect(recordsOf(a.id).then((r) => r.map(({ status, memo }) => ({ status, memo })))).resolves.toEqual([
        { status: 'APPROVED', memo: '확인' },
      ]);
      await expect(recordsOf(b.id).then((r) => r.map(({ status, memo }) => ({ status, memo })))).resolves.toEqual([
        { status: 'REJECTED', memo: null },
      ]);
      await admin.post('/api/admin/users/nobody/approve').send({}).expect(404);
    });

    it.each([
      ['/api/superadmin/approve-user', 'APPROVED'],
      ['/api/superadmin/reject-user', 'REJECTED'],
      ['/api/simple/approve-user', 'APPROVED'],
      ['/api/simple/reject-user', 'REJECTED'],
    ])('%s keeps no memo when none is typed, acting as "console"', async (path, status) => {
      const console = await consoleAgent(t);
      const member = await createMember(t);
      const response = await console.post(path).send({ userId: member.id }).expect(200);
      expect(response.body).toMatchObject({ ok: true, user: { id: member.id } });
      await expect(recordsOf(member.id).then((r) => r[0])).resolves.toMatchObject({
        status,
        memo: null,
        actedBy: 'console',
      });
    });

    it('the secret console keeps a memo that is sent', async () => {
      const member = await createMember(t);
      await admin.post('/api/superadmin/reject-user').send({ userId: member.id, memo: '서류 미비' }).expect(200);
      await expect(recordsOf(member.id).then((r) => r[0])).resolves.toMatchObject({
        status: 'REJECTED',
        memo: '서류 미비',
        actedBy: TEST_ADMIN.email,
      });
    });
  });
});
