import * as path from 'path';
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
import { parseMailEnv, type MailConfig } from './mail-env';
import { parseSiteEnv, type SiteConfig } from './site-env';

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

export interface ParsedEnv {
  port: number;
  host: string;
  database: DatabaseConfig;
  dataDir: string;
  sessionSecret: string | null;
  admin: { email: string; password: string } | null;
  consolePassword: string | null;
  seedDemo: boolean;
  remotes: RemotesManifest;
  /** A hop count or proxy addresses for Express's `trust proxy`; false: the socket's address. */
  trustProxy: false | number | string;
  /** Bounds on how long a client may take to send a request (slow senders are cut off). */
  httpTimeouts: HttpTimeouts;
  /** Extra origins allowed to send state-changing requests (development servers). */
  allowedOrigins: string[];
  /** Sign-ups allowed per client address per hour. */
  signupLimitPerHour: number;
  /** Consultation requests allowed per client address per hour. */
  consultLimitPerHour: number;
  /** Closed (등록/종료) consultation requests are removed this many days after closing. */
  consultRetentionDays: number;
  /** The only origins the video proxy fetches from, trusted even on internal addresses; null: any origin on a public or LAN address. */
  videoUpstreamOrigins: string[] | null;
  /** Who moves the video bytes: this process, or the nginx in front of it (X-Accel-Redirect). */
  videoAccel: VideoAccel;
  /** What the front nginx sends to prove a request came through it (required with VIDEO_ACCEL=nginx). */
  videoAccelSecret: string | null;
  /** Longest wait for the database: opening a connection, getting a free one, one query. */
  databaseTimeoutMs: number;
  /** Serve the OpenAPI page at /api/docs (a map of every route: on for local use, off in production). */
  apiDocs: boolean;
  /** public: serve the front ends' source maps (and name them in a SourceMap header); hidden: 404. */
  sourceMaps: 'hidden' | 'public';
  /** Audit rows older than this many days are removed by a daily sweep. */
  auditRetentionDays: number;
  /** Accounts never approved, or rejected, are deleted this many days after sign-up. */
  unapprovedRetentionDays: number;
  site: SiteConfig;
  mail: MailConfig;
}

export interface HttpTimeouts {
  /** Until the request's headers are in. */
  headersTimeoutMs: number;
  /** Until the whole request (headers and body) is in; the response may take longer. */
  requestTimeoutMs: number;
  /** How long an idle kept-alive connection stays open. */
  keepAliveTimeoutMs: number;
}

export const VIDEO_ACCEL_MODES = ['off', 'nginx'] as const;
export type VideoAccel = (typeof VIDEO_ACCEL_MODES)[number];

type Env = Record<string, string | undefined>;

function present(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function parsePort(env: Env): number {
  const raw = present(env, 'PORT');
  if (raw === undefined) return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new EnvError('PORT', `1~65535 사이의 정수여야 합니다 (받은 값: "${raw}")`);
  return port;
}

function parsePositiveInteger(env: Env, name: string, fallback: number): number {
  const raw = present(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < 1)
    throw new EnvError(name, `1 이상의 정수여야 합니다 (받은 값: "${raw}")`);
  return value;
}

function parseDatabase(env: Env, dataDir: string): DatabaseConfig {
  const raw = present(env, 'DATABASE_URL');
  if (raw === undefined) return { type: 'sqlite', file: path.join(dataDir, 'academy.sqlite') };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new EnvError('DATABASE_URL', 'mysql://사용자:비밀번호@호스트:3306/데이터베이스 형식의 URL이어야 합니다');
  }
  if (url.protocol !== 'mysql:' && url.protocol !== 'mariadb:') {
    throw new EnvError('DATABASE_URL', `mysql:// 또는 mariadb:// 로 시작해야 합니다 (받은 스킴: ${url.protocol})`);
  }
  if (!url.hostname || url.pathname.length < 2)
    throw new EnvError('DATABASE_URL', '호스트와 데이터베이스 이름이 필요합니다');
  url.protocol = 'mysql:';
  return { type: 'mysql', url: url.toString() };
}

function parseBoolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = present(env, name);
  if (raw === undefined) return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new EnvError(name, `true 또는 false 여야 합니다 (받은 값: "${raw}")`);
}

function parseInteger(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = present(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max)
    throw new EnvError(name, `${min}~${max} 사이의 정수여야 합니다 (받은 값: "${raw}")`);
  return value;
}

function parseChoice<T extends string>(env: Env, name: string, choices: readonly T[], fallback: T): T {
  const raw = present(env, name);
  if (raw === undefined) return fallback;
  if ((choices as readonly string[]).includes(raw)) return raw as T;
  throw new EnvError(name, `${choices.join(' 또는 ')} 중 하나여야 합니다 (받은 값: "${raw}")`);
}

function parseAdmin(env: Env): ParsedEnv['admin'] {
  const email = present(env, 'ADMIN_EMAIL');
  const password = env.ADMIN_PASSWORD;
  if (email === undefined && !password) return null;
  if (email === undefined) throw new EnvError('ADMIN_EMAIL', 'ADMIN_PASSWORD와 함께 설정해야 합니다');
  if (!password) throw new EnvError('ADMIN_PASSWORD', 'ADMIN_EMAIL과 함께 설정해야 합니다');
  if (!isValidEmail(email)) throw new EnvError('ADMIN_EMAIL', '올바른 이메일 주소가 아닙니다');
  if (password.length < 8 || password.length > LIMITS.passwordMax)
    throw new EnvError('ADMIN_PASSWORD', '8자 이상 128자 이하여야 합니다');
  return { email: normalizeEmail(email), password };
}

function parseSecret(env: Env, name: string, minLength: number): string | null {
  const value = env[name];
  if (value === undefined || value === '') return null;
  if (value.length < minLength) throw new EnvError(name, `${minLength}자 이상이어야 합니다`);
  return value;
}

/**
 * The one shared secret that makes a browser an administrator: long, and not one a guessing list
 * starts with (the common-password dictionary of zxcvbn-ts, about 49,000 entries, compared
 * without case).
 */
function parseConsolePassword(env: Env): string | null {
  const password = parseSecret(env, 'ADMIN_CONSOLE_PASSWORD', CONSOLE_PASSWORD_MIN);
  if (password && isCommonPassword(password))
    throw new EnvError(
      'ADMIN_CONSOLE_PASSWORD',
      '널리 쓰이는 비밀번호 목록에 있는 값입니다. 추측하기 어려운 값으로 바꿔 주세요 (예: openssl rand -base64 18)',
    );
  return password;
}

function parseRemote(env: Env, name: string, fallback: string): string {
  const raw = present(env, name);
  if (raw === undefined) return fallback;
  if (raw.startsWith('/') && !raw.startsWith('//')) return raw;
  try {
    const url = new URL(raw);
    if (url.protocol === 'http:' || url.protocol === 'https:') return raw;
  } catch {
    // fall through to the error below
  }
  throw new EnvError(name, `http(s) URL 또는 /로 시작하는 경로여야 합니다 (받은 값: "${raw}")`);
}

/**
 * Express's `trust proxy`: a hop count or the proxies' addresses. `true` is refused: it believes
 * the left-most X-Forwarded-For entry, which any client writes itself, so every per-address limit
 * (login, sign-up) could be dodged by sending a new address with each request.
 */
function parseTrustProxy(env: Env): ParsedEnv['trustProxy'] {
  const raw = present(env, 'TRUST_PROXY');
  if (raw === undefined || /^(false|no|off)$/i.test(raw)) return false;
  if (/^(true|yes|on)$/i.test(raw))
    throw new EnvError(
      'TRUST_PROXY',
      `"${raw}" 는 모든 클라이언트의 X-Forwarded-For 를 믿게 되어 주소별 요청 제한이 무력해집니다. ` +
        '앞에 있는 프록시의 수(예: 1) 또는 프록시 주소·대역(예: loopback, 10.0.0.0/8)을 적어 주세요',
    );
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops >= 1 && hops <= TRUST_PROXY_HOPS_MAX) return hops;
    throw new EnvError(
      'TRUST_PROXY',
      `"${raw}": 앞에 있는 프록시의 수는 1~${TRUST_PROXY_HOPS_MAX} 이어야 합니다 (더 많으면 클라이언트가 쓴 X-Forwarded-For 를 믿게 됩니다)`,
    );
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const problem = trustProxyEntryProblem(entry);
    if (problem)
      throw new EnvError(
        'TRUST_PROXY',
        `"${raw}": ${problem}. 프록시의 수(1~${TRUST_PROXY_HOPS_MAX}), loopback, linklocal, uniquelocal 또는 사설 주소·대역을 적어 주세요`,
      );
  }
  return entries.join(', ');
}

/**
 * How long a client may take to send a request. Node's defaults (300 s for a request) let a few
 * hundred slow senders hold sockets open; the bounds cover receiving the request only, so a long
 * video response or download is not cut. Node wants headersTimeout above keepAliveTimeout (a
 * kept-alive socket that starts a new request must get its full header time).
 */
function parseHttpTimeouts(env: Env): HttpTimeouts {
  const timeouts = {
    headersTimeoutMs: parseInteger(env, 'HTTP_HEADERS_TIMEOUT_MS', 20_000, 1000, 600_000),
    requestTimeoutMs: parseInteger(env, 'HTTP_REQUEST_TIMEOUT_MS', 30_000, 1000, 3_600_000),
    keepAliveTimeoutMs: parseInteger(env, 'HTTP_KEEPALIVE_TIMEOUT_MS', 5000, 1000, 600_000),
  };
  if (timeouts.headersTimeoutMs <= timeouts.keepAliveTimeoutMs)
    throw new EnvError(
      'HTTP_HEADERS_TIMEOUT_MS',
      `HTTP_KEEPALIVE_TIMEOUT_MS(${timeouts.keepAliveTimeoutMs})보다 커야 합니다 (받은 값: ${timeouts.headersTimeoutMs})`,
    );
  if (timeouts.requestTimeoutMs < timeouts.headersTimeoutMs)
    throw new EnvError(
      'HTTP_REQUEST_TIMEOUT_MS',
      `HTTP_HEADERS_TIMEOUT_MS(${timeouts.headersTimeoutMs}) 이상이어야 합니다 (받은 값: ${timeouts.requestTimeoutMs})`,
    );
  return timeouts;
}

function parseOrigins(env: Env): string[] {
  const raw = present(env, 'ALLOWED_ORIGINS');
  if (raw === undefined) return [];
  return raw.split(',').map((origin) => {
    const trimmed = origin.trim();
    const problem = new EnvError(
      'ALLOWED_ORIGINS',
      `쉼표로 구분한 http(s) origin 목록이어야 합니다 (잘못된 값: "${trimmed}")`,
    );
    let url: URL;
    try {
      url = new URL(trimmed);
    } catch {
      throw problem;
    }
    // "localhost:8080" parses with the scheme "localhost:" and the origin "null": allowing it would
    // let any sandboxed page (which sends Origin: null) post here.
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw problem;
    return url.origin;
  });
}

/** `http://192.168.0.10:5000,https://nas.example.com`: origins only, no path, no user or password. */
function parseVideoUpstreams(env: Env): string[] | null {
  const raw = present(env, 'VIDEO_UPSTREAM_HOSTS');
  if (raw === undefined) return null;
  const origins = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const problem = `쉼표로 구분한 http(s) origin 목록이어야 합니다 (예: http://192.168.0.10:5000, 잘못된 값: "${entry}")`;
      let url: URL;
      try {
        url = new URL(entry);
      } catch {
        throw new EnvError('VIDEO_UPSTREAM_HOSTS', problem);
      }
      const originOnly = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
      if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !originOnly)
        throw new EnvError('VIDEO_UPSTREAM_HOSTS', problem);
      return url.origin;
    });
  if (origins.length === 0) throw new EnvError('VIDEO_UPSTREAM_HOSTS', '비워 두거나 origin을 하나 이상 적어야 합니다');
  return [...new Set(origins)];
}

function parseVideoAccel(env: Env): VideoAccel {
  const raw = present(env, 'VIDEO_ACCEL')?.toLowerCase() ?? 'off';
  if (!(VIDEO_ACCEL_MODES as readonly string[]).includes(raw))
    throw new EnvError('VIDEO_ACCEL', `off 또는 nginx 여야 합니다 (받은 값: "${raw}")`);
  return raw as VideoAccel;
}

/**
 * Only a request carrying this secret (set by the front nginx) gets an X-Accel-Redirect answer,
 * which names the NAS address and its login: without it, VIDEO_ACCEL=nginx would hand them to
 * anyone reaching the API directly.
 */
function parseVideoAccelSecret(env: Env, mode: VideoAccel): string | null {
  const secret = parseSecret(env, 'VIDEO_ACCEL_SECRET', 32);
  if (mode === 'nginx' && !secret)
    throw new EnvError('VIDEO_ACCEL_SECRET', 'VIDEO_ACCEL=nginx 에서는 32자 이상의 값이 필요합니다');
  // The nginx template writes it inside quotes, where `$`, a quote or a space would change the config.
  if (secret && !/^[A-Za-z0-9+/=_.~-]+$/.test(secret))
    throw new EnvError(
      'VIDEO_ACCEL_SECRET',
      '영문자, 숫자와 + / = _ . ~ - 만 쓸 수 있습니다 (예: openssl rand -base64 48)',
    );
  return secret;
}

/** Reads and checks every variable the API uses; pure, so it is tested without a process. */
export function parseEnv(env: Env): ParsedEnv {
  const dataDir = path.resolve(present(env, 'DATA_DIR') ?? path.join(REPO_ROOT, 'data'));
  const database = parseDatabase(env, dataDir);
  const sessionSecret = parseSecret(env, 'SESSION_SECRET', 32);
  if (database.type === 'mysql' && !sessionSecret) {
    throw new EnvError('SESSION_SECRET', 'DATABASE_URL을 쓰는 운영 모드에서는 32자 이상의 값이 필요합니다');
  }
  return {
    port: parsePort(env),
    host: present(env, 'HOST') ?? '0.0.0.0',
    database,
    dataDir,
    sessionSecret,
    admin: parseAdmin(env),
    consolePassword: parseConsolePassword(env),
    seedDemo: parseBoolean(env, 'SEED_DEMO', database.type === 'sqlite'),
    remotes: {
      public: parseRemote(env, 'REMOTE_PUBLIC_URL', '/remotes/public/'),
      member: parseRemote(env, 'REMOTE_MEMBER_URL', '/remotes/member/'),
      admin: parseRemote(env, 'REMOTE_ADMIN_URL', '/remotes/admin/'),
    },
    trustProxy: parseTrustProxy(env),
    httpTimeouts: parseHttpTimeouts(env),
    allowedOrigins: parseOrigins(env),
    signupLimitPerHour: parsePositiveInteger(env, 'SIGNUP_LIMIT_PER_HOUR', THROTTLE_LIMITS.signup.perIpDefault),
    consultLimitPerHour: parsePositiveInteger(env, 'CONSULT_LIMIT_PER_HOUR', CONSULTATION.limitPerHourDefault),
    consultRetentionDays: parseInteger(env, 'CONSULT_RETENTION_DAYS', CONSULTATION.retentionDaysDefault, 1, 36_500),
    videoUpstreamOrigins: parseVideoUpstreams(env),
    videoAccel: parseVideoAccel(env),
    videoAccelSecret: parseVideoAccelSecret(env, parseVideoAccel(env)),
    databaseTimeoutMs: parseInteger(env, 'DB_TIMEOUT_MS', 5000, 100, 600_000),
    apiDocs: parseBoolean(env, 'API_DOCS', database.type === 'sqlite'),
    sourceMaps: parseChoice(env, 'SOURCE_MAPS', ['hidden', 'public'] as const, 'hidden'),
    auditRetentionDays: parseInteger(env, 'AUDIT_RETENTION_DAYS', AUDIT.retentionDaysDefault, 1, 36_500),
    unapprovedRetentionDays: parseInteger(
      env,
      'UNAPPROVED_RETENTION_DAYS',
      ACCOUNT_RETENTION.unapprovedDaysDefault,
      1,
      36_500,
    ),
    site: parseSiteEnv(env),
    mail: parseMailEnv(env),
  };
}
