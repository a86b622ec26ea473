import { getJson } from '@academy/context';

/** Whether this browser may use the consoles now: a console session or a signed-in ADMIN. */
export async function getConsoleSession(): Promise<boolean> {
  const answer = await getJson<{ ok: boolean; console?: boolean }>('/api/simple/ping', { redirectOn401: false });
  return answer?.console === true;
}
