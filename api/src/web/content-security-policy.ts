import type { AppConfig } from '../config/app-config';
import type { ShellIndex } from './index-html';

function originsOf(urls: string[]): string[] {
  return urls.flatMap((url) => {
    try {
      return url.startsWith('/') ? [] : [new URL(url).origin];
    } catch {
      return [];
    }
  });
}

/**
 * Scripts and style sheets only from this site, the configured remotes and the hashed inline theme
 * script, plus the YouTube IFrame Player API (the lesson player reads its position); YouTube and the
 * map in frames; gallery images and NAS videos from any https host.
 */
export function contentSecurityPolicy(config: AppConfig, shellIndex: ShellIndex | null): Record<string, string[]> {
  const remotes = originsOf(Object.values(config.remotes));
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes, ...(shellIndex?.scriptHashes ?? []), 'https://www.youtube.com'],
    // antd writes its styles at run time (CSS-in-JS); a remote's pages bring their style sheets.
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'media-src': ["'self'", 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...remotes],
    'frame-src': [
      'https://www.youtube.com',
      'https://www.youtube-nocookie.com',
      'https://www.google.com',
      'https://maps.google.com',
    ],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}
