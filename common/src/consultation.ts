import { HOUR_MS } from './korean-days';
import { LIMITS } from './limits';
import { MESSAGES } from './messages';
import type { FieldError } from './validation';
import { textError } from './visible-text';

/*
 * Consultation requests (상담 신청): the fields a visitor sends, their rules and Korean messages,
 * the statuses staff move a request through, and the wire types. The public form runs
 * validateConsultation before sending; the API's DTO applies the same rules with the same messages.
 */

/** The student's grade, as the form offers it. */
export const CONSULTATION_GRADES = ['중1', '중2', '중3', '고1', '고2', '고3', '기타'] as const;
export type ConsultationGrade = (typeof CONSULTATION_GRADES)[number];

/** 신규 → 연락함 → 등록 | 종료. 등록 and 종료 close a request (its retention period starts). */
export const CONSULTATION_STATUSES = ['NEW', 'CONTACTED', 'ENROLLED', 'CLOSED'] as const;
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];
export const CONSULTATION_STATUS_LABELS: Record<ConsultationStatus, string> = {
  NEW: '신규',
  CONTACTED: '연락함',
  ENROLLED: '등록',
  CLOSED: '종료',
};
export const CLOSED_CONSULTATION_STATUSES: readonly ConsultationStatus[] = ['ENROLLED', 'CLOSED'];
export const isClosedConsultation = (status: ConsultationStatus) => CLOSED_CONSULTATION_STATUSES.includes(status);

/** The form's limits are LIMITS' (one number, one place), named here for the consultation code. */
export const CONSULTATION = {
  nameMax: LIMITS.nameMax,
  phoneInputMax: LIMITS.phoneInputMax,
  messageMax: LIMITS.consultationMessageMax,
  memoMax: LIMITS.memoMax,
  /** The honeypot field: hidden from people (and from screen readers), filled by form-filling bots. */
  honeypotField: 'website',
  limitPerHourDefault: 5,
  windowMs: HOUR_MS,
  retentionDaysDefault: 365,
  pageSizeDefault: 20,
  pageSizeMax: 100,
} as const;

export const CONSULTATION_MESSAGES = {
  name: '이름을 입력해주세요',
  nameMax: MESSAGES.validation.nameMax,
  phone: '연락처를 입력해주세요',
  phoneInvalid: '휴대폰 또는 일반 전화번호를 입력해주세요 (예: 010-1234-5678)',
  grade: '학년을 목록에서 선택해주세요',
  program: '프로그램을 목록에서 선택해주세요',
  messageMax: '문의 내용은 1000자 이하여야 합니다',
  consent: '개인정보 수집·이용에 동의해주세요',
  status: '상태는 NEW, CONTACTED, ENROLLED, CLOSED 중 하나여야 합니다',
  memoMax: MESSAGES.validation.memoMax,
  rateLimited: '상담 신청이 너무 많습니다. 잠시 후 다시 시도하시거나 전화로 문의해주세요.',
  notFound: '상담 신청을 찾을 수 없습니다.',
  sent: '상담 신청이 접수되었습니다. 곧 연락드리겠습니다.',
  sendFailed: '상담 신청을 보내지 못했습니다. 잠시 후 다시 시도해주세요.',
  title: '상담 신청',
  open: '상담 신청하기',
  menu: '상담 신청',
  menuHint: '무료 레벨 테스트 상담 요청',
  newCount: (count: number) => `새 상담 신청 ${count}건`,
  updated: '상담 신청을 저장했습니다.',
  deleted: '상담 신청을 삭제했습니다.',
  deleteConfirm: '이 상담 신청을 삭제할까요? 되돌릴 수 없습니다.',
  csvFileName: (day: string) => `상담신청_${day}.csv`,
  csvHeader: ['접수 시각', '상태', '이름', '연락처', '학년', '프로그램', '문의 내용', '메모', '담당자', '처리 시각'],
  /** The consent text (개인정보 보호법 제15조): items, purpose, retention, the right to refuse. */
  consentTitle: '개인정보 수집·이용 동의 (필수)',
  consentItems: '수집 항목: 이름, 연락처, 학년, 관심 프로그램, 문의 내용',
  consentPurpose: '이용 목적: 상담 및 레벨 테스트 일정 안내',
  consentRetention: (days: number) => `보유 기간: 상담 종료 후 ${days}일이 지나면 파기합니다`,
  consentRefusal: '동의하지 않으실 수 있으며, 이 경우 온라인 상담 신청은 어렵고 전화로 문의하실 수 있습니다.',
  consentLabel: '위 내용을 읽었으며 개인정보 수집·이용에 동의합니다',
  /** Optional: the confirmation by 문자 or 카카오 알림톡 to the number given (docs/phone-messages.md). */
  smsConsentLabel: '문자·알림톡 안내 수신 동의 (선택)',
  smsConsentHint: '접수 확인을 적어 주신 휴대폰 번호로 문자 또는 카카오 알림톡으로 보내 드립니다.',
  policyLink: '개인정보처리방침 전문 보기 (새 창)',
  /** The summary above a refused form; each message below it links to its field. */
  fixBelow: (count: number) => `입력 내용을 확인해주세요. 고칠 항목이 ${count}개 있습니다.`,
} as const;

const M = CONSULTATION_MESSAGES;

const MOBILE = /^01[016789]\d{7,8}$/;
const SEOUL = /^02\d{7,8}$/;
const AREA = /^0(3[1-3]|4[1-4]|5[1-5]|6[1-4]|70)\d{7,8}$/;
/** 1588-1234 and the like: one number for a whole business. */
const REPRESENTATIVE = /^1[5-9]\d{6}$/;

/** A mobile number (010-…, 011-…): the only kind a 문자 or 알림톡 reaches. Any separators are ignored. */
export const isKoreanMobilePhone = (phone: string) => MOBILE.test(phone.replace(/\D/g, ''));

/**
 * A Korean mobile or landline number in its one stored form (010-1234-5678, 02-123-4567,
 * 055-264-7780, 1588-1234), or null when the text is not one. Spaces, hyphens, dots and brackets
 * are ignored, fullwidth digits fold, and +82 stands for the leading 0.
 */
export function normalizeKoreanPhone(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const folded = value.normalize('NFKC').trim();
  if (folded.length === 0 || folded.length > CONSULTATION.phoneInputMax) return null;
  if (!/^\+?[\d\s().-]+$/.test(folded)) return null;
  let digits = folded.replace(/\D/g, '');
  if (folded.startsWith('+')) {
    if (!digits.startsWith('82')) return null;
    digits = `0${digits.slice(2).replace(/^0/, '')}`;
  }
  if (REPRESENTATIVE.test(digits)) return `${digits.slice(0, 4)}-${digits.slice(4)}`;
  const head = SEOUL.test(digits) ? 2 : MOBILE.test(digits) || AREA.test(digits) ? 3 : 0;
  if (head === 0) return null;
  const rest = digits.slice(head);
  const middle = rest.length - 4;
  return `${digits.slice(0, head)}-${rest.slice(0, middle)}-${rest.slice(middle)}`;
}

/** What a visitor sends (POST /api/consultations); `website` is the honeypot and stays empty. */
export interface ConsultationInput {
  name: string;
  phone: string;
  grade?: ConsultationGrade;
  programSlug?: string | null;
  message?: string | null;
  consent: boolean;
  /** 문자·알림톡 안내 수신 동의 (선택): the confirmation goes to `phone` only when true. */
  smsConsent?: boolean;
  website?: string;
}

export interface ConsultationCreated {
  id: string;
  createdAt: string;
}

/** One request as staff see it. */
export interface Consultation {
  id: string;
  createdAt: string;
  name: string;
  phone: string;
  grade: ConsultationGrade | null;
  programSlug: string | null;
  /** The program's title when the request was sent (it survives a renamed or removed program). */
  programTitle: string | null;
  message: string | null;
  status: ConsultationStatus;
  memo: string | null;
  /** Who last changed the status or memo: an ADMIN's e-mail, or 공용 콘솔. */
  handledBy: string | null;
  handledAt: string | null;
  closedAt: string | null;
}

export interface ConsultationList {
  items: Consultation[];
  total: number;
}

/** PATCH /api/admin/consultations/{id}: either or both. */
export interface ConsultationUpdate {
  status?: ConsultationStatus;
  memo?: string | null;
}

/** GET /api/admin/consultations/new-count: the menu badge and the overview. */
export interface ConsultationNewCount {
  count: number;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The form's rules, in field order: what the public form checks before sending. */
export function validateConsultation(input: Partial<Record<keyof ConsultationInput, unknown>>): FieldError[] {
  const errors: FieldError[] = [];
  const name = text(input.name);
  if (!name) errors.push({ field: 'name', message: M.name });
  else {
    const problem = textError(name) ?? (name.length > CONSULTATION.nameMax ? M.nameMax : null);
    if (problem) errors.push({ field: 'name', message: problem });
  }
  const phone = text(input.phone);
  if (!phone) errors.push({ field: 'phone', message: M.phone });
  else if (!normalizeKoreanPhone(phone)) errors.push({ field: 'phone', message: M.phoneInvalid });
  const grade = input.grade;
  if (
    grade !== undefined &&
    grade !== null &&
    grade !== '' &&
    !CONSULTATION_GRADES.includes(grade as ConsultationGrade)
  )
    errors.push({ field: 'grade', message: M.grade });
  const message = text(input.message);
  if (message) {
    const problem = textError(message) ?? (message.length > CONSULTATION.messageMax ? M.messageMax : null);
    if (problem) errors.push({ field: 'message', message: problem });
  }
  if (input.consent !== true) errors.push({ field: 'consent', message: M.consent });
  return errors;
}

/** Where the form posts without JavaScript (a page path: the server answers it with a page). */
export const CONSULTATION_FORM_PATH = '/consultation';
export const CONSULTATION_THANKS_PATH = '/consultation/thanks';
/** The page-data key under which a refused plain-form post hands the page what was sent and what was wrong. */
export const CONSULTATION_FORM_KEY = 'consultation-form';

/** A plain-form post the server refused: the page draws the form again with these. */
export interface ConsultationFormState {
  /** The refusal in one sentence (the first field's message, or the limit's). */
  message: string;
  errors: FieldError[];
  /** What the visitor typed, as text, to fill the form again (never kept anywhere). */
  values: Partial<Record<'name' | 'phone' | 'grade' | 'programSlug' | 'message', string>>;
}
