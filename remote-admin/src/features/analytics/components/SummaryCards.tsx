import { Card, Statistic } from 'antd';
import { type AnalyticsSummary } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';

const A = ADMIN_MESSAGES.analytics;

/** The range's four figures. */
export function SummaryCards({ summary }: { summary: AnalyticsSummary }) {
  const cards = [
    { title: A.activeMembers, value: summary.activeMembers, suffix: A.countSuffix },
    { title: A.views, value: summary.views, suffix: A.timesSuffix },
    { title: A.completions, value: summary.completions, suffix: A.timesSuffix },
    { title: A.averageCompletion, value: summary.averageCompletion, suffix: '%' },
  ];
  return (
    <div className="admin-stats" data-testid="analytics-summary">
      {cards.map((card) => (
        <Card key={card.title} className="admin-card">
          <Statistic title={card.title} value={card.value} suffix={card.suffix} />
        </Card>
      ))}
    </div>
  );
}
