/*
 * One builder per wire shape the tests use: sample data as the API would send it, in Korean.
 * A test passes as overrides every value its assertions depend on, so it reads on its own.
 */
import type {
  AdminNotice,
  AnalyticsMemberRow,
  AnalyticsVideoRow,
  AdminVideo,
  ApprovalRecord,
  AuditEntry,
  ContinueItem,
  Course,
  CourseDetail,
  GalleryItem,
  Member,
  Notice,
  PlayableVideo,
  Program,
  SessionInfo,
  SimpleVideo,
  User,
  Video,
} from '@academy/common';
import { COURSE_FIELD_BLANKS } from '@academy/common/entity-fields';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    email: 'student@example.com',
    firstName: '민수',
    lastName: '김',
    role: 'VERIFIED',
    profileImageUrl: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

let nextMemberId = 1;

/** A member as the admin list shows one; a waiting sign-up with an id of its own unless given one. */
export function makeMember(overrides: Partial<Member> = {}): Member {
  const id = overrides.id ?? `m${nextMemberId++}`;
  return {
    id,
    email: `${id}@example.com`,
    firstName: '회원',
    lastName: '김',
    name: `김회원${id}`,
    role: 'PENDING',
    profileImageUrl: null,
    createdAt: '2026-03-02T01:00:00.000Z',
    updatedAt: '2026-03-02T01:00:00.000Z',
    latestApproval: null,
    ...overrides,
  };
}

export function makeApproval(overrides: Partial<ApprovalRecord> = {}): ApprovalRecord {
  return {
    id: 'a1',
    status: 'APPROVED',
    memo: null,
    createdAt: '2026-02-01T00:00:00.000Z',
    actedBy: 'admin',
    ...overrides,
  };
}

/** An administrator's approval of a member. */
export function makeAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 'audit-1',
    at: '2026-03-03T01:00:00.000Z',
    actorType: 'ADMIN',
    actorId: 'admin',
    actorEmail: 'admin@test.local',
    action: 'MEMBER_APPROVE',
    targetType: 'MEMBER',
    targetId: 'm1',
    summary: "회원 '김회원 (m1@example.com)' 승인",
    ip: '127.0.0.1',
    targetExists: true,
    ...overrides,
  };
}

/** A course as the public list and the admin table show it. */
export function makeCourse(overrides: Partial<Course> = {}): Course {
  return {
    ...COURSE_FIELD_BLANKS,
    id: 'c1',
    title: '중등 내신 영어 문법',
    slug: 'middle-grammar',
    description: '중학교 내신 문법을 한 번에 정리합니다.',
    tags: ['중등', '문법', '내신', '서술형'],
    createdAt: '2026-01-10T00:00:00.000Z',
    ...overrides,
  };
}

/** A course with the totals the admin table adds: no videos yet. */
export function makeAdminCourse(overrides: Partial<Course> = {}): Course {
  return makeCourse({ videoCount: 0, totalDurationSec: 0, ...overrides });
}

/** GET /api/courses/{id}: the course with its videos (none by default). */
export function makeCourseDetail(overrides: Partial<CourseDetail> = {}): CourseDetail {
  return { ...makeCourse(), videos: [], ...overrides };
}

/** A published YouTube lesson of 12:34, open now. */
export function makeVideo(overrides: Partial<Video> = {}): Video {
  return {
    id: 'v1',
    courseId: 'c1',
    title: '1강 문장의 5형식',
    description: null,
    externalUrl: null,
    durationSec: 754,
    isPublished: true,
    accessStart: null,
    accessEnd: null,
    createdAt: '2026-02-01T00:00:00.000Z',
    type: 'youtube',
    status: 'open',
    ...overrides,
  };
}

/** A video as GET /api/admin/videos answers it: with its link and its course's title. */
export function makeAdminVideo(overrides: Partial<AdminVideo> = {}): AdminVideo {
  return {
    ...makeVideo(),
    externalUrl: 'https://youtu.be/abcdef12345',
    url: 'https://youtu.be/abcdef12345',
    status: 'open',
    courseTitle: '중등 내신 영어 문법',
    courseName: '중등 내신 영어 문법',
    ...overrides,
  };
}

/** GET /api/simple/videos: the simple console's shape. */
export function makeSimpleVideo(overrides: Partial<SimpleVideo> = {}): SimpleVideo {
  return {
    id: 'v1',
    title: '1강 문장의 5형식',
    description: null,
    videoUrl: 'https://youtu.be/abcdef12345',
    url: 'https://youtu.be/abcdef12345',
    courseName: '중등 내신 영어 문법',
    type: 'youtube',
    createdAt: '2026-02-01T00:00:00.000Z',
    ...overrides,
  };
}

/** GET /api/videos: a video the member may play now. */
export function makePlayableVideo(overrides: Partial<PlayableVideo> = {}): PlayableVideo {
  return {
    id: 'p1',
    title: 'TOEIC 파트 5 실전',
    type: 'youtube',
    url: 'https://youtu.be/abcDEF12345',
    createdAt: '2026-03-02T00:00:00.000Z',
    ...overrides,
  };
}

/** A notice shown without a publish window. */
export function makeNotice(overrides: Partial<Notice> = {}): Notice {
  return {
    id: 'n1',
    title: '3월 휴강 안내',
    body: '3월 1일은 휴강합니다.',
    startsAt: null,
    endsAt: null,
    visibility: 'members',
    createdAt: '2026-02-20T00:00:00.000Z',
    ...overrides,
  };
}

export function makeAdminNotice(overrides: Partial<AdminNotice> = {}): AdminNotice {
  return { ...makeNotice(), status: 'active', ...overrides };
}

export function makeGalleryItem(overrides: Partial<GalleryItem> = {}): GalleryItem {
  return {
    id: 'g1',
    url: '/assets/gallery/photo-1.svg',
    caption: '강의실 전경',
    title: null,
    description: null,
    visible: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeProgram(overrides: Partial<Program> = {}): Program {
  return {
    id: 'p1',
    slug: 'middle-school',
    title: '중등 내신 영어',
    subtitle: '학교 시험 완벽 대비',
    description: '중학생을 위한 내신 프로그램',
    content: '### 수업 방식\n\n교과서 **본문 분석**',
    contentHtml: '<h3>수업 방식</h3>\n<p>교과서 <strong>본문 분석</strong></p>',
    features: ['교과서 분석', '서술형 첨삭'],
    targetStudents: '중학교 1~3학년',
    curriculum: '- 1주차: 문법',
    curriculumHtml: '<ul>\n<li>1주차: 문법</li>\n</ul>',
    isActive: true,
    order: 0,
    tuition: { monthly: 280000, materials: 20000 },
    schedule: [
      { name: '중2 A반', days: ['MON', 'WED', 'FRI'], start: '16:30', end: '18:00' },
      { name: '중3 B반', days: ['TUE', 'THU'], start: '18:30', end: '20:30' },
    ],
    startDate: '2026-03-02',
    capacity: 12,
    seatsLeft: 4,
    ...overrides,
  };
}

/** A browser signed in to the account (not the one asking). */
export function makeSession(overrides: Partial<SessionInfo> = {}): SessionInfo {
  return {
    id: 's1',
    createdAt: '2026-03-01T00:00:00.000Z',
    lastSeenAt: '2026-03-02T05:30:00.000Z',
    browser: 'Chrome 126 · Windows',
    current: false,
    ...overrides,
  };
}

/** A lesson left part-way: 2:05 of 10:00 into the first lesson. */
export function makeContinueItem(overrides: Partial<ContinueItem> = {}): ContinueItem {
  return {
    video: { id: 'v1', title: '1강 문장의 5형식', courseId: 'c1' },
    course: { id: 'c1', title: '중등 내신 영어 문법' },
    position: 125,
    duration: 600,
    updatedAt: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
}

/** One lesson's row of the analytics report. */
export function makeAnalyticsVideoRow(overrides: Partial<AnalyticsVideoRow> = {}): AnalyticsVideoRow {
  return {
    videoId: 'v1',
    title: '1강 문장의 5형식',
    courseId: 'c1',
    courseTitle: '중등 내신 영어 문법',
    views: 3,
    viewers: 3,
    started: 4,
    completed: 2,
    completionRate: 50,
    averageFurthest: 61,
    ...overrides,
  };
}

/** One member's row of the analytics report. */
export function makeAnalyticsMemberRow(overrides: Partial<AnalyticsMemberRow> = {}): AnalyticsMemberRow {
  return {
    userId: 'm1',
    name: '김민수',
    email: 'm1@academy.test',
    views: 7,
    started: 3,
    completed: 1,
    percent: 25,
    lastActivity: '2026-11-20T10:24:00.000Z',
    ...overrides,
  };
}
