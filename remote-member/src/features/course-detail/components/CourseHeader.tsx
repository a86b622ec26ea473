import { Link } from 'react-router-dom';
import type { CourseDetail } from '@academy/common';
import { TagList } from '../../../components/TagList';

export function CourseHeader({ course }: { course: CourseDetail }) {
  return (
    <header className="mb-course-head">
      <Link to="/courses" className="mb-back">
        ← 강의 목록으로
      </Link>
      <h1 className="page__title">{course.title}</h1>
      {course.description && <p className="page__lead mb-course-head__description">{course.description}</p>}
      <TagList tags={course.tags} />
    </header>
  );
}
