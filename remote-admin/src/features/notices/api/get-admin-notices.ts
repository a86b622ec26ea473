import type { AdminNotice } from '@academy/common';
import { getJson } from '@academy/context';

/** Every notice, newest first, with its publish status now. */
export async function getAdminNotices(): Promise<AdminNotice[]> {
  return (await getJson<AdminNotice[]>('/api/admin/notices')) ?? [];
}
