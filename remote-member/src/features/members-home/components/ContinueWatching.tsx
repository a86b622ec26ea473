import { Link } from 'react-router-dom';
import { formatDuration, PROGRESS, type ContinueItem } from '@academy/common';
import { MEMBER_MESSAGES } from '@academy/common/member-messages';
import { watchedPercent } from '@academy/common/progress';
import type { ApiQuery } from '@academy/context';
import { EmptyState, LoadError, SkeletonRows } from '../../../components/ListStates';
import { ProgressBar } from '../../../components/ProgressBar';
import { continueLink } from '../../../lib/continue-link';

const P = MEMBER_MESSAGES.progress;

/** "이어서 보기": the lessons in progress, most recent first, each opening at its place. */
export function ContinueWatching({ query }: { query: ApiQuery<ContinueItem[]> }) {
  if (query.error) return <LoadError message={P.loadFailed} onRetry={query.reload} />;
  if (query.isLoading || !query.data) return <SkeletonRows rows={PROGRESS.continueItems} />;
  const items = Array.isArray(query.data) ? query.data : [];
  if (items.length === 0) return <EmptyState message={P.continueEmpty} />;
  return (
    <ul className="mb-continue" data-testid="continue-list">
      {items.map((item) => (
        <li key={item.video.id}>
          <Link to={continueLink(item)} className="card mb-continue__item">
            <span className="mb-continue__course">{item.course.title}</span>
            <span className="mb-continue__title">{item.video.title}</span>
            <ProgressBar
              percent={watchedPercent(item.position, item.duration)}
              label={item.video.title}
              valueText={P.continueAt(formatDuration(item.position), formatDuration(item.duration))}
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
