/*
 * Parents (CONTRACT.md, "Parents"): the account type a sign-up chooses, the code a student gives a
 * parent to link them, the limits of a link, the weekly report's wire shape, and the Korean
 * messages the API and the screens share.
 */
import { addDays, addWeeks, toSeoulDateTimeLocal, weekMonday } from './korean-days';
import { CONSULTATION, CONSULTATION_MESSAGES, normalizeKoreanPhone } from './consultation';
import type { FieldError } from './validation';
import type { ScheduleRow } from './program-facts';

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

/** A person on either side of a link, as the other side and the staff see them. */
export interface LinkPerson {
  id: string;
  firstName: string | null;
  lastName: string | null;
}

/** A parent's own link (GET /api/parent/links): waiting or confirmed. */
export interface ParentOwnLink {
  id: string;
  status: ParentLinkStatus;
  child: LinkPerson;
  createdAt: string;
}

/** A student's guardian (GET /api/me/guardians), waiting or confirmed; the student may remove it. */
export interface StudentGuardianLink {
  id: string;
  status: ParentLinkStatus;
  parent: LinkPerson;
  createdAt: string;
}

/** A link as the staff's 학부모 tab and a member's detail list it. */
export interface AdminParentLink {
  id: string;
  status: ParentLinkStatus;
  createdAt: string;
  confirmedAt: string | null;
  parent: LinkPerson & { email: string; phone: string | null };
  child: LinkPerson & { email: string };
}

export interface AdminParentLinkList {
  items: AdminParentLink[];
  total: number;
}

/** POST /api/parent/links. */
export interface ParentLinkRequested {
  id: string;
  status: ParentLinkStatus;
}

/** Where a staff invitation's link opens: `${PARENT_INVITE_PATH}?token=…`. */
export const PARENT_INVITE_PATH = '/parent/invite';

/** POST /api/admin/members/{id}/parent-invitations: where to send it (at least one). */
export interface ParentInvitationInput {
  email?: string;
  phone?: string;
}

/** GET /api/parent-invitations/{token}: whom the link is for, before the parent acts on it. */
export interface ParentInvitationInfo {
  childName: string;
  expiresAt: string;
}

/** GET /api/admin/parents/{id}/report: the mail as the parent would get it. */
export interface ReportPreview {
  week: string;
  to: string;
  subject: string;
  html: string;
}

/** GET/PATCH /api/parent/settings. */
export interface ParentSettings {
  weeklyReport: boolean;
  /** The report's summary by 알림톡 or SMS too (needs a phone). */
  reportByPhone: boolean;
  phone: string | null;
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

/** The classes of the program the child attends, as its page lists them. */
export interface ReportTimetable {
  programTitle: string;
  rows: ScheduleRow[];
}

/** GET/PUT /api/admin/members/{id}/program: the program a student attends (null: none set). */
export interface StudentProgramChoice {
  programId: string | null;
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
  /** Absent when staff set no program for the child, or its page lists no classes. */
  timetable?: ReportTimetable;
}

/** The weeks of a report's trend: the `trendWeeks` before `week`, oldest first. */
export function trendWeeksBefore(week: string): string[] {
  return Array.from({ length: PARENT_LIMITS.trendWeeks }, (_, index) =>
    addWeeks(week, index - PARENT_LIMITS.trendWeeks),
  );
}

const monthDay = (day: string) => `${Number(day.slice(5, 7))}월 ${Number(day.slice(8, 10))}일`;

/** A week as a parent reads it: "11월 23일 ~ 11월 29일" (Monday to Sunday, Seoul). */
export function weekRangeLabel(week: string): string {
  const monday = weekMonday(week);
  return monday ? `${monthDay(monday)} ~ ${monthDay(addDays(monday, 6))}` : week;
}

/**
 * The week /parent opens at: `?week=` (the report mail's link) when it names a real week not after
 * this one, else this week. The page and the server that renders it both read it from here.
 */
export function parentHomeWeek(asked: string | null | undefined, thisWeek: string): string {
  return asked && weekMonday(asked) !== null && asked <= thisWeek ? asked : thisWeek;
}

/** A week's short name on the trend chart: its Monday, "11/23". */
export function weekShortLabel(week: string): string {
  const monday = weekMonday(week);
  return monday ? `${Number(monday.slice(5, 7))}/${Number(monday.slice(8, 10))}` : week;
}

/** What a message on the phone is, as the outbox writes it without provider keys (`data/outbox/*.sms.json`). */
export interface PhoneMessageFile {
  to: string;
  /** SMS, or a 카카오 알림톡 (ATA), which falls back to SMS when the provider refuses it. */
  kind: 'SMS' | 'ATA';
  text: string;
}

export const PARENT_MESSAGES = {
  accountType: '가입 유형은 학생 또는 학부모 중에서 골라주세요',
  phone: '연락처를 입력해주세요',
  phoneInvalid: CONSULTATION_MESSAGES.phoneInvalid,
  phoneLabel: '휴대폰 번호',
  studentPhoneHelp: '선택: 가입이 승인되면 문자로 알려드립니다',
  parentPhoneHelp: '학습 리포트와 학원 안내를 받을 번호입니다',
  invalidCode: '연결 코드가 올바르지 않거나 만료되었습니다. 자녀의 계정 화면에서 새 코드를 확인해주세요',
  tooManyGuardians: `한 학생에게는 보호자를 ${PARENT_LIMITS.guardiansPerChildMax}명까지 연결할 수 있습니다`,
  alreadyLinked: '이미 연결을 요청했거나 연결된 자녀입니다',
  linkRequested: '연결을 요청했습니다. 학원에서 확인하면 자녀의 학습 현황을 볼 수 있습니다',
  notYourChild: '연결된 자녀가 아닙니다',
  noReport: '연결이 확인된 자녀가 없는 학부모입니다',
  reportQueued: '학습 리포트를 보냈습니다. 잠시 후 학부모에게 도착합니다',
  inviteContact: '초대할 학부모의 이메일이나 휴대폰 번호를 입력해주세요',
  inviteMobile: '문자는 휴대폰 번호(010 등)로만 보낼 수 있습니다',
  inviteStudentsOnly: '승인된 학생에게만 학부모를 초대할 수 있습니다',
  inviteSent: (days: number) => `초대를 보냈습니다. 링크는 ${days}일 동안 한 번 쓸 수 있습니다`,
  inviteInvalid: '초대 링크가 올바르지 않거나 만료되었습니다. 학원에 새 초대를 요청해주세요',
  inviteAccepted: '자녀와 연결되었습니다. 이제 학습 현황을 볼 수 있습니다',
  programSet: (title: string) => `수강 프로그램을 ${title}(으)로 지정했습니다`,
  programCleared: '수강 프로그램 지정을 해제했습니다',
  programUnknown: '프로그램을 찾을 수 없습니다',
  programStudentsOnly: '승인된 학생에게만 수강 프로그램을 지정할 수 있습니다',
  week: '주는 2026-W49처럼 연도와 주 번호로 입력해주세요',
  parentOnly: '학부모 계정으로 이용할 수 있습니다',
  membersOnly: '학부모 계정은 강의를 볼 수 없습니다. 자녀의 학습 현황은 학부모 화면에서 확인해주세요',
  weeklyReportOn: '매주 학습 리포트를 받습니다',
  weeklyReportOff: '매주 학습 리포트를 받지 않습니다',
  linkNotFound: '연결을 찾을 수 없습니다',
  unlinked: '연결을 해제했습니다',
  confirmed: '연결을 확인했습니다. 이제 학부모가 자녀의 학습 현황을 볼 수 있습니다',
  alreadyConfirmed: '이미 확인된 연결입니다',
  linkStatus: '상태는 PENDING 또는 CONFIRMED 여야 합니다',
  code: '연결 코드를 입력해주세요',
  studentsOnly: '승인된 학생 계정에서만 연결 코드를 만들 수 있습니다',
  settingsBoolean: '설정 값은 true 또는 false 여야 합니다',
  noPhoneForReport: '휴대폰 번호가 없어 문자로 받을 수 없습니다',
} as const;

/** What the sign-up form adds for the account type: a parent must give a phone, a student may. */
export interface AccountTypeInput {
  accountType?: unknown;
  phone?: unknown;
}

/** The account type a body chose (left out: a student); null when it names neither (null included). */
export function accountTypeOf(input: AccountTypeInput): AccountType | null {
  if (input.accountType === undefined) return 'STUDENT';
  return (ACCOUNT_TYPES as readonly unknown[]).includes(input.accountType) ? (input.accountType as AccountType) : null;
}

/** The phone's problem, if any: required of a parent, optional for a student, a Korean number either way. */
export function signupPhoneError(input: AccountTypeInput): string | null {
  const phone = typeof input.phone === 'string' ? input.phone.trim() : input.phone;
  if (phone === undefined || phone === null || phone === '')
    return accountTypeOf(input) === 'PARENT' ? PARENT_MESSAGES.phone : null;
  if (typeof phone !== 'string' || phone.length > CONSULTATION.phoneInputMax) return PARENT_MESSAGES.phoneInvalid;
  return normalizeKoreanPhone(phone) ? null : PARENT_MESSAGES.phoneInvalid;
}

export function validateAccountType(input: AccountTypeInput): FieldError[] {
  const errors: FieldError[] = [];
  if (accountTypeOf(input) === null) errors.push({ field: 'accountType', message: PARENT_MESSAGES.accountType });
  const phone = signupPhoneError(input);
  if (phone) errors.push({ field: 'phone', message: phone });
  return errors;
}

/** The report mail's one-click unsubscribe (RFC 8058): POST with the parent's id and token; GET shows a confirm page. */
export const REPORT_UNSUBSCRIBE_PATH = '/api/parent/report-unsubscribe';

/** The report mail and its 알림톡 summary. */
export const REPORT_MAIL_MESSAGES = {
  subject: (week: string) => `주간 학습 리포트 (${weekRangeLabel(week)})`,
  title: '주간 학습 리포트',
  greeting: (name: string) => `${name}님, 안녕하세요.`,
  intro: (week: string) => `${weekRangeLabel(week)} 자녀의 학습 현황을 보내드립니다.`,
  openHome: '학부모 홈에서 자세히 보기',
  trendTitle: '최근 5주 학습 시간',
  unsubscribeNote: '이 메일을 더 받지 않으려면',
  unsubscribeLink: '수신 거부',
  settingsNote: '학부모 홈의 「리포트 받기」에서도 바꿀 수 있습니다.',
  summaryLine: (name: string, report: Pick<ChildWeekReport, 'lessonsWatched' | 'minutes' | 'completed'>) =>
    `${name}: 강의 ${report.lessonsWatched}개 · ${report.minutes}분 · 완료 ${report.completed}개`,
  unsubscribePageTitle: '주간 학습 리포트 수신 거부',
  unsubscribeConfirm: '주간 학습 리포트 메일을 더 받지 않으시겠습니까?',
  unsubscribeButton: '수신 거부하기',
  unsubscribed: '주간 학습 리포트 메일 수신을 거부했습니다. 학부모 홈에서 언제든 다시 받을 수 있습니다.',
  unsubscribeInvalid: '수신 거부 링크가 올바르지 않습니다. 학부모 홈의 「리포트 받기」에서 설정해주세요.',
} as const;

/** The page a staff invitation's link opens. */
export const PARENT_INVITE_MESSAGES = {
  title: '학부모 초대',
  forChild: (name: string) => `${name} 학생의 학부모로 초대받으셨습니다.`,
  validUntil: (label: string) => `${label}까지 사용할 수 있습니다.`,
  signUp: '학부모로 가입하기',
  signIn: '이미 계정이 있어요: 로그인',
  visitorLead: '학부모 계정으로 가입하거나 로그인한 뒤 이 페이지에서 연결을 마치세요.',
  accept: '자녀와 연결하기',
  notParent: '학부모 계정으로 로그인해야 연결할 수 있습니다. 지금 계정에서 로그아웃한 뒤 다시 열어주세요.',
  loading: '초대를 확인하는 중입니다…',
} as const;

/** The parent's home (/parent): the texts of its sections. */
export const PARENT_HOME_MESSAGES = {
  title: '학부모 홈',
  greeting: (name: string) => `${name}님, 자녀의 이번 주 학습입니다`,
  lead: '강의 시청과 퀴즈 결과를 한 주 단위로 보여드립니다. 매주 월요일 아침에는 같은 내용을 메일로 보내드립니다.',
  childrenTitle: '자녀의 학습',
  noChildren: '아직 연결이 확인된 자녀가 없습니다. 아래에서 자녀의 학부모 연결 코드를 입력해주세요.',
  weekOf: (label: string) => `${label} 주간`,
  previousWeek: '이전 주',
  nextWeek: '다음 주',
  thisWeek: '이번 주',
  lessonsWatched: '시청한 강의',
  minutes: '학습 시간',
  completed: '완료한 강의',
  lessonsUnit: (count: number) => `${count}개`,
  minutesUnit: (minutes: number) =>
    minutes >= 60 ? `${Math.floor(minutes / 60)}시간 ${minutes % 60}분` : `${minutes}분`,
  trendTitle: '최근 5주 학습 시간',
  trendSummary: (weeks: Array<{ label: string; minutes: number }>) =>
    `주별 학습 시간: ${weeks.map((week) => `${week.label} ${week.minutes}분`).join(', ')}`,
  inProgressTitle: '이어서 볼 강의',
  inProgressEmpty: '시작하고 끝내지 않은 강의가 없습니다.',
  quizzesTitle: '이번 주 퀴즈',
  quizzesEmpty: '이번 주에 푼 퀴즈가 없습니다.',
  quizPassed: '합격',
  quizFailed: '불합격',
  quizScore: (score: number) => `최고 ${score}점`,
  noticesTitle: '학원 공지',
  linkTitle: '자녀 연결하기',
  linkLead:
    '자녀가 계정 화면에서 확인한 8자리 학부모 연결 코드를 입력해주세요. 학원에서 확인하면 학습 현황이 보입니다.',
  codeLabel: '학부모 연결 코드',
  codePlaceholder: '예: K7MX-3PQ9',
  linkSubmit: '연결 요청',
  linksTitle: '연결 요청',
  pending: '학원 확인 대기',
  unlink: '연결 해제',
  cancelRequest: '요청 취소',
  unlinkConfirm: (name: string) => `${name} 학생과의 연결을 해제할까요?`,
  settingsTitle: '리포트 받기',
  weeklyReportLabel: '매주 월요일 학습 리포트 메일 받기',
  reportByPhoneLabel: '리포트 요약을 카카오 알림톡(또는 문자)으로도 받기',
  phoneNeeded: '휴대폰 번호가 없어 선택할 수 없습니다',
  saved: '설정을 저장했습니다',
  failed: '처리하지 못했습니다',
  loadFailed: '학습 현황을 불러오지 못했습니다',
  timetableTitle: (program: string) => `수업 시간표 · ${program}`,
  timetableDays: '요일',
  timetableTime: '시간',
  timetableClass: '수업',
} as const;

/**
 * When a code stops working, as the student reads it: "11월 30일 오후 3:20" in Korean time (the
 * code lasts a day, so the date and a 12-hour clock say it without a year).
 */
export function linkCodeExpiryLabel(expiresAt: string): string {
  const local = toSeoulDateTimeLocal(expiresAt);
  if (!local) return '';
  const hour = Number(local.slice(11, 13));
  const clock = `${hour < 12 ? '오전' : '오후'} ${hour % 12 || 12}:${local.slice(14, 16)}`;
  return `${Number(local.slice(5, 7))}월 ${Number(local.slice(8, 10))}일 ${clock}`;
}

/** The other screens' parent texts: the sign-up choice, the header, a student's and a parent's /account. */
export const PARENT_SCREEN_MESSAGES = {
  accountTypeLabel: '가입 유형',
  studentSignupHint: '가입 후 관리자 승인이 끝나면 온라인 강의를 시청할 수 있습니다.',
  parentSignupHint:
    '학부모 계정은 승인 없이 바로 만들어집니다. 로그인한 뒤 학부모 홈에서 자녀의 학부모 연결 코드를 입력해 자녀를 연결해주세요.',
  parentSignupDone:
    '학부모 계정이 만들어졌습니다. 로그인한 뒤 학부모 홈에서 자녀의 학부모 연결 코드를 입력하면, 학원 확인 후 자녀의 학습 현황을 볼 수 있습니다.',
  parentHome: '학부모 홈',
  parentHomeHint: '자녀 연결과 학습 현황',
  parentStatus: '학부모 계정입니다. 자녀의 학습 현황과 연결 요청은 학부모 홈에서 확인할 수 있습니다.',
  linkCardTitle: '학부모 연결',
  linkCardLead: '부모님이 학부모 계정에서 이 코드를 입력하면, 학원 확인 후 학습 현황을 볼 수 있습니다.',
  codeLabel: '학부모 연결 코드',
  codeExpires: (label: string) => `${label}까지`,
  copy: '코드 복사',
  copied: '코드를 복사했습니다',
  copyFailed: '복사하지 못했습니다. 코드를 직접 알려주세요',
  renew: '새 코드 받기',
  renewed: '새 코드를 받았습니다. 이전 코드는 더 이상 쓸 수 없습니다',
  renewFailed: '새 코드를 받지 못했습니다',
  guardiansTitle: '연결된 보호자',
  guardiansEmpty: '아직 연결된 보호자가 없습니다.',
  unlink: '연결 해제',
  unlinkConfirm: (name: string) => `${name} 님과의 연결을 해제할까요? 해제하면 더 이상 학습 현황을 볼 수 없습니다.`,
  unlinkFailed: '연결 해제 실패',
  unnamedGuardian: '이름 없는 보호자',
} as const;
