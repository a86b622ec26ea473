import type { Course } from '@academy/common';
import { ADMIN_COURSES_URL } from '@academy/common/admin-reads';
import { getJson } from '@academy/context';

/** Every course, for the course filter. */
export async function getCourses(): Promise<Course[]> {
  const courses = await getJson<Course[]>(ADMIN_COURSES_URL);
  return Array.isArray(courses) ? courses : [];
}
