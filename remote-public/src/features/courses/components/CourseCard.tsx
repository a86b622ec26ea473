import { Link } from 'react-router-dom';
import type { Course, CourseCardProgress as Progress } from '@academy/common';
import { FallbackImage } from '../../../components/image/FallbackImage';
import { splitTags } from '../course-tags';
import { CourseCardProgress } from './CourseCardProgress';

interface CourseCardProps {
  course: Course;
  /** `firstScreen`: a card the page opens on; its picture loads at once, as the page's largest one. */
  firstScreen?: boolean;
  /** The signed-in member's progress in this course, once it has loaded. */
  progress?: Progress;
}

export function CourseCard({ course, firstScreen = false, progress }: CourseCardProps) {
  const { visible, hiddenCount } = splitTags(course.tags ?? []);
  return (
    <li className="course-card grid-card">
      <div className="course-card__top">
        <div className="course-card__media" aria-hidden="true">
          {course.thumbnail ? (
            <FallbackImage
              src={course.thumbnail}
              label={course.title}
              named={false}
              loading={firstScreen ? 'eager' : 'lazy'}
              fetchPriority={firstScreen ? 'high' : undefined}
              decoding="async"
              width={480}
              height={270}
            />
          ) : (
            <span className="course-card__initial">{course.title.slice(0, 1)}</span>
          )}
        </div>
        {progress && <CourseCardProgress title={course.title} progress={progress} />}
      </div>
      <div className="course-card__body">
        <h2 className="course-card__title">
          <Link to={`/courses/${encodeURIComponent(course.id)}`} className="course-card__link">
            {course.title}
          </Link>
        </h2>
        {course.description && <p className="course-card__description">{course.description}</p>}
        {(visible.length > 0 || hiddenCount > 0) && (
          <ul className="course-card__tags" aria-label="태그">
            {visible.map((tag) => (
              <li key={tag} className="tag">
                {tag}
              </li>
            ))}
            {hiddenCount > 0 && (
              <li className="badge course-card__more" aria-label={`태그 ${hiddenCount}개 더 있음`}>
                +{hiddenCount}
              </li>
            )}
          </ul>
        )}
        {typeof course.videoCount === 'number' && <p className="course-card__meta">동영상 {course.videoCount}개</p>}
      </div>
    </li>
  );
}

export function CourseListSkeleton({ rows }: { rows: number }) {
  return (
    <ul className="course-list" aria-hidden="true" data-testid="courses-skeleton">
      {Array.from({ length: rows }, (_, index) => (
        <li key={index} className="course-card course-card--skeleton grid-card">
          <div className="skeleton course-card__media" />
          <div className="course-card__body">
            <div className="skeleton course-card__line course-card__line--title" />
            <div className="skeleton course-card__line" />
            <div className="skeleton course-card__line course-card__line--short" />
          </div>
        </li>
      ))}
    </ul>
  );
}
