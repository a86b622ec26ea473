import type { Test } from 'supertest';
import { DataSource } from 'typeorm';
import { MESSAGES, type Role } from '@academy/common';
import { ApprovalRecord } from '../src/members/approval-record.entity';
import { User } from '../src/members/user.entity';
import { agentFor, agentsForAll, CALLERS, createMember, signupBody, type Agent, type Caller } from './support/accounts';
import { createTestApp, TEST_CONSOLE_PASSWORD, type TestApp } from './support/test-app';

/**
 * Who may call what, for the accounts routes: one row per route, one case per caller.
 * Rows that act on a member get a fresh target of the right role per case, so a refusal is about
 * the caller and not the target; a refused call must leave the target untouched.
 */
type Expected = Record<Caller, number>;

const anyone = (status: number): Expected => ({
  visitor: status,
  PENDING: status,
  VERIFIED: status,
  ADMIN: status,
  console: status,
});
const SELF: Expected = { visitor: 401, PENDING: 200, VERIFIED: 200, ADMIN: 200, console: 401 };
const ADMINS: Expected = { visitor: 401, PENDING: 403, VERIFIED: 403, ADMIN: 200, console: 200 };

interface Row {
  route: string;
  expected: Expected;
  call: (agent: Agent, target: { id: string; email: string; password: string }) => Test;
  /** The role of the member this route acts on (created per case). */
  target?: Role;
  /** The call ends or replaces the caller's session: use a fresh caller. */
  endsSession?: boolean;
}

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
];

const cases = rows.flatMap((row) => CALLERS.map((caller) => ({ ...row, caller, status: row.expected[caller] })));

describe(`accounts access matrix: ${rows.length} routes × ${CALLERS.length} callers = ${cases.length} cases (e2e)`, () => {
  let t: TestApp;
  let shared: Record<Caller, Agent>;

  beforeAll(async () => {
    t = await createTestApp();
    shared = await agentsForAll(t);
  });
  afterAll(async () => {
    console.log(`auth-access-matrix.e2e: ${cases.length} route × caller cases`);
    await t.close();
  });

  const snapshot = async (userId: string) => ({
    role: (await t.app.get(DataSource).getRepository(User).findOneBy({ id: userId }))?.role,
    records: await t.app.get(DataSource).getRepository(ApprovalRecord).countBy({ userId }),
  });

  it.each(cases.map((c) => [c.route, c.caller, c.status, c] as const))(
    '%s as %s → %i',
    async (_route, caller, status, row) => {
      const agent = row.endsSession ? await agentFor(t, caller) : shared[caller];
      const target = row.target
        ? await createMember(t, row.target)
        : { id: 'none', email: 'none@test.local', password: 'none' };
      const before = row.target ? await snapshot(target.id) : null;

      const response = await row.call(agent, target);
      expect(response.status).toBe(status);

      if (status === 401)
        expect(response.body).toEqual({
          ok: false,
          statusCode: 401,
          code: 'UNAUTHORIZED',
          message: MESSAGES.auth.unauthorized,
        });
      if (status === 403)
        expect(response.body).toEqual({
          ok: false,
          statusCode: 403,
          code: 'FORBIDDEN',
          message: MESSAGES.auth.forbidden,
        });
      if (status >= 400 && before) await expect(snapshot(target.id)).resolves.toEqual(before);
      if (row.route === 'GET /api/simple/ping')
        expect(response.body.console).toBe(caller === 'ADMIN' || caller === 'console');
    },
  );
});
