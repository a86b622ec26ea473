import type { SessionsEndedAnswer } from '@academy/common';
import { api } from '@academy/context';

/** DELETE /api/auth/sessions/others: every browser but this one is signed out. */
export function endOtherSessions(): Promise<SessionsEndedAnswer> {
  return api.delete('/auth/sessions/others');
}
