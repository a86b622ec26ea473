import { api } from '@academy/context';

/** The shared console password (checked on the server; never part of any bundle). */
export function consoleLogin(password: string): Promise<{ success: boolean }> {
  return api.post('/dev/login', { body: { password }, redirectOn401: false });
}
