import { apiRequest } from '@academy/context';

/** The shared console password (checked on the server; never part of any bundle). */
export function consoleLogin(password: string): Promise<{ success: boolean }> {
  return apiRequest<{ success: boolean }>('POST', '/api/dev/login', { password }, { redirectOn401: false });
}
