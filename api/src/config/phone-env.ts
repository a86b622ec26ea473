import { z } from 'zod';
import { normalizeKoreanPhone } from '@academy/common';
import { checked, got, isHttpUrl, rule, text } from './env-fields';

/** A key, secret or id as Solapi issues them: letters, digits and a few marks, no spaces. */
const token = (what: string) =>
  checked(rule((raw) => /^[A-Za-z0-9_.=+/-]{4,200}$/.test(raw), `${what}: 영문자·숫자로 된 값이어야 합니다`));

/** A template id as Solapi shows it (KA01TP…); echoed when wrong: it is no secret. */
const templateId = text(
  checked(rule((raw) => /^[A-Za-z0-9_-]{1,100}$/.test(raw), got('영문자·숫자로 된 템플릿 ID여야 합니다'))).optional(),
);

/** The SDK's own origin, or a stand-in's (tests, a local proxy): an origin, no path. */
const BASE_URL = checked(
  rule(
    (raw) => isHttpUrl(raw) && new URL(raw).pathname === '/' && !new URL(raw).username,
    got('http(s) origin 이어야 합니다 (예: http://127.0.0.1:4010)'),
  ),
).transform((raw) => new URL(raw).origin);

/**
 * 문자 and 카카오 알림톡 through Solapi (api/src/phone, docs/phone-messages.md). Off by default:
 * without the key and secret each message is written as a .sms.json file under data/outbox/.
 * The key and secret are never echoed in an error.
 */
export const PHONE_ENV = z
  .object({
    SOLAPI_API_KEY: text(token('API 키').optional()),
    SOLAPI_API_SECRET: text(token('API 시크릿').optional()),
    SOLAPI_BASE_URL: text(BASE_URL.optional()),
    SMS_SENDER: text(
      checked(rule((raw) => normalizeKoreanPhone(raw) !== null, got('Solapi 에 등록한 발신 번호여야 합니다')))
        .transform((raw) => normalizeKoreanPhone(raw)!.replace(/-/g, ''))
        .optional(),
    ),
    KAKAO_PFID: text(token('카카오 채널 pfId').optional()),
    KAKAO_TEMPLATE_CONSULTATION: templateId,
    KAKAO_TEMPLATE_APPROVED: templateId,
    KAKAO_TEMPLATE_WEEKLY_REPORT: templateId,
    KAKAO_TEMPLATE_PARENT_INVITATION: templateId,
  })
  .superRefine((env, context) => {
    const problem = (variable: string, message: string) =>
      context.addIssue({ code: 'custom', path: [variable], message });
    if (env.SOLAPI_API_KEY && !env.SOLAPI_API_SECRET)
      problem('SOLAPI_API_SECRET', 'SOLAPI_API_KEY와 함께 설정해야 합니다');
    if (!env.SOLAPI_API_KEY && env.SOLAPI_API_SECRET)
      problem('SOLAPI_API_KEY', 'SOLAPI_API_SECRET과 함께 설정해야 합니다');
    if (env.SOLAPI_API_KEY && !env.SMS_SENDER)
      problem('SMS_SENDER', 'SOLAPI_API_KEY 를 쓰면 Solapi 에 등록한 발신 번호가 필요합니다');
  })
  .transform((env) => ({
    /** Solapi's key and secret; null: each message is written as a .sms.json file under data/outbox/. */
    solapi:
      env.SOLAPI_API_KEY && env.SOLAPI_API_SECRET
        ? { apiKey: env.SOLAPI_API_KEY, apiSecret: env.SOLAPI_API_SECRET }
        : null,
    /** Where the SDK's requests go instead of https://api.solapi.com (a stand-in); null: the SDK's own. */
    baseUrl: env.SOLAPI_BASE_URL ?? null,
    /** The sending number registered with Solapi, digits only. */
    sender: env.SMS_SENDER ?? null,
    /** 알림톡: the 카카오 채널's pfId and each kind's approved template; a kind without one goes as 문자. */
    kakao: {
      pfId: env.KAKAO_PFID ?? null,
      templates: {
        consultation: env.KAKAO_TEMPLATE_CONSULTATION ?? null,
        approved: env.KAKAO_TEMPLATE_APPROVED ?? null,
        weeklyReport: env.KAKAO_TEMPLATE_WEEKLY_REPORT ?? null,
        parentInvitation: env.KAKAO_TEMPLATE_PARENT_INVITATION ?? null,
      },
    },
  }));

export type PhoneConfig = z.output<typeof PHONE_ENV>;
