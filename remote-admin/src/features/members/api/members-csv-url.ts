import type { MemberStatus, Role } from '@academy/common';

/** The member list as shown (tab, search, role) as a spreadsheet; the server streams it under its Korean name. */
export function membersCsvUrl(status: MemberStatus, q: string, role: Role | undefined): string {
  const params = new URLSearchParams({ status });
  if (q) params.set('q', q);
  if (role) params.set('role', role);
  return `/api/admin/members.csv?${params.toString()}`;
}
