import { MESSAGES, type CourseProgress } from '@academy/common';
import { ProgressBar } from '../../../components/ProgressBar';

const P = MESSAGES.progress;

/** The course page's completion: completed of the published lessons, as a bar. */
export function CourseProgressCard({ progress }: { progress: CourseProgress }) {
  return (
    <section className="card mb-course-progress" aria-labelledby="course-progress-title" data-testid="course-progress">
      <h2 id="course-progress-title" className="mb-card-title">
        {P.courseProgressTitle}
      </h2>
      <ProgressBar
        percent={progress.percent}
        label={P.courseProgressTitle}
        valueText={P.courseProgressValue(progress.completed, progress.total)}
      />
    </section>
  );
}
