import { HOUR_MS, MINUTE_MS } from './korean-days';

/** Input limits and business constants, in one place: the forms and the API read them here. */
export const LIMITS = {
  emailMax: 254,
  /** A person's name: a member's first or last name, a guardian's, a consultation's 이름. */
  nameMax: 50,
  /** A phone number as typed (digits, hyphens, spaces, brackets, a +82 prefix): no real number is longer. */
  phoneInputMax: 20,
  passwordMin: 6,
  passwordMax: 128,
  /** An administrator's memo on a member decision or a consultation request. */
  memoMax: 500,
  titleMax: 200,
  textMax: 20000,
  /** A consultation request's 문의 내용. */
  consultationMessageMax: 1000,
  urlMax: 2000,
  /** A slug generated from a title stops here (generateSlug). */
  slugMax: 50,
  /** A slug an administrator types may be this long: the width of the slug columns. */
  slugStoredMax: 100,
  /** Row ids are UUIDs; a longer id names no row. */
  idMax: 36,
  /** A batch action (approve or reject members, publish or unpublish videos) takes this many ids at most. */
  batchIdsMax: 100,
  courseOrderMin: 0,
  courseOrderMax: 1_000_000,
  tagsMax: 30,
  tagMax: 40,
  featuresMax: 30,
  featureMax: 200,
  captionMax: 200,
  subtitleMax: 300,
  targetStudentsMax: 500,
  searchMax: 100,
  /** Request bodies: anyone (sign-up, logins) gets the small limit; admin pages send program HTML. */
  publicBodyBytes: 16 * 1024,
  adminBodyBytes: 200 * 1024,
  /** No form nests deeper than an object holding a list; deeper JSON is refused before it is parsed. */
  jsonDepthMax: 32,
  /** A member's views of one video are recorded at most once per this many minutes (a clock half hour). */
  videoViewPeriodMinutes: 30,
  /** An administrator-issued temporary password: this many characters from an alphabet without look-alikes. */
  temporaryPasswordLength: 12,
} as const;

/** The audit log: its pages, and how long rows are kept unless AUDIT_RETENTION_DAYS says otherwise. */
export const AUDIT = {
  pageSizeDefault: 20,
  pageSizeMax: 100,
  retentionDaysDefault: 730,
  /** Rows of a member's history in the admin drawer (newest first). */
  memberHistoryMax: 100,
} as const;

/** Accounts never approved, or rejected, are deleted this many days after sign-up unless UNAPPROVED_RETENTION_DAYS says otherwise. */
export const ACCOUNT_RETENTION = {
  unapprovedDaysDefault: 90,
  /** Sent or given-up mails' records (recipient, kind, time) are deleted after this many days. */
  mailOutboxDaysDefault: 30,
  /** A session unused this long ends (the cookie's age, renewed by each request). */
  sessionDays: 7,
} as const;

const FIFTEEN_MINUTES_MS = 15 * MINUTE_MS;

/** Self-service password reset (비밀번호를 잊으셨나요?): how long a mailed link works, how often one may be asked for. */
export const PASSWORD_RESET = {
  tokenValidMinutes: 30,
  /** Requests per e-mail address per hour, from anywhere: a stranger cannot flood a member's inbox. */
  perEmail: 3,
  /** Requests per client address per hour, whatever the e-mail. */
  perIp: 20,
  windowMs: HOUR_MS,
  /** The token in the link: random bytes (256 bits), base64url. */
  tokenBytes: 32,
  /** A longer token in a request body names no token. */
  tokenMax: 200,
} as const;

/**
 * Attempts allowed per window before the API answers 429 (the server counts them in its database,
 * so every API process shares them). Logins: tight per e-mail from one client address, loose per
 * e-mail across all addresses, so a stranger cannot lock a member out with a few wrong passwords.
 */
export const THROTTLE_LIMITS = {
  login: { perEmailAndIp: 5, perIp: 30, perEmail: 50, windowMs: FIFTEEN_MINUTES_MS },
  /**
   * The shared console password: per client, and a budget of failures from everywhere together,
   * past which only a browser that signed in before (its console device cookie) may try, on its own limit.
   */
  console: { perIp: 10, overall: 20, perDevice: 5, windowMs: FIFTEEN_MINUTES_MS },
  /** The default of SIGNUP_LIMIT_PER_HOUR: a whole class may sign up at once over the academy's Wi-Fi. */
  signup: { perIpDefault: 30, windowMs: HOUR_MS },
} as const;

/** Learning progress: what counts as watched, when a position is saved and offered again. */
export const PROGRESS = {
  /** A video is completed once the furthest point reached is at least this share of its duration. */
  completeRatio: 0.9,
  /** Reopening a video this close to its end starts it over instead of offering to resume. */
  restartRatio: 0.95,
  /** Positions this early are not worth a resume offer. */
  resumeMinSec: 3,
  /** The player saves this often while playing (and on pause, seek, hide and leave). */
  saveIntervalMs: 10_000,
  /** The server stores at most one position per member and video in this interval. */
  writeIntervalMs: 2_000,
  /** Saves closer together than this are one viewing stretch; a longer pause starts a new one. */
  stretchGapMs: 10 * 60 * 1000,
  /** A reported position may run this far past the reported duration (players round differently). */
  positionSlackSec: 5,
  /** No lecture is longer than a day. */
  durationMaxSec: 24 * 60 * 60,
  /** "이어서 보기" on /members lists at most this many videos. */
  continueItems: 3,
} as const;

/** The administrators' viewing report. */
export const ANALYTICS = {
  /** The screen opens on the last this many days, today included. */
  defaultRangeDays: 30,
  /** A longer range is refused: a year (a leap year's) is the widest report anyone reads. */
  rangeMaxDays: 366,
  membersPageSizeDefault: 20,
  membersPageSizeMax: 100,
  /** CSV exports read the database in batches of this many rows, so memory stays flat. */
  csvBatchRows: 500,
} as const;

export const UI = {
  /** Redirect delay after login, console login, access denial or an auth error. */
  redirectDelayMs: 500,
  /** The dashboard's admin login navigates after this delay. */
  dashboardLoginDelayMs: 100,
  toastDurationMs: 5000,
  courseCardTags: 3,
  memberHomeNotices: 5,
  /** The public notice board's page size, and how many the landing page shows. */
  noticesPerPage: 10,
  landingNotices: 3,
  noticePreviewChars: 150,
  skeletonRows: 5,
  overviewItems: 5,
  noticeBodyRows: 8,
  defaultDurationPlaceholderSec: 3600,
} as const;

/** Protected path prefixes whose 401s alert and send the user to /login?next=. */
export const PROTECTED_PREFIXES = ['/admin', '/student', '/videos'] as const;

export function isProtectedPath(pathname: string): boolean {
  // A plain prefix test, as the original client did: /admin-dashboard is protected too.
  return PROTECTED_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** Fixed figures the original overview and member home showed (not counted from the data). */
export const PLACEHOLDER_FIGURES = {
  overviewTotalUsers: 150,
  overviewVerified: 125,
  overviewVideos: 45,
  memberHomeVideos: '50+',
} as const;
