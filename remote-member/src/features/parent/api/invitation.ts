import type { ParentInvitationInfo } from '@academy/common/parents';
import { api, useApiQuery, type ApiQuery } from '@academy/context';

/** GET /api/parent-invitations/{token}: whom the link is for (400 once used or expired). */
export function useInvitation(token: string | null): ApiQuery<ParentInvitationInfo> {
  return useApiQuery(token ? '/parent-invitations/{token}' : null, { params: { path: { token: token ?? '' } } });
}

/** POST /api/parent/invitations: the signed-in parent is linked to the student, confirmed. */
export function acceptInvitation(token: string) {
  return api.post('/parent/invitations', { body: { token } });
}
