import type { Course, GalleryItem, Program } from '@academy/common';

export function galleryItem(n: number, overrides: Partial<GalleryItem> = {}): GalleryItem {
  return {
    id: `g${n}`,
    url: `/assets/gallery/photo-${n}.svg`,
    caption: `사진 설명 ${n}`,
    title: null,
    description: null,
    visible: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function course(n: number, overrides: Partial<Course> = {}): Course {
  return {
    id: `c${n}`,
    title: `강의 ${n}`,
    slug: `course-${n}`,
    description: `강의 ${n} 설명`,
    thumbnail: null,
    tags: [],
    order: n,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function program(overrides: Partial<Program> = {}): Program {
  return {
    id: 'p1',
    slug: 'middle-school',
    title: '중등 내신 영어',
    subtitle: '학교 시험 완벽 대비',
    description: '중학생을 위한 내신 프로그램',
    content: '<h3>수업 방식</h3><p>교과서 <strong>본문 분석</strong></p>',
    features: ['교과서 분석', '서술형 첨삭'],
    targetStudents: '중학교 1~3학년',
    curriculum: '<ul><li>1주차: 문법</li></ul>',
    isActive: true,
    order: 0,
    ...overrides,
  };
}
