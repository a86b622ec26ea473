import { type CourseProgress } from '@academy/common';
import { MEMBER_MESSAGES } from '@academy/common/member-messages';
import { ProgressBar } from '../../../components/ProgressBar';
import { TitledCard } from '../../../components/TitledCard';

const P = MEMBER_MESSAGES.progress;

/** The course page's completion: completed of the published lessons, as a bar. */
export function CourseProgressCard({ progress }: { progress: CourseProgress }) {
  return (
    <TitledCard
      id="course-progress-title"
      title={P.courseProgressTitle}
      className="mb-course-progress"
      testId="course-progress"
    >
      <ProgressBar
        percent={progress.percent}
        label={P.courseProgressTitle}
        valueText={P.courseProgressValue(progress.completed, progress.total)}
      />
    </TitledCard>
  );
}
