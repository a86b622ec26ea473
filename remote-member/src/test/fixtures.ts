import type { ApprovalRecord, CourseDetail, Notice, PlayableVideo, Video } from '@academy/common';

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

export function makeCourse(overrides: Partial<CourseDetail> = {}): CourseDetail {
  return {
    id: 'c1',
    title: '중등 내신 영어 문법',
    slug: 'middle-grammar',
    description: '중학교 내신 문법을 한 번에 정리합니다.',
    thumbnail: null,
    tags: ['중등', '문법', '내신', '서술형'],
    order: 0,
    createdAt: '2026-01-10T00:00:00.000Z',
    videos: [],
    ...overrides,
  };
}

export function makeNotice(index: number, overrides: Partial<Notice> = {}): Notice {
  return {
    id: `n${index}`,
    title: `공지 ${index}`,
    body: `공지 본문 ${index}`,
    startsAt: null,
    endsAt: null,
    createdAt: `2026-03-${String(10 + index).padStart(2, '0')}T00:00:00.000Z`,
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

export function makePlayable(overrides: Partial<PlayableVideo> = {}): PlayableVideo {
  return {
    id: 'p1',
    title: 'TOEIC 파트 5 실전',
    type: 'youtube',
    url: 'https://youtu.be/abcDEF12345',
    createdAt: '2026-03-02T00:00:00.000Z',
    ...overrides,
  };
}

type Answer = { status?: number; body?: unknown };

/** A responder for mockApi: "GET /api/x" (or "POST …") → answer; a function answer sees each call. */
export function routes(table: Record<string, Answer | (() => Answer)>) {
  return (url: string, init?: RequestInit): Answer | undefined => {
    const entry = table[`${init?.method ?? 'GET'} ${url}`];
    return typeof entry === 'function' ? entry() : entry;
  };
}

/** The calls a fetch mock received, as "METHOD url". */
export function callsOf(fetchMock: jest.Mock): string[] {
  return fetchMock.mock.calls.map(
    ([url, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${String(url)}`,
  );
}
