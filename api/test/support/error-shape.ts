/** Any Hangul syllable: every message the API answers with is a Korean sentence. */
export const HANGUL = /[\uac00-\ud7a3]/;

/** The API's error body, whatever the status. */
export const errorBodyShape = (status: number, code: string | RegExp = /^[A-Z][A-Z_]+$/) => ({
  ok: false,
  statusCode: status,
  code: typeof code === 'string' ? code : expectMatching(code),
  message: expectMatching(HANGUL),
});

function expectMatching(pattern: RegExp): unknown {
  return expect.stringMatching(pattern);
}

let nextAddress = 0;

/**
 * A new client address for each call (with TRUST_PROXY=1, one proxy hop): suites that send many refused
 * bodies to the login and sign-up routes never meet a per-IP throttle by accident.
 */
export function freshClientIp(): Record<string, string> {
  nextAddress++;
  return { 'X-Forwarded-For': `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}` };
}
