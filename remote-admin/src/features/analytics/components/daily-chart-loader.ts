import { preloadable } from '../../../lib/preloadable';
import type { ChartSeries } from '../lib/chart-series';

/**
 * The chart (Chart.js) in its own chunk, so it reaches only the administrators who open the
 * analytics screen. Named apart from the screen so the admin section can ask for it beside the
 * screen's code and data, not once the data has arrived.
 */
export const DailyChart = preloadable<{ series: ChartSeries; summary: string }>(() =>
  import(/* webpackChunkName: "admin-analytics-chart" */ './DailyChart').then((module) => module.default),
);
