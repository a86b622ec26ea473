import { z } from 'zod';
import { checked, got, integer, isHttpUrl, rule, text } from './env-fields';

const httpUrl = (example: string) =>
  rule(isHttpUrl, (raw) => `http(s)로 시작하는 주소여야 합니다 (예: ${example}, 받은 값: "${raw}")`);

const KAKAO_CHANNEL_PREFIX = 'https://pf.kakao.com/';

/** Only a channel's own page: the button is a plain link every visitor presses, so no other host may hide in it. */
const isKakaoChannel = (raw: string) => {
  const url = raw.startsWith(KAKAO_CHANNEL_PREFIX) && URL.canParse(raw) ? new URL(raw) : null;
  return url?.host === 'pf.kakao.com' && url.pathname.length > 1;
};

const within = (fallback: number, min: number, max: number, unit: string) =>
  integer(fallback, min, max, `${min}~${max} 사이의 정수(${unit})여야 합니다`);

/** How the public site is rendered and cached (server rendering, search engines, link previews). */
export const SITE_ENV = z
  .object({
    PUBLIC_URL: text(
      checked(
        httpUrl('https://eden-english.kr'),
        rule((raw) => !new URL(raw).search && !new URL(raw).hash, got('쿼리나 #이 없는 주소여야 합니다')),
      )
        .transform((raw) => raw.replace(/\/+$/, ''))
        .optional(),
    ),
    RENDER_BUDGET_MS: within(300, 50, 10_000, '밀리초'),
    PAGE_CACHE_SECONDS: within(30, 0, 3600, '초'),
    REMOTE_CHECK_SECONDS: within(10, 1, 3600, '초'),
    REMOTE_PUBLIC_INTERNAL_URL: text(checked(httpUrl('http://remote-public/')).optional()),
    REMOTE_MEMBER_INTERNAL_URL: text(checked(httpUrl('http://remote-member/')).optional()),
    REMOTE_ADMIN_INTERNAL_URL: text(checked(httpUrl('http://remote-admin/')).optional()),
    KAKAO_CHANNEL_URL: text(
      checked(
        rule(
          isKakaoChannel,
          (raw) =>
            `${KAKAO_CHANNEL_PREFIX}로 시작하는 카카오톡 채널 주소여야 합니다 (예: https://pf.kakao.com/_xkAbcd, 받은 값: "${raw}")`,
        ),
      ).optional(),
    ),
  })
  .transform((env) => ({
    /** The site's public address (https://academy.example), for canonical URLs, Open Graph and the sitemap; null = relative URLs. */
    publicUrl: env.PUBLIC_URL ?? null,
    /** A page not rendered within this is answered as the client-rendered page instead. */
    renderBudgetMs: env.RENDER_BUDGET_MS,
    /** How long a rendered page or a public API answer is reused; writes in this process clear them at once. */
    cacheSeconds: env.PAGE_CACHE_SECONDS,
    /** How often the server checks whether a remote's server container changed (a new build). */
    remoteCheckSeconds: env.REMOTE_CHECK_SECONDS,
    /** Where this server reads remote-public's build from, when the browser's address is not reachable from here. */
    remotePublicInternalUrl: env.REMOTE_PUBLIC_INTERNAL_URL ?? null,
    /** The same for remote-member, whose server container draws /parent. */
    remoteMemberInternalUrl: env.REMOTE_MEMBER_INTERNAL_URL ?? null,
    /** The same for remote-admin, whose manifest names the scripts the admin pages preload. */
    remoteAdminInternalUrl: env.REMOTE_ADMIN_INTERNAL_URL ?? null,
    /** The academy's KakaoTalk channel (https://pf.kakao.com/…); null = no 카카오톡 상담 button. */
    kakaoChannelUrl: env.KAKAO_CHANNEL_URL ?? null,
  }));

export type SiteConfig = z.output<typeof SITE_ENV>;
