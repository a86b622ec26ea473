import { MESSAGES } from '@academy/common';

/** Checked in order: in-app and Korean browsers carry "Chrome" or "Safari" in their User-Agent too. */
const BROWSERS: Array<[RegExp, string]> = [
  [/KAKAOTALK/i, '카카오톡'],
  [/NAVER\(inapp/i, '네이버 앱'],
  [/Whale\/(\d+)/, '네이버 웨일'],
  [/SamsungBrowser\/(\d+)/, '삼성 인터넷'],
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/**
 * "Chrome 126 · Windows" from a User-Agent, for the session list: the browser's name and major
 * version, then the system. A few patterns rather than a parser library: the list only has to
 * let a member recognise their own devices.
 */
export function browserSummary(userAgent: string | null | undefined): string {
  if (!userAgent) return MESSAGES.auth.unknownBrowser;
  const browser = BROWSERS.map(([pattern, name]) => {
    const match = pattern.exec(userAgent);
    return match ? (match[1] ? `${name} ${match[1]}` : name) : null;
  }).find((found) => found !== null);
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const parts = [browser ?? MESSAGES.auth.unknownBrowser, system].filter(Boolean);
  return parts.join(' · ');
}
