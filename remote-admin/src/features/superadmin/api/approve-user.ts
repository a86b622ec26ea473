import type { ActionAnswer } from '@academy/common';
import { apiRequest } from '@academy/context';

export function approveUser(userId: string): Promise<ActionAnswer> {
  return apiRequest<ActionAnswer>('POST', '/api/superadmin/approve-user', { userId });
}
