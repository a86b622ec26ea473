import { CONSULTATION, CONSULTATION_MESSAGES, normalizeKoreanPhone } from './consultation';
import { currentPolicy, type ConsentKind, type PolicyKind } from './legal';
import { LIMITS } from './limits';
import type { Member } from './types';
import type { FieldError } from './validation';
import { textError } from './visible-text';

/*
 * Consent at sign-up (개인정보 보호법 §15, §22, §22-2) and leaving: the check boxes the form shows,
 * the collection notice (items, purpose, retention) that the sign-up form and the privacy policy
 * both print, the rules the API applies with the same Korean messages, and the wire types.
 */

/** What the sign-up form sends besides the account fields. */
export interface SignupAgreements {
  terms: boolean;
  privacy: boolean;
  marketing?: boolean;
}

export interface SignupConsentInput {
  agreements?: unknown;
  under14?: unknown;
  guardianName?: unknown;
  guardianPhone?: unknown;
  guardianConsent?: unknown;
}

/** How a consent was given: on the sign-up form, or changed later on /account. */
export const CONSENT_METHODS = ['SIGNUP', 'ACCOUNT'] as const;
export type ConsentMethod = (typeof CONSENT_METHODS)[number];

/** One consent as the member and the staff read it: the latest decision of its kind. */
export interface ConsentRecord {
  kind: ConsentKind;
  given: boolean;
  /** The version of the document agreed to (legal.ts). */
  version: number;
  at: string;
}

export interface GuardianInfo {
  name: string;
  phone: string;
}

/** GET /api/admin/members/{id}: the member, their consents and, for a child under 14, the guardian. */
export interface MemberDetail extends Member {
  consents: ConsentRecord[];
  guardian: GuardianInfo | null;
}

/** PATCH /api/me/consents. */
export interface ConsentChange {
  marketing: boolean;
}

/** The document a kind of consent is given against: the terms, or the privacy policy for the rest. */
export const CONSENT_POLICY: Record<ConsentKind, PolicyKind> = {
  TERMS: 'terms',
  PRIVACY: 'privacy',
  MARKETING: 'privacy',
  GUARDIAN: 'privacy',
};

export const consentVersion = (kind: ConsentKind) => currentPolicy(CONSENT_POLICY[kind]).version;

export const CONSENT_KIND_LABELS: Record<ConsentKind, string> = {
  TERMS: '이용약관 동의',
  PRIVACY: '개인정보 수집·이용 동의',
  MARKETING: '광고성 정보 수신 동의',
  GUARDIAN: '법정대리인 동의',
};

export const SIGNUP_CONSENT_MESSAGES = {
  terms: '이용약관에 동의해주세요',
  privacy: '개인정보 수집·이용에 동의해주세요',
  guardianName: '법정대리인 이름을 입력해주세요',
  guardianNameMax: '법정대리인 이름은 50자 이하여야 합니다',
  guardianPhone: '법정대리인 연락처를 입력해주세요',
  guardianPhoneInvalid: CONSULTATION_MESSAGES.phoneInvalid,
  guardianConsent: '만 14세 미만은 법정대리인의 동의가 필요합니다',
  boolean: '동의 여부는 true 또는 false 여야 합니다',
  termsLabel: '이용약관에 동의합니다 (필수)',
  privacyLabel: '개인정보 수집·이용에 동의합니다 (필수)',
  marketingLabel: '광고성 정보(강좌 안내, 이벤트) 수신에 동의합니다 (선택)',
  under14Label: '만 14세 미만입니다',
  guardianNameLabel: '법정대리인 이름',
  guardianPhoneLabel: '법정대리인 연락처',
  guardianConsentLabel: '법정대리인으로서 위 개인정보 수집·이용에 동의합니다 (필수)',
  termsLink: '이용약관 보기',
  privacyLink: '개인정보처리방침 보기',
  none: '동의 기록 없음',
  given: '동의',
  /** Not given: refused at sign-up, or withdrawn since. */
  withdrawn: '미동의',
  version: (version: number) => `v${version}`,
  guardianTitle: '법정대리인',
  consentsTitle: '동의 내역',
  marketingOn: '광고성 정보 수신에 동의했습니다.',
  marketingOff: '광고성 정보 수신 동의를 철회했습니다.',
} as const;

/** The collection notice of the sign-up form (and of the privacy policy's member section). */
export interface CollectionNotice {
  title: string;
  items: string;
  purpose: string;
  retention: string;
  refusal: string;
}

/**
 * What sign-up collects, why, and for how long, with the retention this server really applies
 * (GET /api/site's retention.unapprovedAccounts): one text for the form and the policy page.
 */
export function signupCollectionNotice(unapprovedRetentionDays: number): CollectionNotice {
  return {
    title: '개인정보 수집·이용 안내',
    items:
      '수집 항목: 이메일, 이름(성, 이름), 비밀번호(암호화하여 저장), 휴대폰 번호(학부모는 필수, 학생은 선택), 만 14세 미만인 경우 법정대리인의 이름과 연락처',
    purpose:
      '이용 목적: 회원 식별과 가입 승인, 온라인 강의 제공과 학습 기록 관리, 학부모에게 자녀의 학습 현황과 주간 리포트 제공, 서비스 관련 안내(문자·알림톡 포함)',
    retention: `보유 기간: 회원 탈퇴 시 지체 없이 파기합니다. 승인되지 않았거나 거절된 가입 신청은 가입 후 ${unapprovedRetentionDays}일이 지나면 파기합니다.`,
    refusal: '동의를 거부할 수 있으며, 이 경우 회원가입을 할 수 없습니다.',
  };
}

const M = SIGNUP_CONSENT_MESSAGES;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The guardian's name: usable text of 1 to 50 characters. */
export function guardianNameError(value: unknown): string | null {
  const name = text(value);
  if (!name) return M.guardianName;
  return textError(name) ?? (name.length > LIMITS.nameMax ? M.guardianNameMax : null);
}

/** The guardian's number: a Korean number (stored as normalizeKoreanPhone gives it). */
export function guardianPhoneError(value: unknown): string | null {
  const phone = text(value);
  if (!phone) return M.guardianPhone;
  return phone.length <= CONSULTATION.phoneInputMax && normalizeKoreanPhone(phone) ? null : M.guardianPhoneInvalid;
}

/** The sign-up form's consents: both required ones, and the guardian's three fields under 14. */
export function validateSignupConsent(input: SignupConsentInput): FieldError[] {
  const errors: FieldError[] = [];
  const agreements = record(input.agreements);
  if (agreements.terms !== true) errors.push({ field: 'agreements.terms', message: M.terms });
  if (agreements.privacy !== true) errors.push({ field: 'agreements.privacy', message: M.privacy });
  if (input.under14 === true) {
    const name = guardianNameError(input.guardianName);
    if (name) errors.push({ field: 'guardianName', message: name });
    const phone = guardianPhoneError(input.guardianPhone);
    if (phone) errors.push({ field: 'guardianPhone', message: phone });
    if (input.guardianConsent !== true) errors.push({ field: 'guardianConsent', message: M.guardianConsent });
  }
  return errors;
}

export const LEAVE_MESSAGES = {
  title: '회원 탈퇴',
  intro: '탈퇴하면 아래 정보가 바로 삭제되며 되돌릴 수 없습니다.',
  deleted: [
    '이메일, 이름, 비밀번호 등 계정 정보',
    '동의 기록과 법정대리인 정보',
    '가입 승인 기록과 메모',
    '로그인된 모든 기기의 세션',
  ],
  kept: '강의별 시청 횟수, 진도와 완료 같은 학습 통계는 누구의 것인지 알 수 없게 남습니다.',
  passwordLabel: '비밀번호 확인',
  password: '비밀번호를 입력해주세요',
  wrongPassword: '비밀번호가 올바르지 않습니다.',
  adminCannotLeave: '관리자 계정은 탈퇴할 수 없습니다. 다른 관리자에게 문의해주세요.',
  submit: '탈퇴하기',
  confirm: '정말 탈퇴할까요? 되돌릴 수 없습니다.',
  done: '탈퇴가 완료되었습니다. 그동안 이용해주셔서 감사합니다.',
  failed: '탈퇴하지 못했습니다',
} as const;
