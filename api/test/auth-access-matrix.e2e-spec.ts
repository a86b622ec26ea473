import type { Test } from 'supertest';
import { DataSource } from 'typeorm';
import { MESSAGES, type Role } from '@academy/common';
import { ApprovalRecord } from '../src/members/approval-record.entity';
import { User } from '../src/members/user.entity';
import { GalleryItem } from '../src/gallery/gallery-item.entity';
import { Program } from '../src/programs/program.entity';
import { Notice } from '../src/notices/notice.entity';
import { ConsultationRequest } from '../src/consultations/consultation.entity';
import {
  agentFor,
  agentsForAll,
  CALLERS,
  createMember,
  signupBody,
  type Agent,
  type Caller,
  uniqueEmail,
} from './support/accounts';
import { createTestApp, TEST_CONSOLE_PASSWORD, type TestApp } from './support/test-app';

/**
 * Who may call what — the one access matrix of the API: one row per route, one case per caller.
 * Rows that act on something (a member, a gallery image, a program) get a fresh target per case,
 * so a refusal is about the caller and not the target; a refused call must leave it untouched.
 */
type Expected = Record<Caller, number>;

const anyone = (status: number): Expected => ({
  visitor: status,
  PENDING: status,
  VERIFIED: status,
  PARENT: status,
  ADMIN: status,
  console: status,
});
const SELF: Expected = { visitor: 401, PENDING: 200, VERIFIED: 200, PARENT: 200, ADMIN: 200, console: 401 };
const ADMINS: Expected = { visitor: 401, PENDING: 403, VERIFIED: 403, PARENT: 403, ADMIN: 200, console: 200 };
/** A parent's own routes: a parent account only (a member, waiting or approved, is never one). */
const PARENTS: Expected = { visitor: 401, PENDING: 403, VERIFIED: 403, PARENT: 200, ADMIN: 403, console: 401 };
/** A student's side of the links: approved students only. */
const STUDENTS: Expected = { visitor: 401, PENDING: 403, VERIFIED: 200, PARENT: 403, ADMIN: 403, console: 401 };

interface Target {
  id: string;
  email: string;
  password: string;
  /** What a refused call must leave as it was. */
  state: () => Promise<unknown>;
}

interface Row {
  route: string;
  expected: Expected;
  call: (agent: Agent, target: Target) => Test;
  /** What this route acts on: a member of this role, or a content row (created per case). */
  target?: Role | 'gallery' | 'program' | 'notice' | 'consultation';
  /** The call ends or replaces the caller's session: use a fresh caller. */
  endsSession?: boolean;
}

/** An id no row has. */
const UNKNOWN_ID = '00000000-0000-0000-0000-000000000000';
const IMAGE = 'https://cdn.example.com/a.jpg';
const programBody = () => ({
  slug: `matrix-${Math.random().toString(36).slice(2, 10)}`,
  title: '프로그램',
  content: '내용',
});

const rows: Row[] = [
  // Self-service routes: any signed-in member, never a console session.
  { route: 'GET /api/auth/user', expected: SELF, call: (a) => a.get('/api/auth/user') },
  { route: 'GET /api/user/approvals', expected: SELF, call: (a) => a.get('/api/user/approvals') },
  // Open routes.
  { route: 'POST /api/auth/signup', expected: anyone(201), call: (a) => a.post('/api/auth/signup').send(signupBody()) },
  {
    route: 'POST /api/auth/login',
    expected: anyone(200),
    target: 'PENDING',
    endsSession: true,
    call: (a, m) => a.post('/api/auth/login').send({ email: m.email, password: m.password }),
  },
  { route: 'POST /api/auth/logout', expected: anyone(200), endsSession: true, call: (a) => a.post('/api/auth/logout') },
  {
    route: 'POST /api/auth/student-logout',
    expected: anyone(200),
    endsSession: true,
    call: (a) => a.post('/api/auth/student-logout'),
  },
  { route: 'GET /api/login', expected: anyone(302), call: (a) => a.get('/api/login') },
  {
    route: 'POST /api/auth/password-reset-requests',
    expected: anyone(202),
    call: (a) => a.post('/api/auth/password-reset-requests').send({ email: uniqueEmail('reset') }),
  },
  {
    route: 'POST /api/auth/password-reset',
    expected: anyone(400),
    call: (a) =>
      a
        .post('/api/auth/password-reset')
        .send({ token: 'no-such-token', newPassword: 'pass-1234', confirmPassword: 'pass-1234' }),
  },
  {
    route: 'POST /api/admin/login',
    expected: anyone(200),
    endsSession: true,
    call: (a) => a.post('/api/admin/login').send({ password: TEST_CONSOLE_PASSWORD }),
  },
  {
    route: 'POST /api/dev/login',
    expected: anyone(200),
    endsSession: true,
    call: (a) => a.post('/api/dev/login').send({ password: TEST_CONSOLE_PASSWORD }),
  },
  {
    route: 'POST /api/admin/logout',
    expected: anyone(200),
    endsSession: true,
    call: (a) => a.post('/api/admin/logout'),
  },
  { route: 'POST /api/dev/logout', expected: anyone(200), endsSession: true, call: (a) => a.post('/api/dev/logout') },
  { route: 'GET /api/simple/ping', expected: anyone(200), call: (a) => a.get('/api/simple/ping') },
  // Admin routes: an ADMIN account or a console session.
  { route: 'GET /api/admin/members', expected: ADMINS, call: (a) => a.get('/api/admin/members') },
  { route: 'GET /api/admin/mail-outbox', expected: ADMINS, call: (a) => a.get('/api/admin/mail-outbox') },
  {
    route: 'DELETE /api/admin/members/:id',
    expected: ADMINS,
    target: 'VERIFIED',
    call: (a, m) => a.delete(`/api/admin/members/${m.id}`),
  },
  {
    route: 'POST /api/admin/approve-user',
    expected: ADMINS,
    target: 'PENDING',
    call: (a, m) => a.post('/api/admin/approve-user').send({ userId: m.id }),
  },
  {
    route: 'POST /api/admin/reject-user',
    expected: ADMINS,
    target: 'PENDING',
    call: (a, m) => a.post('/api/admin/reject-user').send({ userId: m.id, memo: '거절' }),
  },
  {
    route: 'POST /api/admin/revoke-user',
    expected: ADMINS,
    target: 'VERIFIED',
    call: (a, m) => a.post('/api/admin/revoke-user').send({ userId: m.id }),
  },
  { route: 'GET /api/admin/users/pending', expected: ADMINS, call: (a) => a.get('/api/admin/users/pending') },
  {
    route: 'POST /api/admin/users/:id/approve',
    expected: ADMINS,
    target: 'PENDING',
    call: (a, m) => a.post(`/api/admin/users/${m.id}/approve`).send({}),
  },
  {
    route: 'POST /api/admin/users/:id/reject',
    expected: ADMINS,
    target: 'PENDING',
    call: (a, m) => a.post(`/api/admin/users/${m.id}/reject`).send({ memo: '거절' }),
  },
  { route: 'GET /api/superadmin/pending-users', expected: ADMINS, call: (a) => a.get('/api/superadmin/pending-users') },
  {
    route: 'POST /api/superadmin/approve-user',
    expected: ADMINS,
    target: 'PENDING',
    call: (a, m) => a.post('/api/superadmin/approve-user').send({ userId: m.id }),
  },
  {
    route: 'POST /api/superadmin/reject-user',
    expected: ADMINS,
    target: 'PENDING',
    call: (a, m) => a.post('/api/superadmin/reject-user').send({ userId: m.id, memo: '거절' }),
  },
  { route: 'GET /api/simple/pending-users', expected: ADMINS, call: (a) => a.get('/api/simple/pending-users') },
  {
    route: 'POST /api/simple/approve-user',
    expected: ADMINS,
    target: 'PENDING',
    call: (a, m) => a.post('/api/simple/approve-user').send({ userId: m.id }),
  },
  {
    route: 'POST /api/simple/reject-user',
    expected: ADMINS,
    target: 'PENDING',
    call: (a, m) => a.post('/api/simple/reject-user').send({ userId: m.id }),
  },
  // Batch decisions.
  {
    route: 'POST /api/admin/members/decisions',
    expected: ADMINS,
    target: 'PENDING',
    call: (a, m) => a.post('/api/admin/members/decisions').send({ ids: [m.id], decision: 'approve' }),
  },
  {
    route: 'POST /api/admin/videos/publication',
    expected: ADMINS,
    call: (a) => a.post('/api/admin/videos/publication').send({ ids: [UNKNOWN_ID], published: false }),
  },
  // Gallery: the public list, the admin page and both consoles.
  { route: 'GET /api/gallery', expected: anyone(200), call: (a) => a.get('/api/gallery') },
  { route: 'GET /api/admin/gallery', expected: ADMINS, call: (a) => a.get('/api/admin/gallery') },
  {
    route: 'POST /api/admin/gallery',
    expected: { ...ADMINS, ADMIN: 201, console: 201 },
    call: (a) => a.post('/api/admin/gallery').send({ imageUrl: IMAGE }),
  },
  {
    route: 'PUT /api/admin/gallery/:id',
    expected: ADMINS,
    target: 'gallery',
    call: (a, g) => a.put(`/api/admin/gallery/${g.id}`).send({ caption: '바뀜' }),
  },
  {
    route: 'DELETE /api/admin/gallery/:id',
    expected: ADMINS,
    target: 'gallery',
    call: (a, g) => a.delete(`/api/admin/gallery/${g.id}`),
  },
  { route: 'GET /api/superadmin/gallery', expected: ADMINS, call: (a) => a.get('/api/superadmin/gallery') },
  {
    route: 'POST /api/superadmin/gallery',
    expected: { ...ADMINS, ADMIN: 201, console: 201 },
    call: (a) => a.post('/api/superadmin/gallery').send({ url: IMAGE }),
  },
  {
    route: 'DELETE /api/superadmin/gallery/:id',
    expected: ADMINS,
    target: 'gallery',
    call: (a, g) => a.delete(`/api/superadmin/gallery/${g.id}`),
  },
  {
    route: 'POST /api/superadmin/gallery/:id/toggle',
    expected: ADMINS,
    target: 'gallery',
    call: (a, g) => a.post(`/api/superadmin/gallery/${g.id}/toggle`),
  },
  { route: 'GET /api/simple/gallery', expected: ADMINS, call: (a) => a.get('/api/simple/gallery') },
  {
    route: 'POST /api/simple/gallery',
    expected: { ...ADMINS, ADMIN: 201, console: 201 },
    call: (a) => a.post('/api/simple/gallery').send({ title: '사진', imageUrl: IMAGE }),
  },
  // Notices: the public list and the admin page.
  { route: 'GET /api/notices', expected: anyone(200), call: (a) => a.get('/api/notices') },
  { route: 'GET /api/admin/notices', expected: ADMINS, call: (a) => a.get('/api/admin/notices') },
  {
    route: 'POST /api/admin/notices',
    expected: { ...ADMINS, ADMIN: 201, console: 201 },
    call: (a) => a.post('/api/admin/notices').send({ title: '새 공지', body: '내용' }),
  },
  {
    route: 'PUT /api/admin/notices/:id',
    expected: ADMINS,
    target: 'notice',
    call: (a, n) => a.put(`/api/admin/notices/${n.id}`).send({ title: '새 공지', body: '내용' }),
  },
  {
    route: 'DELETE /api/admin/notices/:id',
    expected: ADMINS,
    target: 'notice',
    call: (a, n) => a.delete(`/api/admin/notices/${n.id}`),
  },
  // Programs: the public pages and the secret console.
  { route: 'GET /api/programs', expected: anyone(200), call: (a) => a.get('/api/programs') },
  {
    route: 'GET /api/programs/:slug',
    expected: anyone(200),
    target: 'program',
    call: (a, p) => a.get(`/api/programs/${p.email}`),
  },
  { route: 'GET /api/superadmin/programs', expected: ADMINS, call: (a) => a.get('/api/superadmin/programs') },
  {
    route: 'POST /api/superadmin/programs',
    expected: { ...ADMINS, ADMIN: 201, console: 201 },
    call: (a) => a.post('/api/superadmin/programs').send(programBody()),
  },
  {
    route: 'PUT /api/superadmin/programs/:id',
    expected: ADMINS,
    target: 'program',
    call: (a, p) => a.put(`/api/superadmin/programs/${p.id}`).send({ ...programBody(), title: '새 제목' }),
  },
  {
    route: 'DELETE /api/superadmin/programs/:id',
    expected: ADMINS,
    target: 'program',
    call: (a, p) => a.delete(`/api/superadmin/programs/${p.id}`),
  },
  // Consultation requests: anyone sends one (five callers, within the per-address limit of 5); staff read and handle them.
  {
    route: 'POST /api/consultations',
    expected: anyone(201),
    call: (a) => a.post('/api/consultations').send({ name: '김민수', phone: '010-1234-5678', consent: true }),
  },
  // Parents (학부모): the parent's routes, the student's code and guardians, the staff's links.
  { route: 'GET /api/parent/children', expected: PARENTS, call: (a) => a.get('/api/parent/children') },
  { route: 'GET /api/parent/links', expected: PARENTS, call: (a) => a.get('/api/parent/links') },
  {
    route: 'POST /api/parent/links',
    expected: { ...PARENTS, PARENT: 400 },
    call: (a) => a.post('/api/parent/links').send({ code: 'ZZZZ-ZZZZ' }),
  },
  { route: 'GET /api/parent/settings', expected: PARENTS, call: (a) => a.get('/api/parent/settings') },
  {
    route: 'PATCH /api/parent/settings',
    expected: PARENTS,
    call: (a) => a.patch('/api/parent/settings').send({ weeklyReport: true }),
  },
  {
    route: 'GET /api/parent/children/:id/report',
    expected: { ...PARENTS, PARENT: 404 },
    target: 'VERIFIED',
    call: (a, m) => a.get(`/api/parent/children/${m.id}/report`),
  },
  { route: 'GET /api/me/parent-link-code', expected: STUDENTS, call: (a) => a.get('/api/me/parent-link-code') },
  { route: 'GET /api/me/guardians', expected: STUDENTS, call: (a) => a.get('/api/me/guardians') },
  { route: 'GET /api/admin/parent-links', expected: ADMINS, call: (a) => a.get('/api/admin/parent-links') },
  {
    route: 'POST /api/admin/parent-links/:id/confirm',
    expected: { ...ADMINS, ADMIN: 404, console: 404 },
    call: (a) => a.post(`/api/admin/parent-links/${UNKNOWN_ID}/confirm`),
  },
  {
    route: 'GET /api/admin/parents/:id/report',
    expected: { ...ADMINS, ADMIN: 404, console: 404 },
    call: (a) => a.get(`/api/admin/parents/${UNKNOWN_ID}/report`),
  },
  {
    route: 'POST /api/admin/parents/:id/report',
    expected: { ...ADMINS, ADMIN: 404, console: 404 },
    call: (a) => a.post(`/api/admin/parents/${UNKNOWN_ID}/report`),
  },
  {
    route: 'POST /api/admin/members/:id/parent-invitations',
    expected: { ...ADMINS, ADMIN: 404, console: 404 },
    call: (a) => a.post(`/api/admin/members/${UNKNOWN_ID}/parent-invitations`).send({ email: 'p@test.local' }),
  },
  {
    route: 'GET /api/parent-invitations/:token',
    expected: anyone(400),
    call: (a) => a.get('/api/parent-invitations/x'),
  },
  {
    route: 'POST /api/parent/invitations',
    expected: { ...PARENTS, PARENT: 400 },
    call: (a) => a.post('/api/parent/invitations').send({ token: 'x' }),
  },
  { route: 'GET /api/admin/consultations', expected: ADMINS, call: (a) => a.get('/api/admin/consultations') },
  { route: 'GET /api/admin/consultations.csv', expected: ADMINS, call: (a) => a.get('/api/admin/consultations.csv') },
  {
    route: 'GET /api/admin/consultations/new-count',
    expected: ADMINS,
    call: (a) => a.get('/api/admin/consultations/new-count'),
  },
  {
    route: 'PATCH /api/admin/consultations/:id',
    expected: ADMINS,
    target: 'consultation',
    call: (a, c) => a.patch(`/api/admin/consultations/${c.id}`).send({ status: 'CONTACTED', memo: '통화함' }),
  },
  {
    route: 'DELETE /api/admin/consultations/:id',
    expected: ADMINS,
    target: 'consultation',
    call: (a, c) => a.delete(`/api/admin/consultations/${c.id}`),
  },
];

const cases = rows.flatMap((row) => CALLERS.map((caller) => ({ ...row, caller, status: row.expected[caller] })));
const REFUSALS: Record<number, object> = {
  401: { ok: false, statusCode: 401, code: 'UNAUTHORIZED', message: MESSAGES.auth.unauthorized },
  403: { ok: false, statusCode: 403, code: 'FORBIDDEN', message: MESSAGES.auth.forbidden },
};
const refused = cases.filter((c) => c.status in REFUSALS);
const allowed = cases.filter((c) => !(c.status in REFUSALS));

describe(`access matrix: ${rows.length} routes × ${CALLERS.length} callers = ${cases.length} cases (e2e)`, () => {
  let t: TestApp;
  let shared: Record<Caller, Agent>;

  beforeAll(async () => {
    // One consultation per caller from one address: above the default five an hour.
    t = await createTestApp({ CONSULT_LIMIT_PER_HOUR: '20' });
    shared = await agentsForAll(t);
  });
  afterAll(async () => {
    console.log(`auth-access-matrix.e2e: ${cases.length} route × caller cases`);
    await t.close();
  });

  const repository = <T extends object>(entity: new () => T) => t.app.get(DataSource).getRepository(entity);
  const NO_TARGET: Target = { id: 'none', email: 'none@test.local', password: 'none', state: async () => null };

  async function targetFor(row: Row): Promise<Target> {
    // A refused create must add nothing.
    if (!row.target)
      return {
        ...NO_TARGET,
        state: async () => [
          await repository(GalleryItem).count(),
          await repository(Program).count(),
          await repository(Notice).count(),
        ],
      };
    if (row.target === 'gallery') {
      const { body } = await shared.ADMIN.post('/api/admin/gallery').send({ imageUrl: IMAGE, caption: '강의실' });
      return { ...NO_TARGET, id: body.id, state: () => repository(GalleryItem).findOneBy({ id: body.id }) };
    }
    if (row.target === 'notice') {
      const { body } = await shared.ADMIN.post('/api/admin/notices').send({ title: '대상', body: '본문' });
      return { ...NO_TARGET, id: body.id, state: () => repository(Notice).findOneBy({ id: body.id }) };
    }
    if (row.target === 'consultation') {
      // Stored directly: the public route's per-address limit is the POST row's to use.
      const repo = repository(ConsultationRequest);
      const row = await repo.save(repo.create({ createdAt: new Date(), name: '대상', phone: '010-0000-0000' }));
      return { ...NO_TARGET, id: row.id, state: () => repo.findOneBy({ id: row.id }) };
    }
    if (row.target === 'program') {
      const { body } = await shared.ADMIN.post('/api/superadmin/programs').send(programBody());
      // A program is read by its slug: carried as the target's "email".
      return {
        ...NO_TARGET,
        id: body.id,
        email: body.slug,
        state: () => repository(Program).findOneBy({ id: body.id }),
      };
    }
    const member = await createMember(t, row.target);
    return {
      ...member,
      state: async () => ({
        role: (await repository(User).findOneBy({ id: member.id }))?.role,
        records: await repository(ApprovalRecord).countBy({ userId: member.id }),
      }),
    };
  }

  const agentOf = (row: Row, caller: Caller) => (row.endsSession ? agentFor(t, caller) : shared[caller]);

  it.each(refused.map((c) => [c.route, c.caller, c.status, c] as const))(
    '%s as %s → %i, the target untouched',
    async (_route, caller, status, row) => {
      const target = await targetFor(row);
      const before = await target.state();

      const response = await row.call(await agentOf(row, caller), target);
      expect(response.status).toBe(status);
      expect(response.body).toEqual(REFUSALS[status]);
      await expect(target.state()).resolves.toEqual(before);
    },
  );

  it.each(allowed.map((c) => [c.route, c.caller, c.status, c] as const))(
    '%s as %s → %i',
    async (_route, caller, status, row) => {
      const response = await row.call(await agentOf(row, caller), await targetFor(row));
      expect(response.status).toBe(status);
    },
  );

  it.each(CALLERS)('GET /api/simple/ping tells %s whether a console session is open', async (caller) => {
    const response = await shared[caller].get('/api/simple/ping').expect(200);
    expect(response.body.console).toBe(caller === 'ADMIN' || caller === 'console');
  });
});
