import type { ActionAnswer } from '@academy/common';
import type { StudentGuardianLink } from '@academy/common/parents';
import { api, useApiQuery, type ApiQuery } from '@academy/context';

/** GET /api/me/guardians: the parents linked to this student, waiting for the academy or confirmed. */
export function useGuardians(): ApiQuery<StudentGuardianLink[]> {
  return useApiQuery('/me/guardians');
}

/** DELETE /api/me/guardians/{id}: the student ends a link (a waiting request or a confirmed one). */
export function removeGuardian(id: string): Promise<ActionAnswer> {
  return api.delete('/me/guardians/{id}', { params: { path: { id } } });
}
