import type { Course } from '@academy/common';
import { getJson } from '@academy/context';

/** Every course, for the course filter. */
export async function getCourses(): Promise<Course[]> {
  const courses = await getJson<Course[]>('/api/admin/courses');
  return Array.isArray(courses) ? courses : [];
}
