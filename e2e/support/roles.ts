import type { BrowserContext } from 'playwright-core';
import { signInAsAdmin, signInAsNewMember } from './accounts';
import { site } from './site';

/** Who looks at a page: a visitor without a session, or a signed-in account of each role. */
export type Role = 'visitor' | 'PENDING' | 'VERIFIED' | 'ADMIN';

export const ROLES: Role[] = ['visitor', 'PENDING', 'VERIFIED', 'ADMIN'];

/** Approves a member through the ADMIN's API, from a context of its own so `context` keeps its session. */
async function approve(adminContext: BrowserContext, email: string): Promise<void> {
  await signInAsAdmin(adminContext);
  // Searched by address: suites running beside this one sign up members of their own.
  const list = await adminContext.request.get(
    site.url(`/api/admin/members?status=pending&q=${encodeURIComponent(email)}`),
  );
  const { items } = (await list.json()) as { items: { id: string; email: string }[] };
  const userId = items.find((user) => user.email === email)?.id;
  const answer = await adminContext.request.post(site.url('/api/admin/approve-user'), { data: { userId } });
  if (answer.status() !== 200) throw new Error(`approving ${email}: HTTP ${answer.status()} ${await answer.text()}`);
}

/**
 * Puts a session of `role` into `context` (a new member for PENDING and VERIFIED, approved by the
 * ADMIN in `helper`, a throw-away context).
 */
export async function signInAs(
  context: BrowserContext,
  role: Role,
  helper: () => Promise<BrowserContext>,
): Promise<void> {
  switch (role) {
    case 'visitor':
      return;
    case 'ADMIN':
      return signInAsAdmin(context);
    case 'PENDING':
      await signInAsNewMember(context, 'pending');
      return;
    case 'VERIFIED': {
      const member = await signInAsNewMember(context, 'verified');
      const adminContext = await helper();
      try {
        await approve(adminContext, member.email);
      } finally {
        await adminContext.close();
      }
    }
  }
}
