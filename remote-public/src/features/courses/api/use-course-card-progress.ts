import { canWatch, type CourseCardProgress } from '@academy/common';
import { useApiQuery, useAuth } from '@academy/context';

/**
 * GET /api/me/progress/courses, once for every card, for a member who may watch (VERIFIED or
 * ADMIN). Visitors and PENDING members never ask: the server drew their page and nothing changes.
 * A failed read leaves the cards as a visitor sees them.
 */
export function useCourseCardProgress(): Map<string, CourseCardProgress> {
  const { user } = useAuth();
  const query = useApiQuery(canWatch(user?.role) ? '/me/progress/courses' : null);
  const rows = Array.isArray(query.data) ? query.data : [];
  return new Map(rows.map((row) => [row.courseId, row]));
}
