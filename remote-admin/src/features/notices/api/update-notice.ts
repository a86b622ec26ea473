import type { AdminNotice } from '@academy/common';
import { apiRequest } from '@academy/context';
import type { NoticeInput } from './create-notice';

export function updateNotice(id: string, input: NoticeInput): Promise<AdminNotice> {
  return apiRequest<AdminNotice>('PUT', `/api/admin/notices/${encodeURIComponent(id)}`, input);
}
