import type { AdminNotice } from '@academy/common';
import { api } from '@academy/context';
import type { NoticeInput } from './create-notice';

export function updateNotice(id: string, input: NoticeInput): Promise<AdminNotice> {
  return api.put('/admin/notices/{id}', { params: { path: { id } }, body: input });
}
