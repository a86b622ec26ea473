import { apiRequest } from '@academy/context';

export function consoleLogout(): Promise<unknown> {
  return apiRequest('POST', '/api/dev/logout', undefined, { redirectOn401: false });
}
