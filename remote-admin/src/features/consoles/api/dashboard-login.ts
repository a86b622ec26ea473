import type { ActionAnswer } from '@academy/common';
import { api } from '@academy/context';

/** The admin dashboard's own login with the shared console password. */
export function dashboardLogin(password: string): Promise<ActionAnswer> {
  return api.post('/admin/login', { body: { password }, redirectOn401: false });
}
