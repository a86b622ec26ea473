import type { Course } from '@academy/common';
import { apiRequest } from '@academy/context';

/** What the course dialog sends: the course without what the server assigns. */
export type CourseInput = Pick<Course, 'title' | 'slug' | 'description' | 'thumbnail' | 'tags' | 'order'>;

export function createCourse(input: CourseInput): Promise<Course> {
  return apiRequest<Course>('POST', '/api/admin/courses', input);
}
