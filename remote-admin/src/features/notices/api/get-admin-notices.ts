import type { AdminNotice } from '@academy/common';
import { api } from '@academy/context';

/** Every notice, newest first, with its publish status now. */
export async function getAdminNotices(): Promise<AdminNotice[]> {
  return (await api.get('/admin/notices')) ?? [];
}
