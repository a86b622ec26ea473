import type { User } from '@academy/common';
import { getJson } from '@academy/context';

export async function getPendingUsers(): Promise<User[]> {
  return (await getJson<User[]>('/api/superadmin/pending-users')) ?? [];
}
