import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { displayName } from '@academy/common';
import { addWeeks, seoulWeek } from '@academy/common/korean-days';
import { PARENT_HOME_MESSAGES as P, parentHomeWeek, weekRangeLabel, type ParentChild } from '@academy/common/parents';
import { LoadError, SkeletonRows } from '../../../components/ListStates';
import { useChildReport } from '../api/parent-reads';
import { ChildTimetable } from './ChildTimetable';
import { WeekFigures } from './WeekFigures';
import { TrendBars } from './TrendBars';
import { WeekLessons } from './WeekLessons';

/** One child's week on /parent, with the weeks before one tap away. */
export function ChildWeekCard({ child }: { child: ParentChild }) {
  const thisWeek = seoulWeek(new Date());
  const [params] = useSearchParams();
  const [week, setWeek] = useState(() => parentHomeWeek(params.get('week'), thisWeek));
  const report = useChildReport(child.id, week === thisWeek ? null : week);
  const titleId = `child-${child.id}-title`;
  const data = report.data;
  return (
    <section className="card pa-child" aria-labelledby={titleId} data-testid="child-week">
      <div className="mb-card-head pa-child__head">
        <h3 id={titleId} className="mb-card-title">
          {displayName(child)}
        </h3>
        <nav className="pa-week" aria-label={P.weekOf(weekRangeLabel(week))}>
          <button type="button" className="button button--ghost" onClick={() => setWeek(addWeeks(week, -1))}>
            ‹ {P.previousWeek}
          </button>
          <span className="pa-week__label">{week === thisWeek ? P.thisWeek : weekRangeLabel(week)}</span>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setWeek(addWeeks(week, 1))}
            disabled={week === thisWeek}
          >
            {P.nextWeek} ›
          </button>
        </nav>
      </div>
      {report.error ? (
        <LoadError message={P.loadFailed} onRetry={report.reload} />
      ) : !data || report.isLoading ? (
        <SkeletonRows rows={2} />
      ) : (
        <>
          <p className="mb-muted pa-child__range">{weekRangeLabel(data.week)}</p>
          <WeekFigures report={data} />
          <TrendBars weeks={[...data.trend, { week: data.week, minutes: data.minutes }]} />
          <WeekLessons report={data} />
          {data.timetable && <ChildTimetable timetable={data.timetable} />}
        </>
      )}
    </section>
  );
}
