/** Business constants of both specs (§9) and the contract's input limits, in one place. */
export const LIMITS = {
  emailMax: 254,
  nameMax: 50,
  passwordMin: 6,
  passwordMax: 128,
  memoMax: 500,
  titleMax: 200,
  textMax: 20000,
  urlMax: 2000,
  slugMax: 50,
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
  /** A member's views of one video are recorded at most once per this many minutes (a clock half hour). */
  videoViewPeriodMinutes: 30,
} as const;

export const UI = {
  /** Redirect delay after login, console login, access denial or an auth error. */
  redirectDelayMs: 500,
  /** The dashboard's admin login navigates after this delay. */
  dashboardLoginDelayMs: 100,
  toastDurationMs: 5000,
  courseCardTags: 3,
  memberHomeNotices: 5,
  noticePreviewChars: 150,
  skeletonRows: 5,
  overviewItems: 5,
  noticeBodyRows: 8,
  defaultDurationPlaceholderSec: 3600,
} as const;

/** Protected path prefixes whose 401s alert and send the user to /login?next= (spec 000 §2). */
export const PROTECTED_PREFIXES = ['/admin', '/student', '/videos'] as const;

export function isProtectedPath(pathname: string): boolean {
  // A plain prefix test, as the original client did: /admin-dashboard is protected too.
  return PROTECTED_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** Fixed figures the original overview and member home showed (spec 001 §9, spec 000 §9). */
export const PLACEHOLDER_FIGURES = {
  overviewTotalUsers: 150,
  overviewVerified: 125,
  overviewVideos: 45,
  memberHomeVideos: '50+',
} as const;
