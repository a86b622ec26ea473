import { PARENT_HOME_MESSAGES as P, weekShortLabel } from '@academy/common/parents';

interface TrendBarsProps {
  /** The four weeks before, oldest first, then the week shown. */
  weeks: Array<{ week: string; minutes: number }>;
}

/**
 * Five weeks of minutes as bars, the shown week highlighted. Plain SVG: five rectangles need no
 * chart library on a parent's phone, and the same bars are drawn in the report mail with tables.
 * The figures are also written out for screen readers.
 */
export function TrendBars({ weeks }: TrendBarsProps) {
  const most = Math.max(1, ...weeks.map((week) => week.minutes));
  const labelled = weeks.map((week) => ({ ...week, label: weekShortLabel(week.week) }));
  const barWidth = 28;
  const gap = 16;
  const height = 72;
  return (
    <figure className="pa-trend">
      <figcaption className="pa-trend__title">{P.trendTitle}</figcaption>
      <svg
        className="pa-trend__chart"
        viewBox={`0 0 ${weeks.length * (barWidth + gap)} ${height + 34}`}
        role="img"
        aria-label={P.trendSummary(labelled)}
      >
        {labelled.map((week, index) => {
          const barHeight = Math.max(2, Math.round((week.minutes / most) * height));
          const x = index * (barWidth + gap) + gap / 2;
          const current = index === labelled.length - 1;
          return (
            <g key={week.week} data-testid="trend-bar" data-minutes={week.minutes}>
              <text className="pa-trend__value" x={x + barWidth / 2} y={height - barHeight + 10} textAnchor="middle">
                {week.minutes}
              </text>
              <rect
                className={current ? 'pa-trend__bar pa-trend__bar--current' : 'pa-trend__bar'}
                x={x}
                y={height - barHeight + 14}
                width={barWidth}
                height={barHeight}
                rx={4}
              />
              <text className="pa-trend__label" x={x + barWidth / 2} y={height + 30} textAnchor="middle">
                {week.label}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
