import { PLACEHOLDER_FIGURES } from '@academy/common';

/** The course count is live; the video figure is the fixed '50+'. */
export function MemberStats({ courseCount }: { courseCount: number | null }) {
  const stats = [
    { label: '수강 가능한 강의', value: courseCount === null ? '–' : `${courseCount}개`, testId: 'course-count' },
    { label: '동영상 강의', value: PLACEHOLDER_FIGURES.memberHomeVideos, testId: 'video-figure' },
    { label: '온라인 학습', value: '24시간', testId: 'anytime' },
  ];
  return (
    <ul className="mb-stats" aria-label="학습 현황">
      {stats.map((stat) => (
        <li key={stat.label} className="card mb-stats__item">
          <span className="mb-stats__value" data-testid={stat.testId}>
            {stat.value}
          </span>
          <span className="mb-stats__label">{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
