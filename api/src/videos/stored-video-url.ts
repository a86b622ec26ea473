import { MESSAGES } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { normalizedVideoUrl, type VideoType } from '@academy/common/video-url';
import { splitUserinfo } from './url-userinfo';

const U = ADMIN_MESSAGES.videoUrl;

/** A form's address as it is stored: the normalised URL and the NAS login apart from it. */
export interface StoredVideoUrl {
  url: string;
  userinfo: string | null;
}

/**
 * The address a form sent, in its stored form, or the Korean reason it is refused. A backslash is
 * refused rather than read: the WHATWG parser takes it for `/`, our login split stops at it, and
 * so `http://evil\@nas/` would name one host to the eye and another to the proxy. A login must be
 * where both the split and the parser see the same one, before a host they both read alike.
 */
export function storedVideoUrl(sent: string, type: VideoType): StoredVideoUrl | { problem: string } {
  if (sent.includes('\\')) return { problem: U.backslash };
  const { url, userinfo } = splitUserinfo(sent);
  if (userinfo !== null && type === 'youtube') return { problem: U.youtubeLogin };
  if (userinfo?.includes('@')) return { problem: U.loginPlace };
  const normalized = normalizedVideoUrl(url);
  if (normalized === null) return { problem: MESSAGES.validation.url };
  const stored = new URL(normalized);
  if (stored.username !== '' || stored.password !== '' || hostAsSent(sent) !== stored.host)
    return { problem: U.loginPlace };
  return { url: normalized, userinfo };
}

/** The host the WHATWG parser reads in the address as sent, login included. */
function hostAsSent(sent: string): string | null {
  try {
    return new URL(sent.trim()).host;
  } catch {
    return null;
  }
}
