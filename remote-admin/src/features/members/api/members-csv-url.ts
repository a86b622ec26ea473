import type { MemberStatus, Role } from '@academy/common';
import { apiUrl } from '@academy/context';

/** The member list as shown (tab, search, role) as a spreadsheet; the server streams it under its Korean name. */
export function membersCsvUrl(status: MemberStatus, q: string, role: Role | undefined): string {
  return apiUrl('/admin/members.csv', { query: { status, q: q || undefined, role } });
}
