import type { AdminNotice, Notice } from '@academy/common';
import { api } from '@academy/context';

export type NoticeInput = Pick<Notice, 'title' | 'body' | 'startsAt' | 'endsAt' | 'visibility'>;

export function createNotice(input: NoticeInput): Promise<AdminNotice> {
  return api.post('/admin/notices', { body: input });
}
