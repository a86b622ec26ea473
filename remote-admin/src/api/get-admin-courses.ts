import type { Course } from '@academy/common';
import { getJson } from '@academy/context';

/** Every course, for the courses screen and the videos screen's filter and form (shared: features do not import each other). */
export async function getAdminCourses(): Promise<Course[]> {
  return (await getJson<Course[]>('/api/admin/courses')) ?? [];
}
