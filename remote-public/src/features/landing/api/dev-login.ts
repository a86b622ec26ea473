import { api, HttpError } from '@academy/context';

export type DevLoginResult =
  | { kind: 'success' }
  | { kind: 'wrong-password' }
  /** The server refused with its own Korean sentence (throttled, console not configured…). */
  | { kind: 'refused'; message: string }
  /** Network failure or an answer that is not the expected JSON. */
  | { kind: 'failed' };

function hasSuccessFlag(answer: unknown): answer is { success: unknown } {
  return typeof answer === 'object' && answer !== null && 'success' in answer;
}

/**
 * POST /api/dev/login {password}: the hidden landing-page console login. The server
 * compares the password; this only sorts its answer into what the dialog must say.
 */
export async function devLogin(password: string): Promise<DevLoginResult> {
  try {
    const answer = await api.post('/dev/login', { body: { password } });
    if (!hasSuccessFlag(answer)) return { kind: 'failed' };
    return answer.success === true ? { kind: 'success' } : { kind: 'wrong-password' };
  } catch (error) {
    if (!(error instanceof HttpError)) return { kind: 'failed' };
    if (error.status === 401) return { kind: 'wrong-password' };
    // Only our API's JSON errors carry a code and a sentence worth showing; a proxy's HTML page does not.
    return error.code ? { kind: 'refused', message: error.userMessage } : { kind: 'failed' };
  }
}
