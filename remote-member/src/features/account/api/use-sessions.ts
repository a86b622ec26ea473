import type { SessionInfo } from '@academy/common';
import { useApiQuery, type ApiQuery } from '@academy/context';

/** The signed-in user's browsers (GET /api/auth/sessions), this one first. */
export function useSessions(): ApiQuery<SessionInfo[]> {
  return useApiQuery('/auth/sessions');
}
