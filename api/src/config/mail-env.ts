import { z } from 'zod';
import { ACADEMY, ACCOUNT_RETENTION, isValidEmail, normalizeEmail } from '@academy/common';
import { checked, days, got, rule, text } from './env-fields';

/** The value is never echoed: an SMTP URL carries the mail account's password. */
const SMTP_URL = checked(
  rule(URL.canParse, 'smtp://사용자:비밀번호@호스트:587 또는 smtps://…:465 형식의 URL이어야 합니다'),
  rule(
    (raw) => /^smtps?:$/.test(new URL(raw).protocol),
    (raw) => `smtp:// 또는 smtps:// 로 시작해야 합니다 (받은 스킴: ${new URL(raw).protocol})`,
  ),
  rule((raw) => new URL(raw).hostname, '메일 서버의 호스트 이름이 필요합니다'),
);

/** `Name <address>` or a bare address; the address must be one. */
const isMailFrom = (raw: string) => isValidEmail(/<([^<>]+)>$/.exec(raw)?.[1] ?? raw) && !/[\r\n]/.test(raw);

/** Where the outgoing mail goes (api/src/mail). */
export const MAIL_ENV = z
  .object({
    SMTP_URL: text(SMTP_URL.optional()),
    MAIL_FROM: text(
      checked(rule(isMailFrom, got('이메일 주소 또는 "이름 <주소>" 형식이어야 합니다'))).default(
        `${ACADEMY.name} <${ACADEMY.email}>`,
      ),
    ),
    ACADEMY_NOTIFY_EMAIL: text(
      checked(rule(isValidEmail, got('올바른 이메일 주소가 아닙니다')))
        .transform(normalizeEmail)
        .default(ACADEMY.email),
    ),
    MAIL_OUTBOX_RETENTION_DAYS: days(ACCOUNT_RETENTION.mailOutboxDaysDefault),
  })
  .transform((env) => ({
    /** smtp(s)://user:pass@host:port; null: each message is written as an .eml file under data/outbox/. */
    smtpUrl: env.SMTP_URL ?? null,
    /** The From header: `이든 영어학원 <no-reply@example.kr>` or a bare address. */
    from: env.MAIL_FROM,
    /** The staff address new consultation requests are sent to. */
    notifyEmail: env.ACADEMY_NOTIFY_EMAIL,
    /** Days a sent or given-up message's row (recipient, kind, times) is kept (MAIL_OUTBOX_RETENTION_DAYS). */
    outboxRetentionDays: env.MAIL_OUTBOX_RETENTION_DAYS,
  }));

export type MailConfig = z.output<typeof MAIL_ENV>;
