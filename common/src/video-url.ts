// LIMITS from the package's entry, not the sibling file: an app that shares @academy/common then
// uses the shared copy instead of bundling it a second time.
import { LIMITS } from './index';
import { ADMIN_MESSAGES } from './admin-messages';

export const VIDEO_TYPES = ['youtube', 'nas'] as const;
export type VideoType = (typeof VIDEO_TYPES)[number];

/** How screens name a video's type (badges, the type picker). */
export const VIDEO_TYPE_LABELS: Record<VideoType, string> = { youtube: 'YouTube', nas: 'NAS' };

export const VIDEO_EXTENSIONS = ['mp4', 'webm', 'm4v', 'mov', 'avi', 'mkv', 'ogg', 'ogv'] as const;

const YOUTUBE_FORMS = [
  /^https?:\/\/youtu\.be\/([\w-]{6,})/i,
  /^https?:\/\/(?:www\.|m\.)?youtube\.com\/watch\?(?:[^#]*&)?v=([\w-]{6,})/i,
  /^https?:\/\/(?:www\.)?youtube(?:-nocookie)?\.com\/embed\/([\w-]{6,})/i,
];

function youtubeIdOf(url: string): string | null {
  for (const form of YOUTUBE_FORMS) {
    const match = form.exec(url.trim());
    if (match) return match[1];
  }
  return null;
}

/** Short, watch and embed links give their id; anything else is taken as the id itself, so a bare id still plays. */
export function youtubeVideoId(urlOrId: string): string {
  return youtubeIdOf(urlOrId) ?? urlOrId.trim();
}

export function youtubeEmbedUrl(urlOrId: string): string {
  return `https://www.youtube.com/embed/${encodeURIComponent(youtubeVideoId(urlOrId))}`;
}

export function isYoutubeUrl(url: string): boolean {
  try {
    const host = new URL(url).hostname.toLowerCase();
    return (
      host === 'youtu.be' ||
      host === 'youtube.com' ||
      host.endsWith('.youtube.com') ||
      host.endsWith('youtube-nocookie.com')
    );
  } catch {
    return false;
  }
}

export function videoTypeOf(url: string): VideoType {
  return isYoutubeUrl(url) ? 'youtube' : 'nas';
}

/** Dashboard video form rules. Returns the Korean message, or null when valid. */
export function videoUrlError(type: VideoType, url: string): string | null {
  const value = url.trim();
  if (value.length > LIMITS.urlMax) return ADMIN_MESSAGES.videoUrl.tooLong;
  if (type === 'youtube') return youtubeIdOf(value) ? null : ADMIN_MESSAGES.videoUrl.youtubeFormat;
  if (!/^https?:\/\//i.test(value)) return ADMIN_MESSAGES.videoUrl.nasScheme;
  const path = value.replace(/[?#].*$/, '');
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  const dot = lastSegment.lastIndexOf('.');
  if (dot < 0) return ADMIN_MESSAGES.videoUrl.missingExtension;
  const extension = lastSegment.slice(dot + 1).toLowerCase();
  return (VIDEO_EXTENSIONS as readonly string[]).includes(extension)
    ? null
    : ADMIN_MESSAGES.videoUrl.unsupportedExtension;
}

/**
 * The one form a video address is stored, compared and shown in: the WHATWG URL serialisation
 * (scheme and host lower-cased, the default port dropped, dot segments resolved, spaces and other
 * unsafe characters percent-encoded). null for anything but an http(s) URL.
 */
export function normalizedVideoUrl(url: string): string | null {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

const PROXY_PATH = '/proxy/video?u=';

/** The same-origin address that streams a NAS file through our proxy. */
export function proxyVideoPath(url: string): string {
  return `${PROXY_PATH}${encodeURIComponent(url)}`;
}

/** Source MIME type for a NAS file (or its proxy address), for the <video> element's <source>. */
export function videoMimeType(url: string): string {
  const file = url.startsWith(PROXY_PATH) ? safeDecode(url.slice(PROXY_PATH.length)) : url;
  const extension = file
    .replace(/[?#].*$/, '')
    .split('.')
    .pop()
    ?.toLowerCase();
  if (extension === 'webm') return 'video/webm';
  if (extension === 'ogg' || extension === 'ogv') return 'video/ogg';
  return 'video/mp4';
}

/**
 * http (not https) NAS files play through our proxy so the page stays on HTTPS (browsers block http media there);
 * a NAS file that needs a login arrives from the server as a proxy address already.
 */
export function playableNasUrl(url: string): string {
  return /^http:\/\//i.test(url) ? proxyVideoPath(url) : url;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
