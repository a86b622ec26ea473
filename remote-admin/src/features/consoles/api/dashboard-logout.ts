import { api } from '@academy/context';

export function dashboardLogout(): Promise<unknown> {
  return api.post('/admin/logout', { redirectOn401: false });
}
