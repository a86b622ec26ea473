import type { AccessStatus } from './access-window';
import type { AuditAction, AuditActorType, AuditTargetType } from './audit';
import type { CourseFields, NoticeFields, ProgramFields, VideoFields } from './entity-fields';
import type { ErrorCode } from './messages';
import type { NoticeStatus } from './notice-status';
import type { ApprovalStatus, Role } from './roles';
import type { VideoType } from './video-url';
import type { FieldError } from './validation';
import type { RetentionDays } from './legal';

/** Wire shapes: JSON, ISO-8601 UTC times, opaque ids. */
export type Id = string;

export interface User {
  id: Id;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  profileImageUrl: string | null;
  createdAt: string;
  updatedAt: string;
  /**
   * true after an administrator reset the password: until the user chooses a new one, every call
   * but the current user, the password change and logout answers 403 PASSWORD_CHANGE_REQUIRED.
   * The API always sends it; optional so older answers and fixtures still type-check.
   */
  mustChangePassword?: boolean;
}

/** A member as the admin screens list it: the user plus a display name and the latest approval. */
export interface Member extends User {
  name: string;
  latestApproval: ApprovalRecord | null;
}

export interface ApprovalRecord {
  id: Id;
  status: ApprovalStatus;
  memo: string | null;
  createdAt: string;
  actedBy: string | null;
}

/** The edited fields are declared once, in entity-fields.ts. */
export interface Course extends CourseFields {
  id: Id;
  createdAt: string;
  videoCount?: number;
  totalDurationSec?: number;
}

export interface Video extends VideoFields {
  id: Id;
  createdAt: string;
  status?: AccessStatus;
}

export interface CourseDetail extends Course {
  videos: Video[];
}

/**
 * GET /api/admin/videos: every video with its status now and its course's title. The dashboard
 * and simple console read `url`/`courseName`, the admin page `externalUrl`/`courseTitle`.
 */
export interface AdminVideo extends Video {
  externalUrl: string;
  status: AccessStatus;
  courseTitle: string | null;
  courseName: string | null;
  url: string;
}

/** GET /api/simple/videos: the simple console's shape. */
export interface SimpleVideo {
  id: Id;
  title: string;
  description: string | null;
  videoUrl: string;
  url: string;
  courseName: string | null;
  type: VideoType;
  createdAt: string;
}

/** GET /api/videos: only what the caller may play now. */
export interface PlayableVideo {
  id: Id;
  title: string;
  type: VideoType;
  url: string;
  createdAt: string;
}

export interface CanViewAnswer {
  canView: boolean;
  status: AccessStatus;
  reason?: 'ROLE';
}

export interface Notice extends NoticeFields {
  id: Id;
  createdAt: string;
}

/** GET /api/admin/notices: every notice with the status its publish window gives it now. */
export interface AdminNotice extends Notice {
  status: NoticeStatus;
}

export interface GalleryItem {
  id: Id;
  url: string;
  caption: string | null;
  title: string | null;
  description: string | null;
  visible: boolean;
  createdAt: string;
}

export interface Program extends ProgramFields {
  id: Id;
  /** `content` rendered from Markdown and sanitized by the server's allow-list: what the program page shows. */
  contentHtml: string | null;
  /** `curriculum`, rendered the same way. */
  curriculumHtml: string | null;
}

export interface ApiErrorBody {
  ok: false;
  statusCode: number;
  code: ErrorCode | string;
  message: string;
  errors?: FieldError[];
}

export interface ActionAnswer {
  ok: true;
  message: string;
  [changed: string]: unknown;
}

/** One id's outcome in a batch action: done, or refused with the code and message its single route gives. */
export type BatchResult = { id: Id; ok: true } | { id: Id; ok: false; code: ErrorCode | string; message: string };

/** What a batch action answers: one result per distinct id, in the order the ids were sent. */
export interface BatchAnswer {
  results: BatchResult[];
}

export type MemberDecision = 'approve' | 'reject';

/** POST /api/admin/members/decisions: 1 to LIMITS.batchIdsMax member ids. */
export interface MemberDecisionsRequest {
  ids: Id[];
  decision: MemberDecision;
  memo?: string | null;
}

/** POST /api/admin/videos/publication: 1 to LIMITS.batchIdsMax video ids. */
export interface VideoPublicationRequest {
  ids: Id[];
  published: boolean;
}

export interface MemberList {
  items: Member[];
  total: number;
}

/** GET /api/health and GET /api/health/ready (503 while the database cannot serve). */
export interface Health {
  status: 'ok' | 'error';
  db: 'up' | 'down';
}

/** GET /api/health/live: the process answers, whatever the database does. */
export interface Liveness {
  status: 'ok';
}

/** Where the shell finds each remote at run time (served by the API from REMOTE_*_URL). */
export interface RemotesManifest {
  public: string;
  member: string;
  admin: string;
}

/** PUT and GET /api/videos/{id}/progress: the caller's place in one video, in seconds. */
export interface VideoProgress {
  videoId: Id;
  position: number;
  duration: number;
  /** The furthest point ever reached; completion is measured on it. */
  furthest: number;
  completed: boolean;
  /** null until the first position is stored. */
  updatedAt: string | null;
}

export interface CourseVideoProgress {
  videoId: Id;
  position: number;
  duration: number;
  furthest: number;
  completed: boolean;
  /** The lesson's published quiz and the member's standing on it; absent when it has none. */
  quiz?: QuizStanding;
}

/** A member's standing on a lesson's quiz: the best score so far (null before a first attempt). */
export interface QuizStanding {
  bestScore: number | null;
  passed: boolean;
  /** The lesson counts as completed only after a passing attempt. */
  required: boolean;
}

/** GET /api/courses/{id}/progress: completed of the course's published videos, and each video's place. */
export interface CourseProgress {
  courseId: Id;
  completed: number;
  total: number;
  percent: number;
  videos: CourseVideoProgress[];
}

/**
 * GET /api/me/progress/courses: a course card's progress, counted over the lessons the member may
 * watch now (one row per course that has any). `nextVideoId` is the first unfinished one (null when
 * all are done), `nextPositionSec` where it would resume (0 = from the start).
 */
export interface CourseCardProgress {
  courseId: Id;
  percent: number;
  completed: number;
  total: number;
  nextVideoId: Id | null;
  nextPositionSec: number;
}

/** GET /api/me/progress/continue: a video in progress, to open at its position. */
export interface ContinueItem {
  video: { id: Id; title: string; courseId: Id };
  course: { id: Id; title: string };
  position: number;
  duration: number;
  updatedAt: string;
}

/** GET /api/me/progress/summary: the learning summary of /account. */
export interface LearningSummary {
  completedVideos: number;
  /** Courses with a video started and a published video not yet completed. */
  coursesInProgress: number;
  lastWatched: ContinueItem | null;
  /** Quizzes with a passing attempt. */
  quizzesPassed?: number;
}

/** The range every analytics answer covers: Seoul calendar days, both included. */
export interface AnalyticsRange {
  from: string;
  to: string;
  courseId: Id | null;
}

export interface AnalyticsSummary extends AnalyticsRange {
  /** Members who watched anything in the range. */
  activeMembers: number;
  views: number;
  completions: number;
  /** The mean, over the members who watched in the range, of their completion of the published videos in scope (percent). */
  averageCompletion: number;
}

export interface AnalyticsDay {
  day: string;
  views: number;
  completions: number;
}

export interface AnalyticsVideoRow {
  videoId: Id;
  title: string;
  courseId: Id;
  courseTitle: string;
  /** In the range. */
  views: number;
  viewers: number;
  /** Members' state now, whatever the range: who started it, who completed it. */
  started: number;
  completed: number;
  completionRate: number;
  averageFurthest: number;
}

export const ANALYTICS_MEMBER_SORTS = [
  'name',
  'email',
  'views',
  'started',
  'completed',
  'percent',
  'lastActivity',
] as const;
export type AnalyticsMemberSort = (typeof ANALYTICS_MEMBER_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export interface AnalyticsMemberRow {
  userId: Id;
  name: string;
  email: string;
  /** Views in the range, and the distinct videos they were of. */
  views: number;
  started: number;
  /** Videos completed in the range. */
  completed: number;
  /** Completed of the published videos in scope, now. */
  percent: number;
  lastActivity: string | null;
}

export interface AnalyticsMemberList {
  items: AnalyticsMemberRow[];
  total: number;
}

export interface AnalyticsMemberCourse {
  courseId: Id;
  title: string;
  completed: number;
  total: number;
  percent: number;
}

export interface AnalyticsMemberVideo {
  videoId: Id;
  title: string;
  courseId: Id;
  position: number;
  duration: number;
  furthest: number;
  completed: boolean;
  completedAt: string | null;
  updatedAt: string;
}

/** GET /api/admin/analytics/members/{id}: one member's progress in every course they started. */
export interface AnalyticsMemberDetail {
  member: { id: Id; name: string; email: string; role: Role };
  courses: AnalyticsMemberCourse[];
  videos: AnalyticsMemberVideo[];
}

/** POST /api/admin/members/{id}/password-reset: the temporary password, shown once. */
export interface PasswordResetAnswer extends ActionAnswer {
  temporaryPassword: string;
}

/** One signed-in browser of the current user (GET /api/auth/sessions). */
export interface SessionInfo {
  /** Opaque: not the session's cookie value. */
  id: Id;
  createdAt: string;
  lastSeenAt: string;
  /** "Chrome 126 · Windows", from the User-Agent. */
  browser: string;
  /** The browser that asked. */
  current: boolean;
}

/** DELETE /api/auth/sessions/others. */
export interface SessionsEndedAnswer extends ActionAnswer {
  ended: number;
}

/** One row of the audit log: one administrative action, written with the change it records. */
export interface AuditEntry {
  id: Id;
  at: string;
  actorType: AuditActorType;
  /** The ADMIN account's id; null for a console session. */
  actorId: Id | null;
  actorEmail: string | null;
  action: AuditAction;
  targetType: AuditTargetType;
  /** null for console logins, which are about no row. */
  targetId: Id | null;
  /** Korean: what was done to what, naming changed fields but never their values. */
  summary: string;
  ip: string | null;
  /** The target row still exists (a link to it can be offered). */
  targetExists: boolean;
}

export interface AuditList {
  items: AuditEntry[];
  total: number;
}

/** GET /api/admin/members/{id}/history: approval records and the audit rows about the member, newest first. */
export interface MemberHistory {
  member: Member;
  approvals: ApprovalRecord[];
  audit: AuditEntry[];
}

/** GET /api/site: the academy's settings the public pages draw from the server's environment. */
export interface SiteSettings {
  /** The KakaoTalk channel (https://pf.kakao.com/…) of the 카카오톡 상담 button; null = no button. */
  kakaoChannelUrl: string | null;
  /** How long each kind of personal data is kept, as configured (the consent texts state it). */
  retention: RetentionDays;
}

/** GET /api/admin/mail-outbox: how the outgoing mail is doing (the overview's card). */
export interface MailOutboxStatus {
  /** Messages still waiting to be sent (retries included). */
  pending: number;
  /** Messages given up on after three days of retries. */
  failed: number;
  /** When the oldest waiting message was written; null when none waits. */
  oldestPendingAt: string | null;
  /** The latest failed message: its kind in Korean, when it was written and the last error (never an address). */
  lastFailure: { kind: string; createdAt: string; error: string | null } | null;
}

/** POST /api/auth/password-reset-requests: the same answer whether or not the address has an account. */
export interface PasswordResetRequestAnswer {
  ok: true;
  message: string;
}
