import {
  ACADEMY_FACT_LIMITS,
  CONSULTATION,
  CONSULTATION_GRADES,
  CONSULTATION_STATUSES,
  DEFAULT_ACADEMY_FACTS,
  LIMITS,
  PROGRESS,
} from '@academy/common';
import { ACCOUNT_TYPES } from '@academy/common/parents';
import { CourseInputDto } from '../../src/courses/dto/course-input.dto';
import { CourseQuizRequirementDto, QuizInputDto } from '../../src/quizzes/dto/quiz-input.dto';
import { CreateNoticeDto, UpdateNoticeDto } from '../../src/notices/dto/notice-input.dto';
import { CreateProgramDto, UpdateProgramDto } from '../../src/programs/dto/program-input.dto';
import { CreateVideoDto } from '../../src/videos/dto/create-video.dto';
import { UpdateVideoDto } from '../../src/videos/dto/update-video.dto';
import { dtoFields } from './dto-fields';
import type { Caller } from '../support/accounts';
import type { Method } from '../support/raw-body';

/** An id no row has. */
export const UNKNOWN_ID = '00000000-0000-0000-0000-000000000000';

/** What a body field holds; each kind has its own list of values that must be refused. */
export type FieldKind =
  | 'requiredText'
  | 'optionalText'
  | 'slug'
  | 'httpUrl'
  | 'videoUrl'
  | 'imageUrl'
  | 'optionalImageUrl'
  | 'date'
  | 'order'
  | 'integer'
  | 'duration'
  | 'seconds'
  | 'boolean'
  | 'optionalBoolean'
  | 'flag'
  | 'oneOf'
  | 'videoType'
  | 'tags'
  | 'features'
  | 'day'
  | 'tuition'
  | 'schedule'
  | 'email'
  | 'password'
  | 'consolePassword'
  | 'id'
  | 'idList'
  | 'decision'
  | 'quizQuestions'
  | 'quizAnswers'
  | 'answerText'
  | 'phone'
  | 'nullableId';

export interface BodyField {
  name: string;
  kind: FieldKind;
  /** The longest text the field takes; for numbers, the largest value. */
  max?: number;
  /** The values a choice takes. */
  values?: readonly string[];
}

export interface Route {
  method: Method;
  /** Tells apart two forms sent to one route. */
  form?: string;
  /** With `:id` or `:slug` where the route takes one. */
  path: string;
  /** Who may call it: the corpus signs in as this caller so the refusal is about the input only. */
  caller: Caller;
  /** A body the route accepts (or refuses only for what is not in the request: an unknown id, a wrong password). */
  valid?: Record<string, unknown>;
  fields?: BodyField[];
}

const T = LIMITS.titleMax;
const X = LIMITS.textMax;
const NAS_URL = 'http://nas.test.local/videos/lesson.mp4';

const text = (name: string, max: number): BodyField => ({ name, kind: 'requiredText', max });
const optional = (name: string, max: number): BodyField => ({ name, kind: 'optionalText', max });
const field = (name: string, kind: FieldKind): BodyField => ({ name, kind });

const signup = {
  email: 'hostile@test.local',
  firstName: '민수',
  lastName: '김',
  password: 'password-1',
  confirmPassword: 'password-1',
  agreements: { terms: true, privacy: true },
};
const signupUnder14 = {
  ...signup,
  email: 'hostile-child@test.local',
  under14: true,
  guardianName: '김영희',
  guardianPhone: '010-1234-5678',
  guardianConsent: true,
};
const course = {
  title: '강의',
  slug: 'hostile-course',
  description: '설명',
  thumbnail: '/a.jpg',
  tags: ['토익'],
  order: 1,
};
// The content forms' field lists are read from their DTOs (see dto-fields.ts), not restated here.
const courseFields = dtoFields(CourseInputDto, course);
const adminVideo = {
  courseId: UNKNOWN_ID,
  title: '1강',
  externalUrl: NAS_URL,
  description: '설명',
  durationSec: 60,
  isPublished: true,
  accessStart: '2030-01-01',
  accessEnd: '2030-02-01T00:00:00Z',
};
const notice = { title: '공지', body: '내용', startsAt: '2030-01-01T00:00:00Z', endsAt: '2030-12-31' };
const gallery = { imageUrl: '/a.jpg', caption: '사진', visible: true, order: 1 };
const galleryFields = [
  field('imageUrl', 'imageUrl'),
  optional('caption', LIMITS.captionMax),
  field('visible', 'optionalBoolean'),
  field('order', 'order'),
];
const program = {
  slug: 'hostile-program',
  title: '프로그램',
  content: '내용',
  subtitle: '부제',
  description: '설명',
  features: ['특징'],
  targetStudents: '중학생',
  curriculum: '1. 과정',
  isActive: true,
  order: 1,
  tuition: { monthly: 280000, materials: 20000 },
  schedule: [{ name: 'A반', days: ['MON', 'WED'], start: '16:00', end: '17:30' }],
  startDate: '2026-03-02',
  capacity: 12,
  seatsLeft: 4,
};
const progress = { position: 30, duration: 600 };
const progressFields: BodyField[] = [
  { name: 'position', kind: 'seconds', max: 600 + PROGRESS.positionSlackSec },
  { name: 'duration', kind: 'seconds', max: PROGRESS.durationMaxSec },
];
const quiz = {
  passMark: 70,
  maxAttempts: 3,
  requiredForCompletion: false,
  direction: 'EN_KO',
  published: true,
  questions: [
    { kind: 'CHOICE', prompt: '알맞은 것은?', options: ['go', 'goes'], answer: 1 },
    { kind: 'SHORT', prompt: '영작하시오', answers: ['I am a student.'] },
    { kind: 'VOCAB', word: 'improve', meanings: ['향상시키다'] },
  ],
};
const academy = { ...DEFAULT_ACADEMY_FACTS, registrationNumber: '제2026-1호', businessNumber: '123-45-67890' };
const A = ACADEMY_FACT_LIMITS;
const memberAction = { userId: UNKNOWN_ID, memo: '메모' };
const memberActionFields = [field('userId', 'id'), optional('memo', LIMITS.memoMax)];

/** Every route of the API, from the controllers (`grep -rn "@Get\|@Post\|@Put\|@Delete" api/src`). */
export const ROUTES: Route[] = [
  // anyone
  { method: 'get', path: '/api/health', caller: 'visitor' },
  { method: 'get', path: '/api/health/live', caller: 'visitor' },
  { method: 'get', path: '/api/health/ready', caller: 'visitor' },
  { method: 'get', path: '/api/login', caller: 'visitor' },
  { method: 'get', path: '/api/courses', caller: 'visitor' },
  { method: 'get', path: '/api/gallery', caller: 'visitor' },
  { method: 'get', path: '/api/programs', caller: 'visitor' },
  { method: 'get', path: '/api/programs/:slug', caller: 'visitor' },
  { method: 'get', path: '/api/notices', caller: 'visitor' },
  { method: 'get', path: '/api/notices/:id', caller: 'visitor' },
  { method: 'get', path: '/api/site', caller: 'visitor' },
  { method: 'get', path: '/api/simple/ping', caller: 'visitor' },
  {
    method: 'post',
    path: '/api/auth/signup',
    caller: 'visitor',
    valid: signup,
    fields: [
      field('email', 'email'),
      text('firstName', LIMITS.nameMax),
      text('lastName', LIMITS.nameMax),
      field('password', 'password'),
      field('under14', 'flag'),
      { name: 'accountType', kind: 'oneOf', values: ACCOUNT_TYPES },
      field('phone', 'phone'),
    ],
  },
  {
    method: 'post',
    path: '/api/auth/signup',
    form: 'under 14',
    caller: 'visitor',
    valid: signupUnder14,
    fields: [text('guardianName', LIMITS.nameMax), field('guardianConsent', 'boolean')],
  },
  {
    method: 'post',
    path: '/api/auth/login',
    caller: 'visitor',
    valid: { email: 'hostile@test.local', password: 'x' },
    fields: [field('email', 'email'), field('password', 'password')],
  },
  {
    method: 'post',
    path: '/api/admin/login',
    caller: 'visitor',
    valid: { password: 'x' },
    fields: [field('password', 'consolePassword')],
  },
  {
    method: 'post',
    path: '/api/dev/login',
    caller: 'visitor',
    valid: { password: 'x' },
    fields: [field('password', 'consolePassword')],
  },
  {
    method: 'post',
    path: '/api/auth/password-reset-requests',
    caller: 'visitor',
    valid: { email: 'hostile@test.local' },
    fields: [field('email', 'email')],
  },
  {
    method: 'post',
    path: '/api/auth/password-reset',
    caller: 'visitor',
    // The token names no link: accepted as sent it is 400 INVALID_TOKEN, never a changed password.
    valid: { token: 'no-such-token', newPassword: 'password-2', confirmPassword: 'password-2' },
    fields: [field('newPassword', 'password')],
  },
  // Logouts are sent without a session: a refusal that failed would otherwise sign out the clients the other cases use.
  { method: 'post', path: '/api/auth/logout', caller: 'visitor' },
  { method: 'post', path: '/api/auth/student-logout', caller: 'visitor' },
  { method: 'post', path: '/api/admin/logout', caller: 'visitor' },
  { method: 'post', path: '/api/dev/logout', caller: 'visitor' },
  // signed in
  { method: 'get', path: '/api/auth/user', caller: 'PENDING' },
  {
    method: 'post',
    path: '/api/auth/password',
    caller: 'PENDING',
    // Never accepted as sent: every case breaks a field, so the caller's password stays.
    valid: { currentPassword: 'not-the-password', newPassword: 'password-2', confirmPassword: 'password-2' },
    fields: [field('currentPassword', 'password'), field('newPassword', 'password')],
  },
  { method: 'get', path: '/api/auth/sessions', caller: 'PENDING' },
  { method: 'delete', path: '/api/auth/sessions/others', caller: 'PENDING' },
  { method: 'get', path: '/api/user/approvals', caller: 'PENDING' },
  { method: 'get', path: '/api/me/consents', caller: 'PENDING' },
  { method: 'patch', path: '/api/me/consents', caller: 'PENDING', valid: { marketing: true } },
  // Sent without a body by the families that reach it: the shared PENDING member is never deleted.
  { method: 'delete', path: '/api/me', caller: 'PENDING' },
  { method: 'get', path: '/api/courses/:id', caller: 'PENDING' },
  { method: 'get', path: '/api/videos/:id/can-view', caller: 'PENDING' },
  // approved members
  { method: 'get', path: '/api/videos', caller: 'VERIFIED' },
  { method: 'get', path: '/api/videos/:id/url', caller: 'VERIFIED' },
  { method: 'post', path: '/api/videos/:id/view', caller: 'VERIFIED' },
  { method: 'get', path: '/proxy/video', caller: 'VERIFIED' },
  // learning progress (own only)
  { method: 'put', path: '/api/videos/:id/progress', caller: 'VERIFIED', valid: progress, fields: progressFields },
  { method: 'get', path: '/api/videos/:id/progress', caller: 'VERIFIED' },
  { method: 'get', path: '/api/courses/:id/progress', caller: 'VERIFIED' },
  { method: 'get', path: '/api/me/progress/continue', caller: 'VERIFIED' },
  { method: 'get', path: '/api/me/progress/summary', caller: 'VERIFIED' },
  { method: 'get', path: '/api/me/progress/courses', caller: 'VERIFIED' },
  // quizzes and the 오답 노트 (own only)
  { method: 'get', path: '/api/videos/:id/quiz', caller: 'VERIFIED' },
  {
    method: 'post',
    path: '/api/videos/:id/quiz/attempts',
    caller: 'VERIFIED',
    valid: { answers: [{ questionId: UNKNOWN_ID, choice: 0 }] },
    fields: [{ name: 'answers', kind: 'quizAnswers' }],
  },
  { method: 'get', path: '/api/me/review', caller: 'VERIFIED' },
  {
    method: 'post',
    path: '/api/me/review/:id/answers',
    caller: 'VERIFIED',
    valid: { text: '향상시키다' },
    fields: [{ name: 'text', kind: 'answerText', max: 200 }],
  },
  { method: 'get', path: '/api/admin/videos/:id/quiz', caller: 'console' },
  {
    method: 'put',
    path: '/api/admin/videos/:id/quiz',
    caller: 'ADMIN',
    valid: quiz,
    fields: dtoFields(QuizInputDto, quiz),
  },
  { method: 'delete', path: '/api/admin/videos/:id/quiz', caller: 'ADMIN' },
  {
    method: 'put',
    path: '/api/admin/courses/:id/quiz-requirement',
    caller: 'ADMIN',
    valid: { requiredForCompletion: true },
    fields: dtoFields(CourseQuizRequirementDto, { requiredForCompletion: true }),
  },
  // parents (학부모): the parent's own routes, the student's code and guardians, the staff's links
  {
    method: 'post',
    path: '/api/auth/signup',
    form: 'parent',
    caller: 'visitor',
    valid: { ...signup, email: 'hostile-parent@test.local', accountType: 'PARENT', phone: '010-1234-5678' },
    fields: [field('phone', 'phone')],
  },
  {
    method: 'post',
    path: '/api/parent/links',
    caller: 'PARENT',
    valid: { code: 'ZZZZ-ZZZZ' },
    fields: [{ name: 'code', kind: 'answerText', max: 40 }],
  },
  { method: 'get', path: '/api/parent/links', caller: 'PARENT' },
  { method: 'delete', path: '/api/parent/links/:id', caller: 'PARENT' },
  { method: 'get', path: '/api/parent/children', caller: 'PARENT' },
  { method: 'get', path: '/api/parent/children/:id/report', caller: 'PARENT' },
  { method: 'get', path: '/api/parent/settings', caller: 'PARENT' },
  {
    method: 'patch',
    path: '/api/parent/settings',
    caller: 'PARENT',
    valid: { weeklyReport: true },
    fields: [field('weeklyReport', 'flag'), field('reportByPhone', 'flag')],
  },
  { method: 'get', path: '/api/me/parent-link-code', caller: 'VERIFIED' },
  { method: 'post', path: '/api/me/parent-link-code', caller: 'VERIFIED' },
  { method: 'get', path: '/api/me/guardians', caller: 'VERIFIED' },
  { method: 'delete', path: '/api/me/guardians/:id', caller: 'VERIFIED' },
  { method: 'get', path: '/api/admin/parent-links', caller: 'console' },
  { method: 'post', path: '/api/admin/parent-links/:id/confirm', caller: 'ADMIN' },
  { method: 'delete', path: '/api/admin/parent-links/:id', caller: 'ADMIN' },
  { method: 'get', path: '/api/admin/parents/:id/report', caller: 'console' },
  {
    method: 'post',
    path: '/api/admin/members/:id/parent-invitations',
    caller: 'ADMIN',
    valid: { email: 'invited-parent@test.local' },
    fields: [field('email', 'optionalText'), field('phone', 'phone')],
  },
  { method: 'get', path: '/api/parent-invitations/:token', caller: 'visitor' },
  { method: 'get', path: '/api/admin/members/:id/program', caller: 'console' },
  {
    method: 'put',
    path: '/api/admin/members/:id/program',
    caller: 'ADMIN',
    valid: { programId: null },
    fields: [{ name: 'programId', kind: 'nullableId', max: 36 }],
  },
  {
    method: 'post',
    path: '/api/parent/invitations',
    caller: 'PARENT',
    valid: { token: 'unknown-token' },
    fields: [{ name: 'token', kind: 'answerText', max: 200 }],
  },
  { method: 'post', path: '/api/admin/parents/:id/report', caller: 'ADMIN' },
  { method: 'get', path: '/api/admin/analytics/quizzes', caller: 'console' },
  { method: 'get', path: '/api/admin/analytics/quizzes/:id', caller: 'console' },
  { method: 'get', path: '/api/admin/analytics/quiz-members', caller: 'console' },
  { method: 'get', path: '/api/admin/members/:id/quiz-attempts', caller: 'ADMIN' },
  { method: 'get', path: '/api/admin/quiz-results.csv', caller: 'console' },
  // members (admin page, dashboard, consoles)
  { method: 'get', path: '/api/admin/members', caller: 'ADMIN' },
  { method: 'get', path: '/api/admin/members/:id', caller: 'ADMIN' },
  { method: 'delete', path: '/api/admin/members/:id', caller: 'ADMIN' },
  { method: 'get', path: '/api/admin/members/:id/history', caller: 'ADMIN' },
  { method: 'post', path: '/api/admin/members/:id/password-reset', caller: 'ADMIN' },
  // consultation requests
  {
    method: 'post',
    path: '/api/consultations',
    caller: 'visitor',
    valid: { name: '김민수', phone: '010-1234-5678', grade: '중1', message: '문의', consent: true },
    fields: [
      text('name', CONSULTATION.nameMax),
      optional('message', CONSULTATION.messageMax),
      { name: 'grade', kind: 'oneOf', values: CONSULTATION_GRADES },
      field('smsConsent', 'flag'),
    ],
  },
  { method: 'get', path: '/api/admin/consultations', caller: 'ADMIN' },
  { method: 'get', path: '/api/admin/consultations.csv', caller: 'console' },
  { method: 'get', path: '/api/admin/consultations/new-count', caller: 'ADMIN' },
  {
    method: 'patch',
    path: '/api/admin/consultations/:id',
    caller: 'ADMIN',
    valid: { status: 'CONTACTED', memo: '메모' },
    fields: [{ name: 'status', kind: 'oneOf', values: CONSULTATION_STATUSES }, optional('memo', CONSULTATION.memoMax)],
  },
  { method: 'delete', path: '/api/admin/consultations/:id', caller: 'ADMIN' },
  // audit log
  { method: 'get', path: '/api/admin/audit', caller: 'ADMIN' },
  { method: 'get', path: '/api/admin/mail-outbox', caller: 'ADMIN' },
  { method: 'get', path: '/api/admin/audit.csv', caller: 'console' },
  ...['approve-user', 'reject-user', 'revoke-user'].map((action): Route => ({
    method: 'post',
    path: `/api/admin/${action}`,
    caller: 'ADMIN',
    valid: memberAction,
    fields: memberActionFields,
  })),
  {
    method: 'post',
    path: '/api/admin/members/decisions',
    caller: 'ADMIN',
    valid: { ids: [UNKNOWN_ID], decision: 'reject', memo: '메모' },
    fields: [field('ids', 'idList'), field('decision', 'decision'), optional('memo', LIMITS.memoMax)],
  },
  { method: 'get', path: '/api/admin/members.csv', caller: 'ADMIN' },
  { method: 'get', path: '/api/admin/users/pending', caller: 'ADMIN' },
  ...['approve', 'reject'].map((action): Route => ({
    method: 'post',
    path: `/api/admin/users/:id/${action}`,
    caller: 'ADMIN',
    valid: { memo: '메모' },
    fields: [optional('memo', LIMITS.memoMax)],
  })),
  ...['superadmin', 'simple'].flatMap((console): Route[] => [
    { method: 'get', path: `/api/${console}/pending-users`, caller: 'console' },
    {
      method: 'post',
      path: `/api/${console}/approve-user`,
      caller: 'console',
      valid: memberAction,
      fields: memberActionFields,
    },
    {
      method: 'post',
      path: `/api/${console}/reject-user`,
      caller: 'console',
      valid: memberAction,
      fields: memberActionFields,
    },
  ]),
  // analytics
  ...['summary', 'daily', 'videos', 'members', 'members.csv', 'members/:id'].map((name): Route => ({
    method: 'get',
    path: `/api/admin/analytics/${name}`,
    caller: 'ADMIN',
  })),
  // courses
  { method: 'get', path: '/api/admin/courses', caller: 'ADMIN' },
  { method: 'post', path: '/api/admin/courses', caller: 'ADMIN', valid: course, fields: courseFields },
  { method: 'put', path: '/api/admin/courses/:id', caller: 'ADMIN', valid: course, fields: courseFields },
  { method: 'delete', path: '/api/admin/courses/:id', caller: 'ADMIN' },
  // videos
  { method: 'get', path: '/api/admin/videos', caller: 'ADMIN' },
  {
    method: 'post',
    path: '/api/admin/videos',
    caller: 'ADMIN',
    valid: adminVideo,
    fields: dtoFields(CreateVideoDto, adminVideo),
  },
  {
    method: 'post',
    path: '/api/admin/videos',
    form: 'dashboard form',
    caller: 'console',
    valid: { title: '대시보드 동영상', type: 'nas', url: NAS_URL },
    fields: [text('title', T), field('type', 'videoType'), field('url', 'videoUrl')],
  },
  {
    method: 'put',
    path: '/api/admin/videos/:id',
    caller: 'ADMIN',
    // The admin page's whole form: with its externalUrl, the dashboard form's url is not this form's field.
    valid: adminVideo,
    fields: dtoFields(UpdateVideoDto, adminVideo),
  },
  { method: 'delete', path: '/api/admin/videos/:id', caller: 'ADMIN' },
  {
    method: 'post',
    path: '/api/admin/videos/publication',
    caller: 'ADMIN',
    valid: { ids: [UNKNOWN_ID], published: false },
    fields: [field('ids', 'idList'), field('published', 'boolean')],
  },
  { method: 'get', path: '/api/simple/videos', caller: 'console' },
  {
    method: 'post',
    path: '/api/simple/videos',
    caller: 'console',
    valid: { title: '간편 동영상', videoUrl: NAS_URL, description: '설명' },
    fields: [text('title', T), field('videoUrl', 'httpUrl'), optional('description', X)],
  },
  // notices
  { method: 'get', path: '/api/admin/notices', caller: 'ADMIN' },
  {
    method: 'post',
    path: '/api/admin/notices',
    caller: 'ADMIN',
    valid: notice,
    fields: dtoFields(CreateNoticeDto, notice),
  },
  {
    method: 'put',
    path: '/api/admin/notices/:id',
    caller: 'ADMIN',
    valid: notice,
    fields: dtoFields(UpdateNoticeDto, notice),
  },
  { method: 'delete', path: '/api/admin/notices/:id', caller: 'ADMIN' },
  // gallery
  { method: 'get', path: '/api/admin/gallery', caller: 'ADMIN' },
  { method: 'post', path: '/api/admin/gallery', caller: 'ADMIN', valid: gallery, fields: galleryFields },
  { method: 'put', path: '/api/admin/gallery/:id', caller: 'ADMIN', valid: gallery, fields: galleryFields },
  { method: 'delete', path: '/api/admin/gallery/:id', caller: 'ADMIN' },
  { method: 'get', path: '/api/superadmin/gallery', caller: 'console' },
  {
    method: 'post',
    path: '/api/superadmin/gallery',
    caller: 'console',
    valid: { url: '/a.jpg', caption: '사진', visible: true },
    fields: [field('url', 'imageUrl'), optional('caption', LIMITS.captionMax), field('visible', 'optionalBoolean')],
  },
  { method: 'delete', path: '/api/superadmin/gallery/:id', caller: 'console' },
  { method: 'post', path: '/api/superadmin/gallery/:id/toggle', caller: 'console' },
  { method: 'get', path: '/api/simple/gallery', caller: 'console' },
  {
    method: 'post',
    path: '/api/simple/gallery',
    caller: 'console',
    valid: { title: '사진', description: '설명', imageUrl: '/a.jpg', visible: true },
    fields: [
      text('title', T),
      optional('description', X),
      field('imageUrl', 'imageUrl'),
      field('visible', 'optionalBoolean'),
    ],
  },
  // the academy's facts (학원 정보): ADMIN accounts only
  { method: 'get', path: '/api/academy', caller: 'visitor' },
  { method: 'get', path: '/api/admin/academy', caller: 'ADMIN' },
  {
    method: 'put',
    path: '/api/admin/academy',
    caller: 'ADMIN',
    valid: academy,
    fields: [
      text('name', A.nameMax),
      text('representative', A.representativeMax),
      text('address', A.addressMax),
      text('registrationNumber', A.registrationNumberMax),
      text('mapQuery', A.mapQueryMax),
      field('email', 'email'),
    ],
  },
  // programs
  { method: 'get', path: '/api/superadmin/programs', caller: 'console' },
  {
    method: 'post',
    path: '/api/superadmin/programs',
    caller: 'console',
    valid: program,
    fields: dtoFields(CreateProgramDto, program),
  },
  {
    method: 'put',
    path: '/api/superadmin/programs/:id',
    caller: 'console',
    valid: program,
    fields: dtoFields(UpdateProgramDto, program),
  },
  { method: 'delete', path: '/api/superadmin/programs/:id', caller: 'console' },
];

export const labelOf = (route: Route) =>
  `${route.method.toUpperCase()} ${route.path}${route.form ? ` (${route.form})` : ''}`;

/** The route's path with its parameter filled in (an id no row has, unless given). */
export const pathOf = (route: Route, id: string = UNKNOWN_ID) => route.path.replace(/:id|:slug/, id);

export const hasBody = (route: Route) => route.method === 'post' || route.method === 'put';
/** Routes that anyone can call with a body: the small body limit applies. */
export const isPublicBodyRoute = (route: Route) => route.caller !== 'ADMIN' && route.caller !== 'console';
