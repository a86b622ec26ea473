import type { Course } from '@academy/common';
import { getJson } from '@academy/context';

export async function getAdminCourses(): Promise<Course[]> {
  return (await getJson<Course[]>('/api/admin/courses')) ?? [];
}
