import * as fs from 'fs';
import * as path from 'path';
import { EnvError, parseEnv, type ParsedEnv } from './env';
import { REPO_ROOT } from './paths';

const DATA_DIR = '/tmp/academy-env-spec';
const SECRET = 's'.repeat(32);
const MYSQL = { DATABASE_URL: 'mysql://academy:secret@db:3306/academy', SESSION_SECRET: SECRET };

/** parseEnv over a minimal environment (a fixed data directory) plus `env`. */
const parse = (env: Record<string, string>) => parseEnv({ DATA_DIR, ...env });

function errorOf(env: Record<string, string>): EnvError {
  try {
    parse(env);
  } catch (error) {
    if (error instanceof EnvError) return error;
    throw error;
  }
  throw new Error(`expected an EnvError for ${JSON.stringify(env)}`);
}

/** What a variable gives, matched with toMatchObject: a nested setting (mail) may name only its own key. */
type Expected = Partial<Omit<ParsedEnv, 'mail'>> & { mail?: Partial<ParsedEnv['mail']> };

interface VariableCase {
  /** What the variable gives when it is not set (with `base` set). */
  unset: Expected;
  /** Values taken, each with what it becomes. */
  takes: Array<[Record<string, string>, Expected]>;
  /** Values that stop the process with an error naming `names` (the variable itself unless given). */
  refuses: Array<Record<string, string> | [Record<string, string>, string]>;
  /** Other variables the cases need (DATABASE_URL for SESSION_SECRET…). */
  base?: Record<string, string>;
}

/**
 * Every variable parseEnv reads (the first test checks the list is complete): its default, values
 * it takes and values it refuses, each refusal naming the variable (the message the operator reads).
 */
const VARIABLES: Record<string, VariableCase> = {
  PORT: {
    unset: { port: 3000 },
    takes: [
      [{ PORT: '8080' }, { port: 8080 }],
      [{ PORT: ' 65535 ' }, { port: 65535 }],
    ],
    refuses: [{ PORT: '0' }, { PORT: '65536' }, { PORT: '80.5' }, { PORT: 'http' }],
  },
  HOST: {
    unset: { host: '0.0.0.0' },
    takes: [[{ HOST: '127.0.0.1' }, { host: '127.0.0.1' }]],
    refuses: [],
  },
  DATA_DIR: {
    unset: {
      dataDir: path.join(REPO_ROOT, 'data'),
      database: { type: 'sqlite', file: path.join(REPO_ROOT, 'data', 'academy.sqlite') },
    },
    takes: [
      [
        { DATA_DIR: '/srv/academy' },
        { dataDir: '/srv/academy', database: { type: 'sqlite', file: '/srv/academy/academy.sqlite' } },
      ],
    ],
    refuses: [],
  },
  DATABASE_URL: {
    unset: { database: { type: 'sqlite', file: path.join(DATA_DIR, 'academy.sqlite') } },
    takes: [
      [MYSQL, { database: { type: 'mysql', url: 'mysql://academy:secret@db:3306/academy' } }],
      [
        { ...MYSQL, DATABASE_URL: 'mariadb://academy:secret@db/academy' },
        { database: { type: 'mysql', url: 'mysql://academy:secret@db/academy' } },
      ],
    ],
    refuses: [
      { ...MYSQL, DATABASE_URL: 'postgres://db/academy' },
      { ...MYSQL, DATABASE_URL: 'not a url' },
      { ...MYSQL, DATABASE_URL: 'mysql://db' },
    ],
  },
  SESSION_SECRET: {
    unset: { sessionSecret: null },
    takes: [
      [{ SESSION_SECRET: SECRET }, { sessionSecret: SECRET }],
      [MYSQL, { sessionSecret: SECRET }],
    ],
    refuses: [{ SESSION_SECRET: 's'.repeat(31) }, { DATABASE_URL: MYSQL.DATABASE_URL }],
  },
  ADMIN_EMAIL: {
    unset: { admin: null },
    takes: [
      [
        { ADMIN_EMAIL: ' Admin@Academy.KR ', ADMIN_PASSWORD: 'admin-pass' },
        { admin: { email: 'admin@academy.kr', password: 'admin-pass' } },
      ],
    ],
    refuses: [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'admin-pass' }, { ADMIN_PASSWORD: 'admin-pass' }],
  },
  ADMIN_PASSWORD: {
    unset: { admin: null },
    takes: [
      [
        { ADMIN_EMAIL: 'admin@academy.kr', ADMIN_PASSWORD: ' spaces kept ' },
        { admin: { email: 'admin@academy.kr', password: ' spaces kept ' } },
      ],
    ],
    refuses: [
      { ADMIN_EMAIL: 'admin@academy.kr' },
      { ADMIN_EMAIL: 'admin@academy.kr', ADMIN_PASSWORD: '7-chars' },
      { ADMIN_EMAIL: 'admin@academy.kr', ADMIN_PASSWORD: 'p'.repeat(129) },
    ],
  },
  ADMIN_CONSOLE_PASSWORD: {
    unset: { consolePassword: null },
    takes: [[{ ADMIN_CONSOLE_PASSWORD: 'desk-7f3k-window' }, { consolePassword: 'desk-7f3k-window' }]],
    // The one secret that makes a browser an administrator: 12 characters at least, and not a known one.
    refuses: ['7-chars', 'eleven-char', 'qwerty123456', 'Password1234', '1QAZ2WSX3EDC'].map((value) => ({
      ADMIN_CONSOLE_PASSWORD: value,
    })),
  },
  SEED_DEMO: {
    unset: { seedDemo: true },
    takes: [
      [{ SEED_DEMO: 'false' }, { seedDemo: false }],
      [MYSQL, { seedDemo: false }],
      [{ ...MYSQL, SEED_DEMO: 'yes' }, { seedDemo: true }],
    ],
    refuses: [{ SEED_DEMO: 'maybe' }],
  },
  REMOTE_PUBLIC_URL: {
    unset: { remotes: { public: '/remotes/public/', member: '/remotes/member/', admin: '/remotes/admin/' } },
    takes: [
      [
        { REMOTE_PUBLIC_URL: 'https://cdn.academy.kr/public/' },
        { remotes: { public: 'https://cdn.academy.kr/public/', member: '/remotes/member/', admin: '/remotes/admin/' } },
      ],
    ],
    refuses: [
      { REMOTE_PUBLIC_URL: '//cdn.academy.kr/public/' },
      { REMOTE_PUBLIC_URL: 'cdn.academy.kr' },
      { REMOTE_PUBLIC_URL: 'ftp://cdn/' },
    ],
  },
  REMOTE_MEMBER_URL: {
    unset: { remotes: { public: '/remotes/public/', member: '/remotes/member/', admin: '/remotes/admin/' } },
    takes: [
      [
        { REMOTE_MEMBER_URL: '/member/remoteEntry.js' },
        { remotes: { public: '/remotes/public/', member: '/member/remoteEntry.js', admin: '/remotes/admin/' } },
      ],
    ],
    refuses: [{ REMOTE_MEMBER_URL: 'member' }],
  },
  REMOTE_ADMIN_URL: {
    unset: { remotes: { public: '/remotes/public/', member: '/remotes/member/', admin: '/remotes/admin/' } },
    takes: [
      [
        { REMOTE_ADMIN_URL: 'http://localhost:3003/' },
        { remotes: { public: '/remotes/public/', member: '/remotes/member/', admin: 'http://localhost:3003/' } },
      ],
    ],
    refuses: [{ REMOTE_ADMIN_URL: 'javascript:alert(1)' }],
  },
  TRUST_PROXY: {
    unset: { trustProxy: false },
    takes: [
      [{ TRUST_PROXY: 'false' }, { trustProxy: false }],
      [{ TRUST_PROXY: '1' }, { trustProxy: 1 }],
      [{ TRUST_PROXY: '2' }, { trustProxy: 2 }],
      [{ TRUST_PROXY: '3' }, { trustProxy: 3 }],
      [{ TRUST_PROXY: 'loopback, 10.0.0.0/8' }, { trustProxy: 'loopback, 10.0.0.0/8' }],
      [{ TRUST_PROXY: 'linklocal,uniquelocal' }, { trustProxy: 'linklocal, uniquelocal' }],
      [
        { TRUST_PROXY: '172.20.0.0/16, 192.168.1.10, fd00::/8' },
        { trustProxy: '172.20.0.0/16, 192.168.1.10, fd00::/8' },
      ],
      // One's own load balancers at public addresses: a single address or a narrow block.
      [{ TRUST_PROXY: '203.0.113.7, 198.51.100.0/24' }, { trustProxy: '203.0.113.7, 198.51.100.0/24' }],
      [{ TRUST_PROXY: '2001:db8:1:2::/64' }, { trustProxy: '2001:db8:1:2::/64' }],
    ],
    // Trusting every X-Forwarded-For, or one from a wide public block, lets a client pick the address its throttles count.
    refuses: [
      'true',
      'TRUE',
      'yes',
      ' on ',
      '0',
      '4',
      '99',
      '0.0.0.0/0',
      '0.0.0.0/1, 128.0.0.0/1',
      '11.0.0.0/8',
      'loopback, 8.0.0.0/8',
      '::/0',
      '2001:db8::/32',
      '10.0.0.0/33',
      '10.0.0.0/8/1',
      'lan',
      '300.1.1.1',
      'loopback,,',
    ].map((value) => ({ TRUST_PROXY: value })),
  },
  HTTP_HEADERS_TIMEOUT_MS: {
    unset: { httpTimeouts: { headersTimeoutMs: 20_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 5000 } },
    takes: [
      [{ HTTP_HEADERS_TIMEOUT_MS: '8000' }, { httpTimeouts: expect.objectContaining({ headersTimeoutMs: 8000 }) }],
    ],
    refuses: [
      { HTTP_HEADERS_TIMEOUT_MS: '0' },
      { HTTP_HEADERS_TIMEOUT_MS: '20s' },
      // Node needs the header time above the keep-alive time.
      { HTTP_HEADERS_TIMEOUT_MS: '5000', HTTP_KEEPALIVE_TIMEOUT_MS: '5000' },
    ],
  },
  HTTP_REQUEST_TIMEOUT_MS: {
    unset: { httpTimeouts: expect.objectContaining({ requestTimeoutMs: 30_000 }) },
    takes: [
      [{ HTTP_REQUEST_TIMEOUT_MS: '120000' }, { httpTimeouts: expect.objectContaining({ requestTimeoutMs: 120_000 }) }],
    ],
    refuses: [{ HTTP_REQUEST_TIMEOUT_MS: '-1' }, { HTTP_REQUEST_TIMEOUT_MS: '10000' }],
  },
  HTTP_KEEPALIVE_TIMEOUT_MS: {
    unset: { httpTimeouts: expect.objectContaining({ keepAliveTimeoutMs: 5000 }) },
    takes: [
      [
        { HTTP_KEEPALIVE_TIMEOUT_MS: '15000' },
        { httpTimeouts: expect.objectContaining({ keepAliveTimeoutMs: 15_000 }) },
      ],
    ],
    refuses: [
      { HTTP_KEEPALIVE_TIMEOUT_MS: 'soon' },
      [{ HTTP_KEEPALIVE_TIMEOUT_MS: '25000' }, 'HTTP_HEADERS_TIMEOUT_MS'],
    ],
  },
  ALLOWED_ORIGINS: {
    unset: { allowedOrigins: [] },
    takes: [
      [
        { ALLOWED_ORIGINS: 'http://localhost:8080/path, https://admin.academy.kr' },
        { allowedOrigins: ['http://localhost:8080', 'https://admin.academy.kr'] },
      ],
    ],
    refuses: [{ ALLOWED_ORIGINS: 'localhost:8080' }, { ALLOWED_ORIGINS: 'https://a.kr,,' }],
  },
  SIGNUP_LIMIT_PER_HOUR: {
    unset: { signupLimitPerHour: 30 },
    takes: [[{ SIGNUP_LIMIT_PER_HOUR: ' 120 ' }, { signupLimitPerHour: 120 }]],
    refuses: ['0', '-5', '1.5', 'abc', '1e3', '99999999999999999999'].map((value) => ({
      SIGNUP_LIMIT_PER_HOUR: value,
    })),
  },
  CONSULT_LIMIT_PER_HOUR: {
    unset: { consultLimitPerHour: 5 },
    takes: [[{ CONSULT_LIMIT_PER_HOUR: ' 20 ' }, { consultLimitPerHour: 20 }]],
    refuses: ['0', '-5', '1.5', 'abc'].map((value) => ({ CONSULT_LIMIT_PER_HOUR: value })),
  },
  CONSULT_RETENTION_DAYS: {
    unset: { consultRetentionDays: 365 },
    takes: [[{ CONSULT_RETENTION_DAYS: '30' }, { consultRetentionDays: 30 }]],
    refuses: ['0', '-1', '1.5', 'forever', '36501'].map((value) => ({ CONSULT_RETENTION_DAYS: value })),
  },
  VIDEO_UPSTREAM_HOSTS: {
    unset: { videoUpstreamOrigins: null },
    takes: [
      [
        { VIDEO_UPSTREAM_HOSTS: ' http://192.168.0.10:5000 , HTTPS://NAS.example.com:443/,http://[fd00::10]:8080' },
        { videoUpstreamOrigins: ['http://192.168.0.10:5000', 'https://nas.example.com', 'http://[fd00::10]:8080'] },
      ],
      [{ VIDEO_UPSTREAM_HOSTS: 'http://nas.local,http://NAS.local' }, { videoUpstreamOrigins: ['http://nas.local'] }],
    ],
    refuses: [
      'nas.local',
      'ftp://nas.local',
      'http://nas.local/videos',
      'http://user:pw@nas.local',
      'http://nas.local/?x=1',
      ' , ',
    ].map((value) => ({ VIDEO_UPSTREAM_HOSTS: value })),
  },
  VIDEO_ACCEL: {
    unset: { videoAccel: 'off' },
    takes: [
      [{ VIDEO_ACCEL: 'NGINX', VIDEO_ACCEL_SECRET: SECRET }, { videoAccel: 'nginx' }],
      [{ VIDEO_ACCEL: 'off' }, { videoAccel: 'off' }],
    ],
    refuses: [{ VIDEO_ACCEL: 'apache' }],
  },
  VIDEO_ACCEL_SECRET: {
    unset: { videoAccelSecret: null },
    takes: [
      [
        { VIDEO_ACCEL: 'nginx', VIDEO_ACCEL_SECRET: SECRET },
        { videoAccel: 'nginx', videoAccelSecret: SECRET },
      ],
      [{ VIDEO_ACCEL_SECRET: SECRET }, { videoAccel: 'off', videoAccelSecret: SECRET }],
    ],
    refuses: [
      { VIDEO_ACCEL: 'nginx' },
      { VIDEO_ACCEL: 'nginx', VIDEO_ACCEL_SECRET: '' },
      { VIDEO_ACCEL: 'nginx', VIDEO_ACCEL_SECRET: 's'.repeat(31) },
      { VIDEO_ACCEL_SECRET: 'short' },
      { VIDEO_ACCEL: 'nginx', VIDEO_ACCEL_SECRET: `${SECRET}$host` },
      { VIDEO_ACCEL: 'nginx', VIDEO_ACCEL_SECRET: `${SECRET}"; x` },
    ],
  },
  DB_TIMEOUT_MS: {
    unset: { databaseTimeoutMs: 5000 },
    takes: [
      [{ DB_TIMEOUT_MS: '1500' }, { databaseTimeoutMs: 1500 }],
      [{ DB_TIMEOUT_MS: '100' }, { databaseTimeoutMs: 100 }],
      [{ DB_TIMEOUT_MS: '600000' }, { databaseTimeoutMs: 600000 }],
    ],
    refuses: ['0', '99', '600001', '5s', '-1', '1.5'].map((value) => ({ DB_TIMEOUT_MS: value })),
  },
  API_DOCS: {
    unset: { apiDocs: true },
    takes: [
      [{ API_DOCS: 'false' }, { apiDocs: false }],
      [MYSQL, { apiDocs: false }],
      [{ ...MYSQL, API_DOCS: 'true' }, { apiDocs: true }],
    ],
    refuses: [{ API_DOCS: 'sometimes' }],
  },
  AUDIT_RETENTION_DAYS: {
    unset: { auditRetentionDays: 730 },
    takes: [
      [{ AUDIT_RETENTION_DAYS: '90' }, { auditRetentionDays: 90 }],
      [{ AUDIT_RETENTION_DAYS: '1' }, { auditRetentionDays: 1 }],
    ],
    refuses: ['0', '-1', '1.5', 'forever', '36501'].map((value) => ({ AUDIT_RETENTION_DAYS: value })),
  },
  UNAPPROVED_RETENTION_DAYS: {
    unset: { unapprovedRetentionDays: 90 },
    takes: [[{ UNAPPROVED_RETENTION_DAYS: '30' }, { unapprovedRetentionDays: 30 }]],
    refuses: ['0', '-1', '1.5', 'forever', '36501'].map((value) => ({ UNAPPROVED_RETENTION_DAYS: value })),
  },
  SMTP_URL: {
    unset: { mail: { smtpUrl: null } },
    takes: [
      [
        { SMTP_URL: 'smtp://mailer:secret@mail.example.kr:587' },
        { mail: { smtpUrl: 'smtp://mailer:secret@mail.example.kr:587' } },
      ],
      [{ SMTP_URL: 'smtps://mail.example.kr:465' }, { mail: { smtpUrl: 'smtps://mail.example.kr:465' } }],
    ],
    refuses: ['mail.example.kr', 'http://mail.example.kr', 'smtp://'].map((value) => ({ SMTP_URL: value })),
  },
  MAIL_FROM: {
    unset: { mail: { from: '이든 영어학원 <hello@eden-english.kr>' } },
    takes: [
      [{ MAIL_FROM: 'no-reply@eden-english.kr' }, { mail: { from: 'no-reply@eden-english.kr' } }],
      [
        { MAIL_FROM: '이든 영어학원 <no-reply@eden-english.kr>' },
        { mail: { from: '이든 영어학원 <no-reply@eden-english.kr>' } },
      ],
    ],
    refuses: ['not-an-address', '이든 <nobody>', 'a@b.kr\r\nBcc: x@y.kr'].map((value) => ({ MAIL_FROM: value })),
  },
  ACADEMY_NOTIFY_EMAIL: {
    unset: { mail: { notifyEmail: 'hello@eden-english.kr' } },
    takes: [[{ ACADEMY_NOTIFY_EMAIL: ' Staff@Eden-English.kr ' }, { mail: { notifyEmail: 'staff@eden-english.kr' } }]],
    refuses: ['staff', 'staff@'].map((value) => ({ ACADEMY_NOTIFY_EMAIL: value })),
  },
  MAIL_OUTBOX_RETENTION_DAYS: {
    unset: { mail: expect.objectContaining({ outboxRetentionDays: 30 }) },
    takes: [[{ MAIL_OUTBOX_RETENTION_DAYS: '7' }, { mail: expect.objectContaining({ outboxRetentionDays: 7 }) }]],
    refuses: ['0', '-1', '1.5', 'forever', '36501'].map((value) => ({ MAIL_OUTBOX_RETENTION_DAYS: value })),
  },
  REPORT_SCHEDULE: {
    unset: { reports: expect.objectContaining({ schedule: '0 8 * * 1' }) },
    takes: [[{ REPORT_SCHEDULE: ' 30 7 * * 1 ' }, { reports: expect.objectContaining({ schedule: '30 7 * * 1' }) }]],
    refuses: ['every monday', '0 8 * *', '0 25 * * 1', '0 0 8 * * 1'].map((value) => ({ REPORT_SCHEDULE: value })),
  },
  REPORTS_ENABLED: {
    unset: { reports: expect.objectContaining({ enabled: true }) },
    takes: [[{ REPORTS_ENABLED: 'false' }, { reports: expect.objectContaining({ enabled: false }) }]],
    refuses: [{ REPORTS_ENABLED: 'sometimes' }],
  },
  SOLAPI_API_KEY: {
    unset: { phone: expect.objectContaining({ solapi: null }) },
    takes: [
      [
        { SOLAPI_API_KEY: 'NCSKEY0123', SOLAPI_API_SECRET: 'SECRET0123456789', SMS_SENDER: '02-555-0101' },
        { phone: expect.objectContaining({ solapi: { apiKey: 'NCSKEY0123', apiSecret: 'SECRET0123456789' } }) },
      ],
    ],
    refuses: [
      [{ SOLAPI_API_KEY: 'NCSKEY0123', SMS_SENDER: '0255550101' }, 'SOLAPI_API_SECRET'],
      [{ SOLAPI_API_KEY: 'NCSKEY0123', SOLAPI_API_SECRET: 'SECRET0123456789' }, 'SMS_SENDER'],
      { SOLAPI_API_KEY: 'has spaces in it' },
    ],
  },
  SOLAPI_API_SECRET: {
    unset: { phone: expect.objectContaining({ solapi: null }) },
    takes: [],
    refuses: [{ SOLAPI_API_SECRET: 'SECRET0123456789' }].map(
      (env) => [env, 'SOLAPI_API_KEY'] as [Record<string, string>, string],
    ),
  },
  SOLAPI_BASE_URL: {
    unset: { phone: expect.objectContaining({ baseUrl: null }) },
    takes: [
      [
        { SOLAPI_BASE_URL: 'http://127.0.0.1:4010/' },
        { phone: expect.objectContaining({ baseUrl: 'http://127.0.0.1:4010' }) },
      ],
    ],
    refuses: ['api.solapi.com', 'http://127.0.0.1:4010/v4', 'ftp://x'].map((value) => ({ SOLAPI_BASE_URL: value })),
  },
  SMS_SENDER: {
    unset: { phone: expect.objectContaining({ sender: null }) },
    takes: [[{ SMS_SENDER: '1588-1234' }, { phone: expect.objectContaining({ sender: '15881234' }) }]],
    refuses: ['12', 'not a number'].map((value) => ({ SMS_SENDER: value })),
  },
  KAKAO_PFID: {
    unset: { phone: expect.objectContaining({ kakao: expect.objectContaining({ pfId: null }) }) },
    takes: [
      [
        { KAKAO_PFID: 'KA01PF2401' },
        { phone: expect.objectContaining({ kakao: expect.objectContaining({ pfId: 'KA01PF2401' }) }) },
      ],
    ],
    refuses: [{ KAKAO_PFID: 'pf id' }],
  },
  KAKAO_TEMPLATE_CONSULTATION: {
    unset: {
      phone: expect.objectContaining({
        kakao: expect.objectContaining({ templates: expect.objectContaining({ consultation: null }) }),
      }),
    },
    takes: [
      [
        { KAKAO_TEMPLATE_CONSULTATION: 'KA01TP1' },
        {
          phone: expect.objectContaining({
            kakao: expect.objectContaining({ templates: expect.objectContaining({ consultation: 'KA01TP1' }) }),
          }),
        },
      ],
    ],
    refuses: [{ KAKAO_TEMPLATE_CONSULTATION: 'a b' }],
  },
  KAKAO_TEMPLATE_APPROVED: {
    unset: {
      phone: expect.objectContaining({
        kakao: expect.objectContaining({ templates: expect.objectContaining({ approved: null }) }),
      }),
    },
    takes: [
      [
        { KAKAO_TEMPLATE_APPROVED: 'KA01TP2' },
        {
          phone: expect.objectContaining({
            kakao: expect.objectContaining({ templates: expect.objectContaining({ approved: 'KA01TP2' }) }),
          }),
        },
      ],
    ],
    refuses: [{ KAKAO_TEMPLATE_APPROVED: '템플릿' }],
  },
  KAKAO_TEMPLATE_WEEKLY_REPORT: {
    unset: {
      phone: expect.objectContaining({
        kakao: expect.objectContaining({ templates: expect.objectContaining({ weeklyReport: null }) }),
      }),
    },
    takes: [
      [
        { KAKAO_TEMPLATE_WEEKLY_REPORT: 'KA01TP3' },
        {
          phone: expect.objectContaining({
            kakao: expect.objectContaining({ templates: expect.objectContaining({ weeklyReport: 'KA01TP3' }) }),
          }),
        },
      ],
    ],
    refuses: [{ KAKAO_TEMPLATE_WEEKLY_REPORT: 'x/y' }],
  },
  KAKAO_TEMPLATE_PARENT_INVITATION: {
    unset: {
      phone: expect.objectContaining({
        kakao: expect.objectContaining({ templates: expect.objectContaining({ parentInvitation: null }) }),
      }),
    },
    takes: [
      [
        { KAKAO_TEMPLATE_PARENT_INVITATION: 'KA01TP4' },
        {
          phone: expect.objectContaining({
            kakao: expect.objectContaining({ templates: expect.objectContaining({ parentInvitation: 'KA01TP4' }) }),
          }),
        },
      ],
    ],
    refuses: [{ KAKAO_TEMPLATE_PARENT_INVITATION: 'x/y' }],
  },
  SOURCE_MAPS: {
    unset: { sourceMaps: 'hidden' },
    takes: [
      [{ SOURCE_MAPS: 'public' }, { sourceMaps: 'public' }],
      [{ SOURCE_MAPS: 'hidden' }, { sourceMaps: 'hidden' }],
    ],
    refuses: [{ SOURCE_MAPS: 'yes' }],
  },
  PUBLIC_URL: {
    unset: { site: expect.objectContaining({ publicUrl: null }) },
    takes: [
      [
        { PUBLIC_URL: 'https://eden-english.kr/' },
        { site: expect.objectContaining({ publicUrl: 'https://eden-english.kr' }) },
      ],
    ],
    refuses: [
      { PUBLIC_URL: 'eden-english.kr' },
      { PUBLIC_URL: 'ftp://eden-english.kr' },
      { PUBLIC_URL: 'https://eden-english.kr/?a=1' },
    ],
  },
  RENDER_BUDGET_MS: {
    unset: { site: expect.objectContaining({ renderBudgetMs: 300 }) },
    takes: [[{ RENDER_BUDGET_MS: '1000' }, { site: expect.objectContaining({ renderBudgetMs: 1000 }) }]],
    refuses: [{ RENDER_BUDGET_MS: 'fast' }, { RENDER_BUDGET_MS: '10' }],
  },
  PAGE_CACHE_SECONDS: {
    unset: { site: expect.objectContaining({ cacheSeconds: 30 }) },
    takes: [[{ PAGE_CACHE_SECONDS: '0' }, { site: expect.objectContaining({ cacheSeconds: 0 }) }]],
    refuses: [{ PAGE_CACHE_SECONDS: '-1' }, { PAGE_CACHE_SECONDS: '1.5' }],
  },
  KAKAO_CHANNEL_URL: {
    unset: { site: expect.objectContaining({ kakaoChannelUrl: null }) },
    takes: [
      [
        { KAKAO_CHANNEL_URL: 'https://pf.kakao.com/_xkAbcd' },
        { site: expect.objectContaining({ kakaoChannelUrl: 'https://pf.kakao.com/_xkAbcd' }) },
      ],
    ],
    refuses: [
      { KAKAO_CHANNEL_URL: 'http://pf.kakao.com/_xkAbcd' },
      { KAKAO_CHANNEL_URL: 'https://pf.kakao.com/' },
      { KAKAO_CHANNEL_URL: 'https://pf.kakao.com.evil.example/_x' },
      { KAKAO_CHANNEL_URL: 'https://pf.kakao.com@evil.example/_x' },
      { KAKAO_CHANNEL_URL: 'pf.kakao.com/_xkAbcd' },
    ],
  },
  REMOTE_CHECK_SECONDS: {
    unset: { site: expect.objectContaining({ remoteCheckSeconds: 10 }) },
    takes: [[{ REMOTE_CHECK_SECONDS: '60' }, { site: expect.objectContaining({ remoteCheckSeconds: 60 }) }]],
    refuses: [{ REMOTE_CHECK_SECONDS: '0' }],
  },
  REMOTE_PUBLIC_INTERNAL_URL: {
    unset: { site: expect.objectContaining({ remotePublicInternalUrl: null }) },
    takes: [
      [
        { REMOTE_PUBLIC_INTERNAL_URL: 'http://remote-public/' },
        { site: expect.objectContaining({ remotePublicInternalUrl: 'http://remote-public/' }) },
      ],
    ],
    refuses: [{ REMOTE_PUBLIC_INTERNAL_URL: '/remotes/public/' }],
  },
  REMOTE_MEMBER_INTERNAL_URL: {
    unset: { site: expect.objectContaining({ remoteMemberInternalUrl: null }) },
    takes: [
      [
        { REMOTE_MEMBER_INTERNAL_URL: 'http://remote-member/' },
        { site: expect.objectContaining({ remoteMemberInternalUrl: 'http://remote-member/' }) },
      ],
    ],
    refuses: [{ REMOTE_MEMBER_INTERNAL_URL: '/remotes/member/' }],
  },
  REMOTE_ADMIN_INTERNAL_URL: {
    unset: { site: expect.objectContaining({ remoteAdminInternalUrl: null }) },
    takes: [
      [
        { REMOTE_ADMIN_INTERNAL_URL: 'http://remote-admin/' },
        { site: expect.objectContaining({ remoteAdminInternalUrl: 'http://remote-admin/' }) },
      ],
    ],
    refuses: [{ REMOTE_ADMIN_INTERNAL_URL: '/remotes/admin/' }],
  },
};

/** The names parseEnv looks up, whatever their values. */
function variablesRead(env: Record<string, string>): Set<string> {
  const read = new Set<string>();
  parseEnv(
    new Proxy(env, { get: (target, name) => (typeof name === 'string' && read.add(name), target[name as string]) }),
  );
  return read;
}

describe('parseEnv', () => {
  it('reads exactly the variables of this table (a new one gets its cases here)', () => {
    const read = new Set([
      ...variablesRead({}),
      ...variablesRead({ ...MYSQL, ADMIN_EMAIL: 'admin@academy.kr', ADMIN_PASSWORD: 'admin-pass' }),
    ]);
    expect([...read].sort()).toEqual(Object.keys(VARIABLES).sort());
  });

  it('never repeats SMTP_URL in its error (it carries the mail password)', () => {
    const error = errorOf({ SMTP_URL: 'http://mailer:hunter2-secret@mail.example.kr' });
    expect(error.variable).toBe('SMTP_URL');
    expect(error.message).not.toContain('hunter2-secret');
  });

  it('never repeats the Solapi key or secret in its error', () => {
    const error = errorOf({ SOLAPI_API_KEY: 'key with-secret-part', SOLAPI_API_SECRET: 'SECRET0123456789' });
    expect(error.variable).toBe('SOLAPI_API_KEY');
    expect(error.message).not.toContain('with-secret-part');
  });

  it('documents every variable in docs/configuration.md', () => {
    const manual = fs.readFileSync(path.join(REPO_ROOT, 'docs', 'configuration.md'), 'utf8');
    expect(Object.keys(VARIABLES).filter((name) => !manual.includes(`\`${name}\``))).toEqual([]);
  });

  describe.each(Object.entries(VARIABLES))('%s', (name, { unset, takes, refuses, base = {} }) => {
    it('has its default when unset', () => {
      expect(name === 'DATA_DIR' ? parseEnv({}) : parse(base)).toMatchObject(unset);
    });

    if (takes.length) {
      it.each(takes)('takes %j', (env, parsed) => {
        expect(name === 'DATA_DIR' ? parseEnv({ ...base, ...env }) : parse({ ...base, ...env })).toMatchObject(parsed);
      });
    }

    if (refuses.length) {
      it.each(refuses.map((entry) => (Array.isArray(entry) ? entry : [entry, name])))(
        'stops on %j, naming %s',
        (env, variable) => {
          const error = errorOf({ ...base, ...env });
          expect(error.variable).toBe(variable);
          expect(error.message).toContain(variable);
        },
      );
    }
  });
});
