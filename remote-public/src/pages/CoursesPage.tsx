import { MESSAGES, UI } from '@academy/common';
import { LoadErrorPanel } from '../components/LoadErrorPanel';
import { StatusPanel } from '../components/StatusPanel';
import { useCourseCardProgress } from '../features/courses/api/use-course-card-progress';
import { useCourses } from '../features/courses/api/use-courses';
import { CourseCard, CourseListSkeleton } from '../features/courses/components/CourseCard';
import { CoursesBanner } from '../features/courses/components/CoursesBanner';
import '../features/courses/courses.css';
import '../styles/public.css';

function CourseListBody() {
  const { courses, isLoading, error, reload } = useCourses();
  const progress = useCourseCardProgress();
  if (isLoading) return <CourseListSkeleton rows={UI.skeletonRows} />;
  if (error) return <LoadErrorPanel title={MESSAGES.publicSite.coursesLoadFailed} onRetry={reload} />;
  if (courses.length === 0) return <StatusPanel tone="empty" title={MESSAGES.publicSite.coursesEmpty} />;
  return (
    <ul className="course-list">
      {courses.map((course, index) => (
        <CourseCard key={course.id} course={course} firstScreen={index === 0} progress={progress.get(course.id)} />
      ))}
    </ul>
  );
}

/** /courses: every course as a card linking to its detail page. */
export default function CoursesPage() {
  return (
    <section className="container page" data-remote="public" aria-labelledby="courses-title">
      <h1 id="courses-title" className="page__title">
        강의 목록
      </h1>
      <p className="page__lead">학교 내신부터 수능, TOEIC까지. 학원 수업을 온라인 강의로 언제든 다시 볼 수 있습니다.</p>
      <CoursesBanner />
      <CourseListBody />
    </section>
  );
}
