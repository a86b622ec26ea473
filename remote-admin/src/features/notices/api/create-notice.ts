import type { AdminNotice } from '@academy/common';
import { apiRequest } from '@academy/context';

export interface NoticeInput {
  title: string;
  body: string;
  startsAt: string | null;
  endsAt: string | null;
}

export function createNotice(input: NoticeInput): Promise<AdminNotice> {
  return apiRequest<AdminNotice>('POST', '/api/admin/notices', input);
}
