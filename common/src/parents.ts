/*
 * Parents (CONTRACT.md, "Parents"): the account type a sign-up chooses, the code a student gives a
 * parent to link them, the limits of a link, the weekly report's wire shape, and the Korean
 * messages the API and the screens share.
 */
import { addWeeks } from './korean-days';

/** What a sign-up creates: a student (approved by staff) or a parent (at once, seeing nothing until linked). */
export const ACCOUNT_TYPES = ['STUDENT', 'PARENT'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = { STUDENT: '학생', PARENT: '학부모' };

export const PARENT_LIMITS = {
  /** A 학부모 연결 코드: this many characters of LINK_CODE_ALPHABET. */
  codeLength: 8,
  codeTtlHours: 24,
  /** A child has at most this many guardians (confirmed or waiting). */
  guardiansPerChildMax: 2,
  /** A staff invitation's one-time link. */
  inviteTtlDays: 7,
  /** The report's trend: this many weeks before the one it covers. */
  trendWeeks: 4,
} as const;

/**
 * The characters a code is made of: capital letters and digits without the ones read alike on a
 * phone (0/O, 1/I/L), so a parent copying it from a child's screen cannot mistake one.
 */
export const LINK_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * A code as a parent may type it (lower case, spaces or a hyphen in the middle, a full-width
 * character from a Korean keyboard), made canonical; null when it cannot be a code.
 */
export function normalizeLinkCode(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const code = text
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s-]+/gu, '');
  if (code.length !== PARENT_LIMITS.codeLength) return null;
  return [...code].every((character) => LINK_CODE_ALPHABET.includes(character)) ? code : null;
}

/** A new code from `randomIndex` (crypto's randomInt on the server: each character uniform over the alphabet). */
export function makeLinkCode(randomIndex: (size: number) => number): string {
  return Array.from(
    { length: PARENT_LIMITS.codeLength },
    () => LINK_CODE_ALPHABET[randomIndex(LINK_CODE_ALPHABET.length)],
  ).join('');
}

/** A code as a student's screen shows it: two groups of four, easier to read aloud. */
export const displayLinkCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

export const PARENT_LINK_STATUSES = ['PENDING', 'CONFIRMED'] as const;
export type ParentLinkStatus = (typeof PARENT_LINK_STATUSES)[number];
export const PARENT_LINK_STATUS_LABELS: Record<ParentLinkStatus, string> = {
  PENDING: '확인 대기',
  CONFIRMED: '연결됨',
};

/** GET/POST /api/me/parent-link-code. */
export interface ParentLinkCode {
  code: string;
  expiresAt: string;
}

/** A parent's child, once the link is confirmed (GET /api/parent/children). */
export interface ParentChild {
  id: string;
  firstName: string | null;
  lastName: string | null;
}

/** A lesson started and not finished, in the report. */
export interface ReportLessonInProgress {
  videoId: string;
  title: string;
  courseTitle: string;
  percent: number;
}

/** A quiz taken in the report's week: the best score of the week. */
export interface ReportQuiz {
  videoId: string;
  title: string;
  bestScore: number;
  passed: boolean;
}

/** GET /api/parent/children/{id}/report?week=YYYY-Www: one child's week, the same figures as the mail. */
export interface ChildWeekReport {
  week: string;
  lessonsWatched: number;
  minutes: number;
  completed: number;
  inProgress: ReportLessonInProgress[];
  /** The weeks before, oldest first (PARENT_LIMITS.trendWeeks of them). */
  trend: Array<{ week: string; minutes: number }>;
  quizzes?: ReportQuiz[];
}

/** The weeks of a report's trend: the `trendWeeks` before `week`, oldest first. */
export function trendWeeksBefore(week: string): string[] {
  return Array.from({ length: PARENT_LIMITS.trendWeeks }, (_, index) =>
    addWeeks(week, index - PARENT_LIMITS.trendWeeks),
  );
}

/** What a message on the phone is, as the outbox writes it without provider keys (`data/outbox/*.sms.json`). */
export interface PhoneMessageFile {
  to: string;
  /** SMS, or a 카카오 알림톡 (ATA), which falls back to SMS when the provider refuses it. */
  kind: 'SMS' | 'ATA';
  text: string;
}

export const PARENT_MESSAGES = {
  invalidCode: '연결 코드가 올바르지 않거나 만료되었습니다. 자녀의 계정 화면에서 새 코드를 확인해주세요',
  tooManyGuardians: `한 학생에게는 보호자를 ${PARENT_LIMITS.guardiansPerChildMax}명까지 연결할 수 있습니다`,
  alreadyLinked: '이미 연결을 요청했거나 연결된 자녀입니다',
  linkRequested: '연결을 요청했습니다. 학원에서 확인하면 자녀의 학습 현황을 볼 수 있습니다',
  notYourChild: '연결된 자녀가 아닙니다',
  week: '주는 2026-W49처럼 연도와 주 번호로 입력해주세요',
  parentOnly: '학부모 계정으로 이용할 수 있습니다',
  membersOnly: '학부모 계정은 강의를 볼 수 없습니다. 자녀의 학습 현황은 학부모 화면에서 확인해주세요',
  weeklyReportOn: '매주 학습 리포트를 받습니다',
  weeklyReportOff: '매주 학습 리포트를 받지 않습니다',
} as const;
