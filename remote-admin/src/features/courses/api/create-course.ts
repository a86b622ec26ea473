import type { Course, CourseInput } from '@academy/common';
import { apiRequest } from '@academy/context';

/** What the course dialog sends: the course's edited fields, declared in @academy/common. */
export type { CourseInput };

export function createCourse(input: CourseInput): Promise<Course> {
  return apiRequest<Course>('POST', '/api/admin/courses', input);
}
