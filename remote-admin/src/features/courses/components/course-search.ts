import type { Course } from '@academy/common';

/** Tags are typed as one comma-separated string; trimmed, empties dropped. */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
}

/** Search over title, description and tags. */
export function searchCourses(courses: Course[], q: string): Course[] {
  const needle = q.trim().toLowerCase();
  if (!needle) return courses;
  return courses.filter((course) =>
    [course.title, course.description ?? '', ...course.tags].some((text) => text.toLowerCase().includes(needle)),
  );
}

export function distinctTagCount(courses: Course[]): number {
  return new Set(courses.flatMap((course) => course.tags)).size;
}
