import type { SessionsEndedAnswer } from '@academy/common';
import { apiRequest } from '@academy/context';

/** DELETE /api/auth/sessions/others: every browser but this one is signed out. */
export function endOtherSessions(): Promise<SessionsEndedAnswer> {
  return apiRequest<SessionsEndedAnswer>('DELETE', '/api/auth/sessions/others');
}
