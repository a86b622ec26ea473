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
