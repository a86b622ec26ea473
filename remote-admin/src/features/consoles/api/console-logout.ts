import { api } from '@academy/context';

export function consoleLogout(): Promise<unknown> {
  return api.post('/dev/logout', { redirectOn401: false });
}
