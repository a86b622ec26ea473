import { ACADEMY, formatDuration, type CourseDetail } from '@academy/common';
import { courseLevel, totalDurationSec } from '../course-level';
import { TitledCard } from '../../../components/TitledCard';

export function CourseInfoCard({ course }: { course: CourseDetail }) {
  const rows = [
    { term: '동영상 수', value: `${course.videos.length}개`, testId: 'info-count' },
    { term: '총 재생 시간', value: formatDuration(totalDurationSec(course.videos)), testId: 'info-total' },
    { term: '강사', value: ACADEMY.headTeacher, testId: 'info-instructor' },
    { term: '수준', value: courseLevel(course), testId: 'info-level' },
  ];
  return (
    <TitledCard id="course-info-title" title="강의 정보">
      <dl className="mb-info">
        {rows.map((row) => (
          <div key={row.term} className="mb-info__row">
            <dt>{row.term}</dt>
            <dd data-testid={row.testId}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </TitledCard>
  );
}
