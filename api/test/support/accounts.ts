import { isParent, isPending, type Role } from '@academy/common';
import type request from 'supertest';
import { DataSource } from 'typeorm';
import { User } from '../../src/members/user.entity';
import { TEST_ADMIN, TEST_CONSOLE_PASSWORD, type TestApp } from './test-app';

export type Agent = ReturnType<typeof request.agent>;

/** The callers of the "who may call what" tables (auth-access-matrix, the hostile corpus). */
export type Caller = 'visitor' | 'PENDING' | 'VERIFIED' | 'PARENT' | 'ADMIN' | 'console';
export const CALLERS: readonly Caller[] = ['visitor', 'PENDING', 'VERIFIED', 'PARENT', 'ADMIN', 'console'];

export const MEMBER_PASSWORD = 'member-password-1';

let sequence = 0;

/** A unique, valid e-mail for this test run. */
export function uniqueEmail(prefix = 'member'): string {
  return `${prefix}-${process.pid}-${++sequence}@test.local`;
}

export interface SignupBody {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  confirmPassword: string;
  agreements: { terms: boolean; privacy: boolean; marketing?: boolean };
  under14?: boolean;
  guardianName?: string;
  guardianPhone?: string;
  guardianConsent?: boolean;
  accountType?: 'STUDENT' | 'PARENT';
  phone?: string;
}

/** The two consents sign-up requires (issue 29). */
export const REQUIRED_AGREEMENTS = { terms: true, privacy: true } as const;

export function signupBody(overrides: Partial<SignupBody> = {}): SignupBody {
  const password = overrides.password ?? MEMBER_PASSWORD;
  return {
    email: uniqueEmail(),
    firstName: '민수',
    lastName: '김',
    password,
    confirmPassword: password,
    agreements: { ...REQUIRED_AGREEMENTS },
    ...overrides,
  };
}

/** Signs up through the API and, for VERIFIED or ADMIN, sets the role directly in the database. */
export async function createMember(t: TestApp, role: Role = 'PENDING', overrides: Partial<SignupBody> = {}) {
  // A parent signs up as one (the account type is the sign-up's, not a role staff give).
  const body = signupBody(isParent(role) ? { accountType: 'PARENT', phone: '010-2345-6789', ...overrides } : overrides);
  const response = await t.http().post('/api/auth/signup').send(body);
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
  const id = response.body.user.id as string;
  if (!isPending(role) && !isParent(role)) await t.app.get(DataSource).getRepository(User).update({ id }, { role });
  return { id, email: body.email, password: body.password, role };
}

/** A cookie-keeping client signed in with these credentials. */
export async function signIn(t: TestApp, email: string, password: string): Promise<Agent> {
  const agent = t.agent();
  const response = await agent.post('/api/auth/login').send({ email, password });
  if (response.status !== 200)
    throw new Error(`login failed for ${email}: ${response.status} ${JSON.stringify(response.body)}`);
  return agent;
}

/** A new member of this role, signed in: { id, email, agent }. */
export async function signedInMember(t: TestApp, role: Role, overrides: Partial<SignupBody> = {}) {
  const member = await createMember(t, role, overrides);
  return { ...member, agent: await signIn(t, member.email, member.password) };
}

/** The configured administrator (TEST_ADMIN), signed in. */
export function signedInAdmin(t: TestApp): Promise<Agent> {
  return signIn(t, TEST_ADMIN.email, TEST_ADMIN.password);
}

/** A client with a shared-password console session (not a signed-in member). */
export async function consoleAgent(t: TestApp): Promise<Agent> {
  const agent = t.agent();
  const response = await agent.post('/api/admin/login').send({ password: TEST_CONSOLE_PASSWORD });
  if (response.status !== 200)
    throw new Error(`console login failed: ${response.status} ${JSON.stringify(response.body)}`);
  return agent;
}

/** One client per caller of the access table; the visitor has no cookies. */
export async function agentFor(t: TestApp, caller: Caller): Promise<Agent> {
  switch (caller) {
    case 'visitor':
      return t.agent();
    case 'ADMIN':
      return signedInAdmin(t);
    case 'console':
      return consoleAgent(t);
    default:
      return (await signedInMember(t, caller)).agent;
  }
}

export async function agentsForAll(t: TestApp): Promise<Record<Caller, Agent>> {
  const entries = await Promise.all(CALLERS.map(async (caller) => [caller, await agentFor(t, caller)] as const));
  return Object.fromEntries(entries) as Record<Caller, Agent>;
}
