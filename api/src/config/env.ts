import * as path from 'path';
import { z } from 'zod';
import {
  AUDIT,
  ACCOUNT_RETENTION,
  CONSULTATION,
  isValidEmail,
  LIMITS,
  normalizeEmail,
  THROTTLE_LIMITS,
  type RemotesManifest,
} from '@academy/common';
import { REPO_ROOT } from './paths';
import { CONSOLE_PASSWORD_MIN, isCommonPassword } from './common-passwords';
import { TRUST_PROXY_HOPS_MAX, trustProxyEntryProblem } from './trust-proxy';
import {
  asWritten,
  checked,
  count,
  days,
  flag,
  got,
  integer,
  isHttpUrl,
  list,
  oneOf,
  rule,
  secret,
  text,
} from './env-fields';
import { MAIL_ENV, type MailConfig } from './mail-env';
import { REPORT_ENV, type ReportConfig } from './report-env';
import { PHONE_ENV, type PhoneConfig } from './phone-env';
import { SITE_ENV, type SiteConfig } from './site-env';

export type { MailConfig, PhoneConfig, SiteConfig };

/** A bad environment variable: the message names it, and the process stops before listening. */
export class EnvError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`환경 변수 ${variable} 오류: ${problem}`);
    this.name = 'EnvError';
  }
}

/** `flavour` is learnt from the server at start: TypeORM reads MariaDB's schema differently. */
export type DatabaseConfig =
  { type: 'mysql'; url: string; flavour?: 'mysql' | 'mariadb' } | { type: 'sqlite'; file: string };

export const VIDEO_ACCEL_MODES = ['off', 'nginx'] as const;
export type VideoAccel = (typeof VIDEO_ACCEL_MODES)[number];

const DATABASE_URL = checked(
  rule(URL.canParse, 'mysql://사용자:비밀번호@호스트:3306/데이터베이스 형식의 URL이어야 합니다'),
  rule(
    (raw) => /^(mysql|mariadb):$/.test(new URL(raw).protocol),
    (raw) => `mysql:// 또는 mariadb:// 로 시작해야 합니다 (받은 스킴: ${new URL(raw).protocol})`,
  ),
  rule((raw) => new URL(raw).hostname && new URL(raw).pathname.length > 1, '호스트와 데이터베이스 이름이 필요합니다'),
).transform((raw) => {
  const url = new URL(raw);
  url.protocol = 'mysql:';
  return url.toString();
});

const remoteUrl = (fallback: string) =>
  text(
    checked(
      rule(
        (raw) => (raw.startsWith('/') && !raw.startsWith('//')) || isHttpUrl(raw),
        got('http(s) URL 또는 /로 시작하는 경로여야 합니다'),
      ),
    ).default(fallback),
  );

/**
 * Express's `trust proxy`: a hop count or the proxies' addresses (trust-proxy.ts says which). `true`
 * is refused: it believes the left-most X-Forwarded-For entry, which any client writes itself, so
 * every per-address limit (login, sign-up) could be dodged by sending a new address with each request.
 */
const OFF = /^(false|no|off)$/i;
const HOPS = /^\d+$/;
const entriesOf = (raw: string) => raw.split(',').map((entry) => entry.trim());
const addressProblem = (raw: string) =>
  OFF.test(raw) || HOPS.test(raw) ? null : entriesOf(raw).map(trustProxyEntryProblem).find(Boolean);
const TRUST_PROXY = checked(
  rule(
    (raw) => !/^(true|yes|on)$/i.test(raw),
    (raw) =>
      `"${raw}" 는 모든 클라이언트의 X-Forwarded-For 를 믿게 되어 주소별 요청 제한이 무력해집니다. ` +
      '앞에 있는 프록시의 수(예: 1) 또는 프록시 주소·대역(예: loopback, 10.0.0.0/8)을 적어 주세요',
  ),
  rule(
    (raw) => !HOPS.test(raw) || (Number(raw) >= 1 && Number(raw) <= TRUST_PROXY_HOPS_MAX),
    (raw) =>
      `"${raw}": 앞에 있는 프록시의 수는 1~${TRUST_PROXY_HOPS_MAX} 이어야 합니다 (더 많으면 클라이언트가 쓴 X-Forwarded-For 를 믿게 됩니다)`,
  ),
  rule(
    (raw) => !addressProblem(raw),
    (raw) =>
      `"${raw}": ${addressProblem(raw)}. 프록시의 수(1~${TRUST_PROXY_HOPS_MAX}), loopback, linklocal, uniquelocal 또는 사설 주소·대역을 적어 주세요`,
  ),
).transform((raw): false | number | string =>
  OFF.test(raw) ? false : HOPS.test(raw) ? Number(raw) : entriesOf(raw).join(', '),
);

const ORIGINS = '쉼표로 구분한 http(s) origin 목록이어야 합니다';
const toOrigin = (entry: string) => new URL(entry).origin;

/** `http://192.168.0.10:5000`: an origin only, no path, no user or password. */
const isOriginOnly = (raw: string) => {
  const url = isHttpUrl(raw) ? new URL(raw) : null;
  return url?.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
};

const ADMIN_PASSWORD_SIZE = '8자 이상 128자 이하여야 합니다';

const CORE_ENV = z
  .object({
    DATA_DIR: text(z.string().default(path.join(REPO_ROOT, 'data'))),
    DATABASE_URL: text(DATABASE_URL.optional()),
    SESSION_SECRET: asWritten(secret(32)),
    PORT: integer(3000, 1, 65535),
    HOST: text(z.string().default('0.0.0.0')),
    ADMIN_EMAIL: text(
      z.string().refine(isValidEmail, '올바른 이메일 주소가 아닙니다').transform(normalizeEmail).optional(),
    ),
    ADMIN_PASSWORD: asWritten(z.string().min(8, ADMIN_PASSWORD_SIZE).max(LIMITS.passwordMax, ADMIN_PASSWORD_SIZE)),
    // The one shared secret that makes a browser an administrator: long, and not one a guessing list
    // starts with (the common-password dictionary of zxcvbn-ts, about 49,000 entries, compared without case).
    ADMIN_CONSOLE_PASSWORD: asWritten(
      secret(CONSOLE_PASSWORD_MIN).refine(
        (password) => !isCommonPassword(password),
        '널리 쓰이는 비밀번호 목록에 있는 값입니다. 추측하기 어려운 값으로 바꿔 주세요 (예: openssl rand -base64 18)',
      ),
    ),
    SEED_DEMO: flag(),
    REMOTE_PUBLIC_URL: remoteUrl('/remotes/public/'),
    REMOTE_MEMBER_URL: remoteUrl('/remotes/member/'),
    REMOTE_ADMIN_URL: remoteUrl('/remotes/admin/'),
    TRUST_PROXY: text(TRUST_PROXY.default(false)),
    // Node's defaults (300 s for a request) let a few hundred slow senders hold sockets open; the
    // bounds cover receiving the request only, so a long video response or download is not cut.
    HTTP_HEADERS_TIMEOUT_MS: integer(20_000, 1000, 600_000),
    HTTP_REQUEST_TIMEOUT_MS: integer(30_000, 1000, 3_600_000),
    HTTP_KEEPALIVE_TIMEOUT_MS: integer(5000, 1000, 600_000),
    // "localhost:8080" parses with the scheme "localhost:" and the origin "null": allowing it would
    // let any sandboxed page (which sends Origin: null) post here.
    ALLOWED_ORIGINS: text(list(checked(rule(isHttpUrl, (raw) => `${ORIGINS} (잘못된 값: "${raw}")`))).default([])),
    SIGNUP_LIMIT_PER_HOUR: count(THROTTLE_LIMITS.signup.perIpDefault),
    CONSULT_LIMIT_PER_HOUR: count(CONSULTATION.limitPerHourDefault),
    CONSULT_RETENTION_DAYS: days(CONSULTATION.retentionDaysDefault),
    VIDEO_UPSTREAM_HOSTS: text(
      list(checked(rule(isOriginOnly, (raw) => `${ORIGINS} (예: http://192.168.0.10:5000, 잘못된 값: "${raw}")`)), {
        skipBlank: true,
      })
        .refine((entries) => entries.length > 0, '비워 두거나 origin을 하나 이상 적어야 합니다')
        .optional(),
    ),
    VIDEO_ACCEL: text(
      z.string().toLowerCase().pipe(oneOf(VIDEO_ACCEL_MODES, 'off 또는 nginx 여야 합니다')).default('off'),
    ),
    // The nginx template writes it inside quotes, where `$`, a quote or a space would change the config.
    VIDEO_ACCEL_SECRET: asWritten(
      secret(32).regex(
        /^[A-Za-z0-9+/=_.~-]+$/,
        '영문자, 숫자와 + / = _ . ~ - 만 쓸 수 있습니다 (예: openssl rand -base64 48)',
      ),
    ),
    DB_TIMEOUT_MS: integer(5000, 100, 600_000),
    API_DOCS: flag(),
    SOURCE_MAPS: text(oneOf(['hidden', 'public'], 'hidden 또는 public 중 하나여야 합니다').default('hidden')),
    AUDIT_RETENTION_DAYS: days(AUDIT.retentionDaysDefault),
    UNAPPROVED_RETENTION_DAYS: days(ACCOUNT_RETENTION.unapprovedDaysDefault),
  })
  .superRefine((env, context) => {
    const problem = (variable: string, message: string) =>
      context.addIssue({ code: 'custom', path: [variable], message });
    if (env.DATABASE_URL && !env.SESSION_SECRET)
      problem('SESSION_SECRET', 'DATABASE_URL을 쓰는 운영 모드에서는 32자 이상의 값이 필요합니다');
    if (!env.ADMIN_EMAIL && env.ADMIN_PASSWORD) problem('ADMIN_EMAIL', 'ADMIN_PASSWORD와 함께 설정해야 합니다');
    if (env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) problem('ADMIN_PASSWORD', 'ADMIN_EMAIL과 함께 설정해야 합니다');
    // Node wants headersTimeout above keepAliveTimeout (a kept-alive socket that starts a new request
    // must get its full header time).
    const { HTTP_HEADERS_TIMEOUT_MS: headers, HTTP_REQUEST_TIMEOUT_MS: request } = env;
    const keepAlive = env.HTTP_KEEPALIVE_TIMEOUT_MS;
    if (headers <= keepAlive)
      problem(
        'HTTP_HEADERS_TIMEOUT_MS',
        `HTTP_KEEPALIVE_TIMEOUT_MS(${keepAlive})보다 커야 합니다 (받은 값: ${headers})`,
      );
    if (request < headers)
      problem('HTTP_REQUEST_TIMEOUT_MS', `HTTP_HEADERS_TIMEOUT_MS(${headers}) 이상이어야 합니다 (받은 값: ${request})`);
    // Only a request carrying this secret (set by the front nginx) gets an X-Accel-Redirect answer,
    // which names the NAS address and its login: without it, VIDEO_ACCEL=nginx would hand them to
    // anyone reaching the API directly.
    if (env.VIDEO_ACCEL === 'nginx' && !env.VIDEO_ACCEL_SECRET)
      problem('VIDEO_ACCEL_SECRET', 'VIDEO_ACCEL=nginx 에서는 32자 이상의 값이 필요합니다');
  })
  .transform((env) => {
    const dataDir = path.resolve(env.DATA_DIR);
    const sqlite = !env.DATABASE_URL;
    const database: DatabaseConfig = sqlite
      ? { type: 'sqlite', file: path.join(dataDir, 'academy.sqlite') }
      : { type: 'mysql', url: env.DATABASE_URL! };
    const remotes: RemotesManifest = {
      public: env.REMOTE_PUBLIC_URL,
      member: env.REMOTE_MEMBER_URL,
      admin: env.REMOTE_ADMIN_URL,
    };
    return {
      port: env.PORT,
      host: env.HOST,
      database,
      dataDir,
      sessionSecret: env.SESSION_SECRET ?? null,
      admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : null,
      consolePassword: env.ADMIN_CONSOLE_PASSWORD ?? null,
      seedDemo: env.SEED_DEMO ?? sqlite,
      remotes,
      /** A hop count or proxy addresses for Express's `trust proxy`; false: the socket's address. */
      trustProxy: env.TRUST_PROXY,
      /** Bounds on how long a client may take to send a request (slow senders are cut off). */
      httpTimeouts: {
        /** Until the request's headers are in. */
        headersTimeoutMs: env.HTTP_HEADERS_TIMEOUT_MS,
        /** Until the whole request (headers and body) is in; the response may take longer. */
        requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_MS,
        /** How long an idle kept-alive connection stays open. */
        keepAliveTimeoutMs: env.HTTP_KEEPALIVE_TIMEOUT_MS,
      },
      /** Extra origins allowed to send state-changing requests (development servers). */
      allowedOrigins: env.ALLOWED_ORIGINS.map(toOrigin),
      /** Sign-ups allowed per client address per hour. */
      signupLimitPerHour: env.SIGNUP_LIMIT_PER_HOUR,
      /** Consultation requests allowed per client address per hour. */
      consultLimitPerHour: env.CONSULT_LIMIT_PER_HOUR,
      /** Closed (등록/종료) consultation requests are removed this many days after closing. */
      consultRetentionDays: env.CONSULT_RETENTION_DAYS,
      /** The only origins the video proxy fetches from, trusted even on internal addresses; null: any origin on a public or LAN address. */
      videoUpstreamOrigins: env.VIDEO_UPSTREAM_HOSTS ? [...new Set(env.VIDEO_UPSTREAM_HOSTS.map(toOrigin))] : null,
      /** Who moves the video bytes: this process, or the nginx in front of it (X-Accel-Redirect). */
      videoAccel: env.VIDEO_ACCEL,
      /** What the front nginx sends to prove a request came through it (required with VIDEO_ACCEL=nginx). */
      videoAccelSecret: env.VIDEO_ACCEL_SECRET ?? null,
      /** Longest wait for the database: opening a connection, getting a free one, one query. */
      databaseTimeoutMs: env.DB_TIMEOUT_MS,
      /** Serve the OpenAPI page at /api/docs (a map of every route: on for local use, off in production). */
      apiDocs: env.API_DOCS ?? sqlite,
      /** public: serve the front ends' source maps (and name them in a SourceMap header); hidden: 404. */
      sourceMaps: env.SOURCE_MAPS,
      /** Audit rows older than this many days are removed by a daily sweep. */
      auditRetentionDays: env.AUDIT_RETENTION_DAYS,
      /** Accounts never approved, or rejected, are deleted this many days after sign-up. */
      unapprovedRetentionDays: env.UNAPPROVED_RETENTION_DAYS,
    };
  });

/** What parseEnv returns; the field comments are on the schema's last step above. */
export type ParsedEnv = z.output<typeof CORE_ENV> & {
  site: SiteConfig;
  mail: MailConfig;
  phone: PhoneConfig;
  reports: ReportConfig;
};
export type HttpTimeouts = ParsedEnv['httpTimeouts'];

type Env = Record<string, string | undefined>;

/** The first problem of `schema` with `env`, as an EnvError naming its variable. */
function read<T>(schema: z.ZodType<T>, env: Env): T {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  throw new EnvError(String(issue.path[0]), issue.message);
}

/** Reads and checks every variable the API uses; pure, so it is tested without a process. */
export function parseEnv(env: Env): ParsedEnv {
  return {
    ...read(CORE_ENV, env),
    site: read(SITE_ENV, env),
    mail: read(MAIL_ENV, env),
    phone: read(PHONE_ENV, env),
    reports: read(REPORT_ENV, env),
  };
}
