import type { Course } from '@academy/common';
import { getJson } from '@academy/context';

/** The course filter and the course choice of the video form. */
export async function getAdminCourses(): Promise<Course[]> {
  return (await getJson<Course[]>('/api/admin/courses')) ?? [];
}
