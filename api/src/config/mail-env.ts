// env.ts imports this file too; EnvError is only used when parsing, after both have loaded.
import { ACADEMY, ACCOUNT_RETENTION, isValidEmail, normalizeEmail } from '@academy/common';
import { EnvError } from './env';

type Env = Record<string, string | undefined>;

/** Where the outgoing mail goes (api/src/mail). */
export interface MailConfig {
  /** smtp(s)://user:pass@host:port; null: each message is written as an .eml file under data/outbox/. */
  smtpUrl: string | null;
  /** The From header: `이든 영어학원 <no-reply@example.kr>` or a bare address. */
  from: string;
  /** The staff address new consultation requests are sent to. */
  notifyEmail: string;
  /** Days a sent or given-up message's row (recipient, kind, times) is kept (MAIL_OUTBOX_RETENTION_DAYS). */
  outboxRetentionDays: number;
}

const trimmed = (env: Env, name: string) => env[name]?.trim() || undefined;

/** The value is never echoed: an SMTP URL carries the mail account's password. */
function smtpUrl(env: Env): string | null {
  const raw = trimmed(env, 'SMTP_URL');
  if (raw === undefined) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new EnvError('SMTP_URL', 'smtp://사용자:비밀번호@호스트:587 또는 smtps://…:465 형식의 URL이어야 합니다');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new EnvError('SMTP_URL', `smtp:// 또는 smtps:// 로 시작해야 합니다 (받은 스킴: ${url.protocol})`);
  if (!url.hostname) throw new EnvError('SMTP_URL', '메일 서버의 호스트 이름이 필요합니다');
  return raw;
}

/** `Name <address>` or a bare address; the address must be one. */
function from(env: Env): string {
  const raw = trimmed(env, 'MAIL_FROM');
  if (raw === undefined) return `${ACADEMY.name} <${ACADEMY.email}>`;
  const address = /<([^<>]+)>$/.exec(raw)?.[1] ?? raw;
  if (!isValidEmail(address) || /[\r\n]/.test(raw))
    throw new EnvError('MAIL_FROM', `이메일 주소 또는 "이름 <주소>" 형식이어야 합니다 (받은 값: "${raw}")`);
  return raw;
}

function notifyEmail(env: Env): string {
  const raw = trimmed(env, 'ACADEMY_NOTIFY_EMAIL');
  if (raw === undefined) return ACADEMY.email;
  if (!isValidEmail(raw))
    throw new EnvError('ACADEMY_NOTIFY_EMAIL', `올바른 이메일 주소가 아닙니다 (받은 값: "${raw}")`);
  return normalizeEmail(raw);
}

function outboxRetentionDays(env: Env): number {
  const raw = trimmed(env, 'MAIL_OUTBOX_RETENTION_DAYS');
  if (raw === undefined) return ACCOUNT_RETENTION.mailOutboxDaysDefault;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 1 || value > 36_500)
    throw new EnvError('MAIL_OUTBOX_RETENTION_DAYS', `1~36500 사이의 정수여야 합니다 (받은 값: "${raw}")`);
  return value;
}

export function parseMailEnv(env: Env): MailConfig {
  return {
    smtpUrl: smtpUrl(env),
    from: from(env),
    notifyEmail: notifyEmail(env),
    outboxRetentionDays: outboxRetentionDays(env),
  };
}
