import { PARENT_HOME_MESSAGES as P, type ChildWeekReport } from '@academy/common/parents';

/** The week's three figures, the same the report mail opens with. */
export function WeekFigures({ report }: { report: ChildWeekReport }) {
  const figures = [
    { label: P.lessonsWatched, value: P.lessonsUnit(report.lessonsWatched), testId: 'lessons-watched' },
    { label: P.minutes, value: P.minutesUnit(report.minutes), testId: 'minutes' },
    { label: P.completed, value: P.lessonsUnit(report.completed), testId: 'completed' },
  ];
  return (
    <dl className="pa-figures">
      {figures.map((figure) => (
        <div key={figure.label} className="pa-figures__item">
          <dt className="pa-figures__label">{figure.label}</dt>
          <dd className="pa-figures__value" data-testid={figure.testId}>
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
