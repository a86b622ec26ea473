import type { Course } from '@academy/common';
import type { FieldCodec } from '../../../lib/form-codec';

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

/** The tags field of the course form: one comma-separated text input. */
export const tagsText: FieldCodec<string[], string> = {
  blank: '',
  toForm: (tags) => tags.join(', '),
  fromForm: (typed) => parseTags(typed ?? ''),
};

/** Search over title, description and tags. */
export function searchCourses(courses: Course[], q: string): Course[] {
  const needle = q.trim().toLowerCase();
  if (!needle) return courses;
  return courses.filter((course) =>
    [course.title, course.description ?? '', ...course.tags].some((text) => text.toLowerCase().includes(needle)),
  );
}

export function distinctTagCount(courses: Course[]): number {
  return distinctTags(courses).length;
}

/** The columns /admin/courses sorts by, and its filter, as the address names them. */
export type CourseSortField = 'order' | 'title' | 'createdAt';
export type CourseFilterName = 'tag';
export const COURSE_SORT_FIELDS: readonly CourseSortField[] = ['order', 'title', 'createdAt'];

/** Every tag in use, in the order the courses first use them. */
export function distinctTags(courses: Course[]): string[] {
  return [...new Set(courses.flatMap((course) => course.tags))];
}

/** Courses carrying any of the chosen tags (all of them when none is chosen). */
export function withAnyTag(courses: Course[], tags: readonly string[] | undefined): Course[] {
  if (!tags?.length) return courses;
  return courses.filter((course) => course.tags.some((tag) => tags.includes(tag)));
}
