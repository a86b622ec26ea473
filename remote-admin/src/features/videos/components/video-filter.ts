import type { AdminVideo } from '@academy/common';

export type PublishedFilter = 'all' | 'published' | 'unpublished';

export interface VideoFilter {
  q: string;
  courseId: string | 'all';
  published: PublishedFilter;
}

/** Search over title and description, then the course and published filters. */
export function filterVideos(videos: AdminVideo[], { q, courseId, published }: VideoFilter): AdminVideo[] {
  const needle = q.trim().toLowerCase();
  return videos.filter(
    (video) =>
      (!needle || `${video.title} ${video.description ?? ''}`.toLowerCase().includes(needle)) &&
      (courseId === 'all' || video.courseId === courseId) &&
      (published === 'all' || video.isPublished === (published === 'published')),
  );
}

export function isFiltered({ q, courseId, published }: VideoFilter): boolean {
  return q.trim() !== '' || courseId !== 'all' || published !== 'all';
}

/** The columns /admin/videos sorts by, and its filters, as the address names them. */
export type VideoSortField = 'title' | 'duration' | 'createdAt';
export type VideoFilterName = 'course' | 'published';
export const VIDEO_SORT_FIELDS: readonly VideoSortField[] = ['title', 'duration', 'createdAt'];
export const PUBLISHED_VALUES = ['published', 'unpublished'] as const;
export const PUBLISHED_LABELS: Record<(typeof PUBLISHED_VALUES)[number], string> = {
  published: '공개',
  unpublished: '비공개',
};

/** The filter the address describes: one course and one published state at most (the first given). */
export function videoFilterOf(q: string, filters: Partial<Record<VideoFilterName, string[]>>): VideoFilter {
  return {
    q,
    courseId: filters.course?.[0] ?? 'all',
    published: (filters.published?.[0] as PublishedFilter | undefined) ?? 'all',
  };
}
