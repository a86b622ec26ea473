import type { Course, CourseInput } from '@academy/common';
import { api } from '@academy/context';

/** What the course dialog sends: the course's edited fields, declared in @academy/common. */
export type { CourseInput };

export function createCourse(input: CourseInput): Promise<Course> {
  return api.post('/admin/courses', { body: input });
}
