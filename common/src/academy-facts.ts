import { ACADEMY } from './academy';
import { textError } from './visible-text';
import { isValidEmail } from './validation';

/** One line of opening hours: "월–금" · "14:00 – 22:00". */
export interface HoursLine {
  days: string;
  hours: string;
}

/**
 * The academy's facts (GET /api/academy, PUT /api/admin/academy): one row in the database, edited
 * on the admin screen 학원 정보, shown by the header, footer, landing page, JSON-LD, mails and the
 * privacy policy.
 */
export interface AcademyFacts {
  name: string;
  /** 대표자. */
  representative: string;
  address: string;
  phone: string;
  email: string;
  /** 학원 등록번호 (교육청에 등록한 번호); '' until the 원장 fills it in. */
  registrationNumber: string;
  /** 사업자등록번호, 000-00-00000; '' until the 원장 fills it in. */
  businessNumber: string;
  /** 개인정보 보호책임자. */
  privacyOfficer: { name: string; contact: string };
  /** The KakaoTalk channel (https://pf.kakao.com/…); null = no 카카오톡 상담 button. */
  kakaoChannelUrl: string | null;
  /** What the map link searches for. */
  mapQuery: string;
  /** Landing page contact hours. */
  contactHours: HoursLine[];
  /** Consultation hours (gallery, about page). */
  consultationHours: HoursLine[];
}

/** The fields the form sends: everything of the facts. */
export type AcademyFactsInput = AcademyFacts;

/**
 * Today's facts (the constants the site showed before they were editable): the seed of the row,
 * and what a page shows until the stored facts arrive.
 */
export const DEFAULT_ACADEMY_FACTS: AcademyFacts = {
  name: ACADEMY.name,
  representative: ACADEMY.headTeacher,
  address: ACADEMY.address,
  phone: ACADEMY.phone,
  email: ACADEMY.email,
  registrationNumber: '',
  businessNumber: '',
  privacyOfficer: { name: ACADEMY.headTeacher, contact: ACADEMY.email },
  kakaoChannelUrl: null,
  mapQuery: ACADEMY.mapQuery,
  contactHours: ACADEMY.contactHours.map((line) => ({ ...line })),
  consultationHours: ACADEMY.consultationHours.map((line) => ({ ...line })),
};

export const ACADEMY_FACT_LIMITS = {
  nameMax: 60,
  representativeMax: 40,
  addressMax: 200,
  registrationNumberMax: 60,
  officerNameMax: 40,
  officerContactMax: 120,
  mapQueryMax: 200,
  hoursLinesMax: 7,
  daysMax: 20,
  hoursMax: 40,
} as const;

const L = ACADEMY_FACT_LIMITS;

/** The Korean labels of the fields (the form, the audit summary). */
export const ACADEMY_FACT_LABELS: Record<keyof AcademyFacts, string> = {
  name: '학원 이름',
  representative: '대표자',
  address: '주소',
  phone: '전화번호',
  email: '이메일',
  registrationNumber: '학원 등록번호',
  businessNumber: '사업자등록번호',
  privacyOfficer: '개인정보 보호책임자',
  kakaoChannelUrl: '카카오톡 채널 주소',
  mapQuery: '지도 검색어',
  contactHours: '상담 전화 시간',
  consultationHours: '상담 시간',
};

export const ACADEMY_FACT_MESSAGES = {
  name: '학원 이름을 입력해주세요. (60자 이하)',
  representative: '대표자 이름을 입력해주세요. (40자 이하)',
  address: '주소를 입력해주세요. (200자 이하)',
  phone: '전화번호를 055-264-7780처럼 입력해주세요.',
  email: '올바른 이메일 주소를 입력해주세요.',
  registrationNumber: '교육청에 등록한 학원 등록번호를 입력해주세요. (60자 이하)',
  businessNumber: '사업자등록번호를 000-00-00000 형식(숫자 10자리)으로 입력해주세요.',
  officerName: '개인정보 보호책임자 이름을 입력해주세요. (40자 이하)',
  officerContact: '개인정보 보호책임자 연락처(전화 또는 이메일)를 입력해주세요. (120자 이하)',
  privacyOfficer: '개인정보 보호책임자의 이름과 연락처를 입력해주세요.',
  kakaoChannelUrl: 'https://pf.kakao.com/로 시작하는 카카오톡 채널 주소를 입력하거나 비워 두세요.',
  mapQuery: '지도에서 찾을 주소나 이름을 입력해주세요. (200자 이하)',
  hoursList: '시간 안내를 1줄 이상 7줄 이하로 입력해주세요.',
  hoursDays: '요일을 입력해주세요. (20자 이하)',
  hoursHours: '시간을 입력해주세요. (40자 이하)',
  saved: '학원 정보를 저장했습니다. 공개 페이지에 바로 반영됩니다.',
  title: '학원 정보',
} as const;

const M = ACADEMY_FACT_MESSAGES;

/** Usable text of 1..max characters after trimming (nothing invisible-only or broken). */
function requiredText(value: unknown, max: number): boolean {
  if (typeof value !== 'string') return false;
  const text = value.trim();
  return text !== '' && text.length <= max && textError(text) === null;
}

/** A Korean telephone number: digits with optional hyphens or spaces, 8 to 11 digits (1588-0000 … 010-0000-0000). */
export function isKoreanPhone(value: unknown): boolean {
  if (typeof value !== 'string' || !/^[0-9][0-9 -]{6,14}[0-9]$/.test(value.trim())) return false;
  const digits = value.replace(/\D/g, '');
  return digits.length >= 8 && digits.length <= 11;
}

/** 000-00-00000 from ten digits written with or without hyphens, else null. */
export function normalizeBusinessNumber(value: unknown): string | null {
  if (typeof value !== 'string' || !/^[0-9 -]+$/.test(value.trim())) return null;
  const digits = value.replace(/\D/g, '');
  return digits.length === 10 ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` : null;
}

const KAKAO_PREFIX = 'https://pf.kakao.com/';

/** A KakaoTalk channel address (https://pf.kakao.com/_xkAbcd), as KAKAO_CHANNEL_URL must be too. */
export function isKakaoChannelUrl(value: unknown): boolean {
  if (typeof value !== 'string' || !value.startsWith(KAKAO_PREFIX) || value.length > 200) return false;
  try {
    const url = new URL(value);
    return url.host === 'pf.kakao.com' && url.pathname.length > 1;
  } catch {
    return false;
  }
}

function hoursError(value: unknown): string | null {
  if (!Array.isArray(value) || value.length < 1 || value.length > L.hoursLinesMax) return M.hoursList;
  for (const line of value as unknown[]) {
    if (typeof line !== 'object' || line === null) return M.hoursList;
    const { days, hours } = line as Record<string, unknown>;
    if (!requiredText(days, L.daysMax)) return M.hoursDays;
    if (!requiredText(hours, L.hoursMax)) return M.hoursHours;
  }
  return null;
}

/**
 * The rule of each field: the Korean message for a value it refuses, or null. The API's DTO and the
 * admin form run the same functions.
 */
export const ACADEMY_FACT_RULES: Record<keyof AcademyFacts, (value: unknown) => string | null> = {
  name: (value) => (requiredText(value, L.nameMax) ? null : M.name),
  representative: (value) => (requiredText(value, L.representativeMax) ? null : M.representative),
  address: (value) => (requiredText(value, L.addressMax) ? null : M.address),
  phone: (value) => (isKoreanPhone(value) ? null : M.phone),
  email: (value) => (isValidEmail(value) ? null : M.email),
  registrationNumber: (value) => (requiredText(value, L.registrationNumberMax) ? null : M.registrationNumber),
  businessNumber: (value) => (normalizeBusinessNumber(value) ? null : M.businessNumber),
  privacyOfficer: (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return M.privacyOfficer;
    const { name, contact } = value as Record<string, unknown>;
    if (!requiredText(name, L.officerNameMax)) return M.officerName;
    return requiredText(contact, L.officerContactMax) ? null : M.officerContact;
  },
  kakaoChannelUrl: (value) =>
    value === null || value === undefined || value === '' || isKakaoChannelUrl(value) ? null : M.kakaoChannelUrl,
  mapQuery: (value) => (requiredText(value, L.mapQueryMax) ? null : M.mapQuery),
  contactHours: hoursError,
  consultationHours: hoursError,
};

export const ACADEMY_FACT_FIELDS = Object.keys(ACADEMY_FACT_RULES) as (keyof AcademyFacts)[];
