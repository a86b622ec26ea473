import type { Course } from '@academy/common';

/** Courses carry no level field; the academy's tags name it (중등, 고등, TOEIC …). */
const LEVELS: ReadonlyArray<{ level: string; keywords: readonly string[] }> = [
  { level: '중등', keywords: ['중등', '중학'] },
  { level: '고등', keywords: ['고등', '고교', '수능'] },
  { level: 'TOEIC', keywords: ['toeic', '토익'] },
];

export const ALL_LEVELS = '전 학년';

export function courseLevel(course: Pick<Course, 'title' | 'tags'>): string {
  const words = [...course.tags, course.title].map((word) => word.toLowerCase());
  const found = LEVELS.filter(({ keywords }) =>
    keywords.some((keyword) => words.some((word) => word.includes(keyword))),
  );
  return found.length > 0 ? found.map(({ level }) => level).join(' · ') : ALL_LEVELS;
}

/** The total of the listed videos, so it always matches the list and the count beside it. */
export function totalDurationSec(videos: ReadonlyArray<{ durationSec: number | null }>): number {
  return videos.reduce((sum, video) => sum + (video.durationSec ?? 0), 0);
}
