import { useEffect, useRef } from 'react';
import { theme } from 'antd';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import type { ChartSeries } from '../lib/chart-series';

// Only the pieces this chart draws: Chart.js tree-shakes the rest away.
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);

const A = ADMIN_MESSAGES.analytics;

/**
 * Daily views (bars) and completions (a line) on one canvas, in the antd theme's colours. Loaded
 * on its own (React.lazy) so Chart.js reaches only the administrators who open this screen. The
 * canvas is an image with its figures in words; the table beside it reads them out day by day.
 */
export default function DailyChart({ series, summary }: { series: ChartSeries; summary: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { token } = theme.useToken();

  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      data: {
        labels: series.labels,
        datasets: [
          {
            type: 'bar',
            label: A.chartViews,
            data: series.views,
            backgroundColor: token.colorPrimary,
            borderRadius: 3,
            maxBarThickness: 28,
            order: 2,
          },
          {
            type: 'line',
            label: A.chartCompletions,
            data: series.completions,
            borderColor: token.colorSuccess,
            backgroundColor: token.colorSuccess,
            pointRadius: 2,
            borderWidth: 2,
            tension: 0.25,
            order: 1,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        interaction: { mode: 'index', intersect: false },
        color: token.colorTextSecondary,
        font: { family: token.fontFamily },
        scales: {
          x: {
            ticks: { color: token.colorTextSecondary, maxRotation: 0, autoSkipPadding: 12 },
            grid: { display: false },
          },
          y: {
            beginAtZero: true,
            ticks: { color: token.colorTextSecondary, precision: 0 },
            grid: { color: token.colorSplit },
          },
        },
        plugins: { legend: { position: 'bottom', labels: { color: token.colorText, boxWidth: 12 } } },
      },
    });
    return () => chart.destroy();
  }, [
    series,
    token.colorPrimary,
    token.colorSuccess,
    token.colorText,
    token.colorTextSecondary,
    token.colorSplit,
    token.fontFamily,
  ]);

  return (
    <div className="analytics-chart__canvas">
      <canvas ref={canvas} role="img" aria-label={summary} />
    </div>
  );
}
