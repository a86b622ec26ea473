import { Link } from 'react-router-dom';
import { UI, type Course } from '@academy/common';
import { MEMBER_MESSAGES } from '@academy/common/member-messages';
import type { ApiQuery } from '@academy/context';
import { EmptyState, LoadError, SkeletonRows } from '../../../components/ListStates';
import { TagList } from '../../../components/TagList';

function CourseCard({ course }: { course: Course }) {
  return (
    <li>
      <Link to={`/courses/${encodeURIComponent(course.id)}`} className="card mb-course">
        {course.thumbnail ? (
          <img
            className="mb-course__thumb"
            src={course.thumbnail}
            alt=""
            loading="lazy"
            onError={(event) => (event.currentTarget.hidden = true)}
          />
        ) : (
          <span className="mb-course__thumb mb-course__thumb--blank" aria-hidden="true">
            {course.title.charAt(0)}
          </span>
        )}
        <span className="mb-course__body">
          <span className="mb-course__title">{course.title}</span>
          {course.description && <span className="mb-course__description">{course.description}</span>}
          <TagList tags={course.tags} limit={UI.courseCardTags} />
          {typeof course.videoCount === 'number' && (
            <span className="mb-muted mb-course__meta">동영상 {course.videoCount}개</span>
          )}
        </span>
      </Link>
    </li>
  );
}

export function CourseCards({ query, courses }: { query: ApiQuery<Course[]>; courses: Course[] }) {
  if (query.isLoading) return <SkeletonRows rows={UI.skeletonRows} variant="card" />;
  if (query.error) return <LoadError onRetry={query.reload} />;
  if (courses.length === 0) return <EmptyState message={MEMBER_MESSAGES.memberArea.coursesEmpty} />;
  return (
    <ul className="mb-course-grid">
      {courses.map((course) => (
        <CourseCard key={course.id} course={course} />
      ))}
    </ul>
  );
}
