import type { Course } from '@academy/common';
import { apiRequest } from '@academy/context';
import type { CourseInput } from './create-course';

export function updateCourse(id: string, input: CourseInput): Promise<Course> {
  return apiRequest<Course>('PUT', `/api/admin/courses/${encodeURIComponent(id)}`, input);
}
