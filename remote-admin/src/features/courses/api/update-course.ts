import type { Course } from '@academy/common';
import { api } from '@academy/context';
import type { CourseInput } from './create-course';

export function updateCourse(id: string, input: CourseInput): Promise<Course> {
  return api.put('/admin/courses/{id}', { params: { path: { id } }, body: input });
}
