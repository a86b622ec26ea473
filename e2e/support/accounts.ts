import { randomBytes } from 'crypto';
import type { APIRequestContext, BrowserContext } from 'playwright-core';
import { site } from './site';

export interface MemberAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** A member nobody else in the run uses (the site keeps one database for every suite). */
export function newMemberAccount(label: string): MemberAccount {
  const id = randomBytes(4).toString('hex');
  return { email: `${label}-${id}@academy.test`, password: `pw-${id}-secret`, firstName: '민수', lastName: '김' };
}

async function expectStatus(answer: Awaited<ReturnType<APIRequestContext['post']>>, status: number, what: string) {
  if (answer.status() !== status)
    throw new Error(`${what}: expected HTTP ${status}, got ${answer.status()} ${await answer.text()}`);
}

/** The two consents sign-up requires (이용약관, 개인정보 수집·이용). */
export const REQUIRED_AGREEMENTS = { terms: true, privacy: true } as const;

/** What the sign-up form sends for this member: both passwords and the required consents. */
export const signupData = (member: MemberAccount) => ({
  ...member,
  confirmPassword: member.password,
  agreements: REQUIRED_AGREEMENTS,
});

/** Signs a member up through the API (the account starts PENDING). */
export async function signUpViaApi(request: APIRequestContext, member: MemberAccount): Promise<void> {
  const answer = await request.post(site.url('/api/auth/signup'), { data: signupData(member) });
  await expectStatus(answer, 201, `sign-up of ${member.email}`);
}

/** Signs in through the API; the session cookie lands in the context, as if the login form had been used. */
export async function signInViaApi(context: BrowserContext, email: string, password: string): Promise<void> {
  const answer = await context.request.post(site.url('/api/auth/login'), { data: { email, password } });
  await expectStatus(answer, 200, `login of ${email}`);
}

export async function signInAsAdmin(context: BrowserContext): Promise<void> {
  await signInViaApi(context, site.admin.email, site.admin.password);
}

/** A fresh PENDING member, signed in in `context`. */
export async function signInAsNewMember(context: BrowserContext, label: string): Promise<MemberAccount> {
  const member = newMemberAccount(label);
  await signUpViaApi(context.request, member);
  await signInViaApi(context, member.email, member.password);
  return member;
}
