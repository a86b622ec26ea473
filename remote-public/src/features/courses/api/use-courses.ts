import { useApiQuery } from '@academy/context';

/** GET /api/courses: every course, in the admin's order. */
export function useCourses() {
  const query = useApiQuery('/courses');
  return { ...query, courses: Array.isArray(query.data) ? query.data : [] };
}
