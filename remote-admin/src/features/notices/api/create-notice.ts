import type { AdminNotice, Notice } from '@academy/common';
import { apiRequest } from '@academy/context';

export type NoticeInput = Pick<Notice, 'title' | 'body' | 'startsAt' | 'endsAt' | 'visibility'>;

export function createNotice(input: NoticeInput): Promise<AdminNotice> {
  return apiRequest<AdminNotice>('POST', '/api/admin/notices', input);
}
