import type { ActionAnswer } from '@academy/common';
import { apiRequest } from '@academy/context';

/** The admin dashboard's own login with the shared console password. */
export function dashboardLogin(password: string): Promise<ActionAnswer> {
  return apiRequest<ActionAnswer>('POST', '/api/admin/login', { password }, { redirectOn401: false });
}
