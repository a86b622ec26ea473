import type { Course } from '@academy/common';
import { api } from '@academy/context';

/**
 * Every course: the courses screen, the videos screen's filter and form, the secret console's link
 * form (a console session may call the admin routes). Shared: features do not import each other.
 */
export async function getAdminCourses(): Promise<Course[]> {
  return (await api.get('/admin/courses')) ?? [];
}
