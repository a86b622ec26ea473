import type { Course as CourseWire } from '@academy/common';
import type { Course } from './course.entity';

/** What a course's list card sums up: how many videos and how long they run. */
export interface VideoTotals {
  videoCount: number;
  totalDurationSec: number;
}

export const NO_VIDEOS: VideoTotals = { videoCount: 0, totalDurationSec: 0 };

export function toCourseWire(course: Course, totals: VideoTotals = NO_VIDEOS): CourseWire {
  return {
    id: course.id,
    title: course.title,
    slug: course.slug,
    description: course.description,
    thumbnail: course.thumbnail,
    tags: course.tags ?? [],
    order: course.order,
    createdAt: course.createdAt.toISOString(),
    videoCount: totals.videoCount,
    totalDurationSec: totals.totalDurationSec,
  };
}
