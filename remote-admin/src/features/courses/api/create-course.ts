import type { Course } from '@academy/common';
import { apiRequest } from '@academy/context';

export interface CourseInput {
  title: string;
  slug: string;
  description: string | null;
  thumbnail: string | null;
  tags: string[];
  order: number;
}

export function createCourse(input: CourseInput): Promise<Course> {
  return apiRequest<Course>('POST', '/api/admin/courses', input);
}
