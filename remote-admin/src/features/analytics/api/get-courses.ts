import type { Course } from '@academy/common';
import { api } from '@academy/context';

/** Every course, for the course filter (the shell's early read, ADMIN_COURSES_URL in @academy/common/admin-reads). */
export async function getCourses(): Promise<Course[]> {
  const courses = await api.get('/admin/courses');
  return Array.isArray(courses) ? courses : [];
}
