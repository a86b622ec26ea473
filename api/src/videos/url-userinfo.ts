/** What an admin answer shows instead of a stored NAS password. */
export const PASSWORD_MASK = '***';

/**
 * The scheme, the authority (ending where the WHATWG parser ends it for http(s): at `/`, `\`,
 * `?` or `#`) and the rest. The userinfo is everything in the authority up to its last `@`.
 */
const PARTS = /^([a-z][a-z0-9+.-]*:\/\/)([^/\\?#]*)(.*)$/is;

export interface SplitUrl {
  /** The URL without userinfo: what members, logs and the proxy's `u=` see. */
  url: string;
  /** `user:password` exactly as written in the URL (percent-encoded), or null. */
  userinfo: string | null;
}

export function splitUserinfo(raw: string): SplitUrl {
  const parts = PARTS.exec(raw);
  const at = parts ? parts[2].lastIndexOf('@') : -1;
  if (!parts || at < 0) return { url: raw, userinfo: null };
  const userinfo = parts[2].slice(0, at);
  return { url: parts[1] + parts[2].slice(at + 1) + parts[3], userinfo: userinfo === '' ? null : userinfo };
}

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

function userAndPassword(userinfo: string): { user: string; password: string | null } {
  const colon = userinfo.indexOf(':');
  return colon < 0
    ? { user: userinfo, password: null }
    : { user: userinfo.slice(0, colon), password: userinfo.slice(colon + 1) };
}

/** The URL with its login put back, the password replaced by the mask: for admin answers. */
export function maskedUrl(url: string, userinfo: string | null): string {
  if (!userinfo) return url;
  const { user, password } = userAndPassword(userinfo);
  const shown = password === null ? user : `${user}:${PASSWORD_MASK}`;
  return url.replace(/^[a-z][a-z0-9+.-]*:\/\//i, (scheme) => `${scheme}${shown}@`);
}

/** True when the userinfo is `user:***`, i.e. an admin sent back what an answer showed them. */
export function hasMaskedPassword(userinfo: string | null): boolean {
  return userinfo !== null && userAndPassword(userinfo).password === PASSWORD_MASK;
}

/** The user name part, to tell whether a masked URL still names the stored login. */
export function userOf(userinfo: string | null): string | null {
  return userinfo === null ? null : userAndPassword(userinfo).user;
}

/** HTTP Basic credentials for the NAS request, or null without a login. */
export function basicAuthorization(userinfo: string | null): string | null {
  if (!userinfo) return null;
  const { user, password } = userAndPassword(userinfo);
  return `Basic ${Buffer.from(`${decoded(user)}:${decoded(password ?? '')}`).toString('base64')}`;
}
