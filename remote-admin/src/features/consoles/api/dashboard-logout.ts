import { apiRequest } from '@academy/context';

export function dashboardLogout(): Promise<unknown> {
  return apiRequest('POST', '/api/admin/logout', undefined, { redirectOn401: false });
}
