import type { ActionAnswer } from '@academy/common';
import { api } from '@academy/context';

/** PUT /api/admin/courses/{id}/quiz-requirement: "pass to complete" for every quiz of the course (ADMIN only). */
export function requireCourseQuizzes(courseId: string, requiredForCompletion: boolean): Promise<ActionAnswer> {
  return api.put('/admin/courses/{id}/quiz-requirement', {
    params: { path: { id: courseId } },
    body: { requiredForCompletion },
  });
}
