// env.ts imports this file too; EnvError is only used when parsing, after both have loaded.
import { EnvError } from './env';

type Env = Record<string, string | undefined>;

/** How the public site is rendered and cached (server rendering, search engines, link previews). */
export interface SiteConfig {
  /** The site's public address (https://academy.example), for canonical URLs, Open Graph and the sitemap; null = relative URLs. */
  publicUrl: string | null;
  /** A page not rendered within this is answered as the client-rendered page instead. */
  renderBudgetMs: number;
  /** How long a rendered page or a public API answer is reused; writes in this process clear them at once. */
  cacheSeconds: number;
  /** How often the server checks whether remote-public's server container changed (a new build). */
  remoteCheckSeconds: number;
  /** Where this server reads remote-public's build from, when the browser's address is not reachable from here. */
  remotePublicInternalUrl: string | null;
  /** The academy's KakaoTalk channel (https://pf.kakao.com/…); null = no 카카오톡 상담 button. */
  kakaoChannelUrl: string | null;
}

const trimmed = (env: Env, name: string) => env[name]?.trim() || undefined;

function httpUrl(env: Env, name: string, example: string): string | null {
  const raw = trimmed(env, name);
  if (raw === undefined) return null;
  try {
    const url = new URL(raw);
    if (url.protocol === 'http:' || url.protocol === 'https:') return raw;
  } catch {
    // fall through to the error below
  }
  throw new EnvError(name, `http(s)로 시작하는 주소여야 합니다 (예: ${example}, 받은 값: "${raw}")`);
}

function publicUrl(env: Env): string | null {
  const raw = httpUrl(env, 'PUBLIC_URL', 'https://eden-english.kr');
  if (raw === null) return null;
  const url = new URL(raw);
  if (url.search || url.hash) throw new EnvError('PUBLIC_URL', `쿼리나 #이 없는 주소여야 합니다 (받은 값: "${raw}")`);
  return raw.replace(/\/+$/, '');
}

const KAKAO_CHANNEL_PREFIX = 'https://pf.kakao.com/';

/** Only a channel's own page: the button is a plain link every visitor presses, so no other host may hide in it. */
function kakaoChannelUrl(env: Env): string | null {
  const raw = trimmed(env, 'KAKAO_CHANNEL_URL');
  if (raw === undefined) return null;
  let valid = false;
  try {
    const url = new URL(raw);
    valid = raw.startsWith(KAKAO_CHANNEL_PREFIX) && url.host === 'pf.kakao.com' && url.pathname.length > 1;
  } catch {
    // reported below
  }
  if (!valid)
    throw new EnvError(
      'KAKAO_CHANNEL_URL',
      `${KAKAO_CHANNEL_PREFIX}로 시작하는 카카오톡 채널 주소여야 합니다 (예: https://pf.kakao.com/_xkAbcd, 받은 값: "${raw}")`,
    );
  return raw;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number, unit: string): number {
  const raw = trimmed(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new EnvError(name, `${min}~${max} 사이의 정수(${unit})여야 합니다 (받은 값: "${raw}")`);
  }
  return value;
}

export function parseSiteEnv(env: Env): SiteConfig {
  return {
    publicUrl: publicUrl(env),
    renderBudgetMs: integer(env, 'RENDER_BUDGET_MS', 300, 50, 10_000, '밀리초'),
    cacheSeconds: integer(env, 'PAGE_CACHE_SECONDS', 30, 0, 3600, '초'),
    remoteCheckSeconds: integer(env, 'REMOTE_CHECK_SECONDS', 10, 1, 3600, '초'),
    remotePublicInternalUrl: httpUrl(env, 'REMOTE_PUBLIC_INTERNAL_URL', 'http://remote-public/'),
    kakaoChannelUrl: kakaoChannelUrl(env),
  };
}
