import type { ActionAnswer, Id } from '@academy/common';
import { apiRequest, type RequestOptions } from '@academy/context';

export function revokeMember(userId: Id, options: RequestOptions = {}): Promise<ActionAnswer> {
  return apiRequest<ActionAnswer>('POST', '/api/admin/revoke-user', { userId }, options);
}
