import { type Course as CourseWire } from '@academy/common';
import { COURSE_FIELDS, pickFields } from '@academy/common/entity-fields';
import type { Course } from './course.entity';

/** What a course's list card sums up: how many videos and how long they run. */
export interface VideoTotals {
  videoCount: number;
  totalDurationSec: number;
}

export const NO_VIDEOS: VideoTotals = { videoCount: 0, totalDurationSec: 0 };

/** Every edited field goes out as stored (a new one in COURSE_FIELDS too), plus what the server assigns. */
export function toCourseWire(course: Course, totals: VideoTotals = NO_VIDEOS): CourseWire {
  return {
    id: course.id,
    ...pickFields(course, COURSE_FIELDS),
    tags: course.tags ?? [],
    createdAt: course.createdAt.toISOString(),
    videoCount: totals.videoCount,
    totalDurationSec: totals.totalDurationSec,
  };
}
