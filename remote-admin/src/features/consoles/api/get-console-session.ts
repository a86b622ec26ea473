import { api } from '@academy/context';

/** Whether this browser may use the consoles now: a console session or a signed-in ADMIN. */
export async function getConsoleSession(): Promise<boolean> {
  const answer = await api.get('/simple/ping', { redirectOn401: false });
  return answer?.console === true;
}
