import type { Course } from '@academy/common';
import { getJson } from '@academy/context';

/** The course choice of the video link form. */
export async function getCourses(): Promise<Course[]> {
  return (await getJson<Course[]>('/api/courses')) ?? [];
}
