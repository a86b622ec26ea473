import type {
  AcademyFacts,
  AdminQuiz,
  MemberQuiz,
  QuizAttemptResult,
  AnalyticsSummary,
  AuditList,
  ConsentRecord,
  ConsolePing,
  Consultation,
  Course,
  CourseDetail,
  GalleryItem,
  Health,
  MailOutboxStatus,
  MemberList,
  Notice,
  PlayableVideo,
  Program,
  SessionInfo,
  User,
  UserAnswer,
  VideoProgress,
} from '@academy/common';
import { COURSE_FIELD_BLANKS } from '@academy/common/entity-fields';

/*
 * One answer per domain as the API gives it, for the OpenAPI document (@ApiAnswer's example).
 * Typed by the wire types, and test/openapi.e2e-spec.ts checks each against its schema too.
 */

const AT = '2026-03-02T09:00:00.000Z';

const USER: User = {
  id: '6f1c2a4e-8d0b-4c57-9a1e-3b2d5f7e9c10',
  email: 'student@example.com',
  firstName: '민수',
  lastName: '김',
  role: 'VERIFIED',
  profileImageUrl: null,
  createdAt: AT,
  updatedAt: AT,
  mustChangePassword: false,
};

export const LOGIN_EXAMPLE: UserAnswer = { ok: true, message: '환영합니다, 민수님!', user: USER };

export const COURSE_EXAMPLE: Course = {
  // A new course field shows in the example with its blank, with no edit here.
  ...COURSE_FIELD_BLANKS,
  id: 'b8e0c1d2-3f45-4a67-8b9c-0d1e2f3a4b5c',
  title: '토익 기초반',
  slug: 'toeic-basic',
  description: '토익 600점을 목표로 하는 기초 문법과 듣기',
  tags: ['토익', '기초'],
  createdAt: AT,
  videoCount: 12,
  totalDurationSec: 21600,
};

export const COURSE_DETAIL_EXAMPLE: CourseDetail = {
  ...COURSE_EXAMPLE,
  videos: [
    {
      id: '0c9d8e7f-6a5b-4c3d-2e1f-0a9b8c7d6e5f',
      courseId: COURSE_EXAMPLE.id,
      title: '1강 품사와 문장 구조',
      description: null,
      externalUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      type: 'youtube',
      durationSec: 1800,
      isPublished: true,
      accessStart: null,
      accessEnd: null,
      createdAt: AT,
      status: 'open',
    },
  ],
};

export const PLAYABLE_VIDEOS_EXAMPLE: PlayableVideo[] = [
  {
    id: '0c9d8e7f-6a5b-4c3d-2e1f-0a9b8c7d6e5f',
    title: '1강 품사와 문장 구조',
    type: 'youtube',
    url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    createdAt: AT,
  },
];

export const PROGRESS_EXAMPLE: VideoProgress = {
  videoId: '0c9d8e7f-6a5b-4c3d-2e1f-0a9b8c7d6e5f',
  position: 754.2,
  duration: 1800,
  furthest: 754.2,
  completed: false,
  updatedAt: AT,
};

export const PROGRAM_EXAMPLE: Program = {
  id: '3a2b1c0d-9e8f-4a7b-8c6d-5e4f3a2b1c0d',
  slug: 'middle-school',
  title: '중등부',
  subtitle: '내신과 서술형',
  description: '교과서 본문과 서술형 대비',
  content: '## 수업\n\n- 교과서 본문 분석',
  contentHtml: '<h2>수업</h2>\n<ul>\n<li>교과서 본문 분석</li>\n</ul>\n',
  features: ['소수 정예', '주간 테스트'],
  targetStudents: '중학교 1–3학년',
  curriculum: null,
  curriculumHtml: null,
  isActive: true,
  order: 0,
  tuition: { monthly: 280000, materials: 20000 },
  schedule: [{ name: '중2 A반', days: ['MON', 'WED', 'FRI'], start: '16:00', end: '17:30' }],
  startDate: '2026-03-02',
  capacity: 12,
  seatsLeft: 3,
};

export const NOTICES_EXAMPLE: Notice[] = [
  {
    id: '7d6c5b4a-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
    title: '3월 개강 안내',
    body: '3월 2일(월)부터 새 학기 수업이 시작됩니다.',
    startsAt: '2026-02-20T00:00:00.000Z',
    endsAt: null,
    visibility: 'public',
    createdAt: '2026-02-19T06:30:00.000Z',
  },
];

export const GALLERY_EXAMPLE: GalleryItem[] = [
  {
    id: '9f8e7d6c-5b4a-4392-8a1b-0c9d8e7f6a5b',
    url: '/assets/gallery/classroom-1.jpg',
    caption: '중등부 강의실',
    title: null,
    description: null,
    visible: true,
    createdAt: AT,
  },
];

export const MEMBER_LIST_EXAMPLE: MemberList = {
  items: [
    {
      ...USER,
      role: 'PENDING',
      name: '김민수',
      latestApproval: null,
    },
  ],
  total: 1,
};

export const CONSENTS_EXAMPLE: ConsentRecord[] = [
  { kind: 'TERMS', given: true, version: 1, at: AT },
  { kind: 'PRIVACY', given: true, version: 1, at: AT },
  { kind: 'MARKETING', given: false, version: 1, at: AT },
];

export const SESSIONS_EXAMPLE: SessionInfo[] = [
  { id: 's1', createdAt: AT, lastSeenAt: '2026-03-02T10:12:00.000Z', browser: 'Chrome 126 · Windows', current: true },
];

export const ANALYTICS_SUMMARY_EXAMPLE: AnalyticsSummary = {
  from: '2026-02-01',
  to: '2026-03-02',
  courseId: null,
  activeMembers: 42,
  views: 318,
  completions: 97,
  averageCompletion: 38.5,
};

export const AUDIT_LIST_EXAMPLE: AuditList = {
  items: [
    {
      id: '1',
      at: AT,
      actorType: 'ADMIN',
      actorId: '5e4d3c2b-1a09-4f8e-b7d6-c5b4a3928170',
      actorEmail: 'admin@example.com',
      action: 'MEMBER_APPROVE',
      targetType: 'MEMBER',
      targetId: USER.id,
      summary: '김민수(student@example.com) 회원을 승인했습니다.',
      ip: '203.0.113.7',
      targetExists: true,
    },
  ],
  total: 1,
};

export const CONSULTATION_EXAMPLE: Consultation = {
  id: '2b1a0c9d-8e7f-4a6b-9c5d-4e3f2a1b0c9d',
  createdAt: AT,
  name: '김민수',
  phone: '010-1234-5678',
  grade: '중2',
  programSlug: 'middle-school',
  programTitle: '중등부',
  message: '평일 저녁 반이 있는지 궁금합니다.',
  status: 'CONTACTED',
  memo: '3/3 전화 상담 완료',
  handledBy: 'admin@example.com',
  handledAt: '2026-03-03T02:00:00.000Z',
  closedAt: null,
};

export const ACADEMY_EXAMPLE: AcademyFacts = {
  name: '이든 영어학원',
  representative: '이든',
  address: '경상남도 창원시 의창구 원이대로 123, 4층',
  phone: '055-264-7780',
  email: 'hello@eden-english.kr',
  registrationNumber: '제2019-12호',
  businessNumber: '123-45-67890',
  privacyOfficer: { name: '이든 원장', contact: '055-264-7780' },
  kakaoChannelUrl: 'https://pf.kakao.com/_xkAbcd',
  mapQuery: '이든 영어학원 창원',
  contactHours: [{ days: '월–금', hours: '14:00 – 22:00' }],
  consultationHours: [{ days: '평일', hours: '9:00 – 22:00' }],
};

export const MAIL_OUTBOX_EXAMPLE: MailOutboxStatus = {
  pending: 2,
  failed: 0,
  oldestPendingAt: AT,
  lastFailure: null,
};

export const HEALTH_EXAMPLE: Health = { status: 'ok', db: 'up' };
export const HEALTH_DOWN_EXAMPLE: Health = { status: 'error', db: 'down' };

export const CONSOLE_PING_EXAMPLE: ConsolePing = { ok: true, console: false };

const QUIZ_VIDEO = '0c9d8e7f-6a5b-4c3d-2e1f-0a9b8c7d6e5f';
const QUIZ_QUESTIONS = {
  choice: '5b1e0c52-3f0a-4d8e-9a61-2c7b8e4f1a01',
  short: '5b1e0c52-3f0a-4d8e-9a61-2c7b8e4f1a02',
  vocab: '5b1e0c52-3f0a-4d8e-9a61-2c7b8e4f1a03',
};

export const ADMIN_QUIZ_EXAMPLE: AdminQuiz = {
  id: '8e2f6a14-7c3b-4f0e-b5d9-1a6c4e8b2d70',
  videoId: QUIZ_VIDEO,
  version: 2,
  passMark: 70,
  maxAttempts: 3,
  requiredForCompletion: false,
  direction: 'EN_KO',
  published: true,
  questions: [
    {
      id: QUIZ_QUESTIONS.choice,
      kind: 'CHOICE',
      prompt: '빈칸에 알맞은 것은? She ___ to school every day.',
      options: ['go', 'goes', 'going', 'gone'],
      answer: 1,
      explanation: '주어가 3인칭 단수이므로 goes',
    },
    {
      id: QUIZ_QUESTIONS.short,
      kind: 'SHORT',
      prompt: '"나는 학생이다"를 영어로 쓰시오.',
      answers: ['I am a student.', "I'm a student."],
      ignorePunctuation: true,
      explanation: null,
    },
    { id: QUIZ_QUESTIONS.vocab, kind: 'VOCAB', word: 'improve', meanings: ['향상시키다', '개선하다'] },
  ],
  updatedAt: AT,
};

export const MEMBER_QUIZ_EXAMPLE: MemberQuiz = {
  id: ADMIN_QUIZ_EXAMPLE.id,
  videoId: QUIZ_VIDEO,
  version: 2,
  passMark: 70,
  maxAttempts: 3,
  direction: 'EN_KO',
  attemptsUsed: 1,
  bestScore: 67,
  passed: false,
  questions: [
    {
      id: QUIZ_QUESTIONS.choice,
      kind: 'CHOICE',
      prompt: '빈칸에 알맞은 것은? She ___ to school every day.',
      options: ['go', 'goes', 'going', 'gone'],
    },
    { id: QUIZ_QUESTIONS.short, kind: 'SHORT', prompt: '"나는 학생이다"를 영어로 쓰시오.' },
    { id: QUIZ_QUESTIONS.vocab, kind: 'VOCAB', prompt: 'improve' },
  ],
};

export const QUIZ_ATTEMPT_EXAMPLE: QuizAttemptResult = {
  score: 67,
  passed: false,
  correct: 2,
  total: 3,
  results: [
    { questionId: QUIZ_QUESTIONS.choice, correct: true, answer: 'goes', explanation: '주어가 3인칭 단수이므로 goes' },
    { questionId: QUIZ_QUESTIONS.short, correct: true, answer: 'I am a student.', explanation: null },
    { questionId: QUIZ_QUESTIONS.vocab, correct: false, answer: '향상시키다, 개선하다' },
  ],
};
