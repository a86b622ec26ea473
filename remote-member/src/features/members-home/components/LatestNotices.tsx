import { formatDate, truncate, UI, type Notice } from '@academy/common';
import { MEMBER_MESSAGES } from '@academy/common/member-messages';
import type { ApiQuery } from '@academy/context';
import { EmptyState, LoadError, SkeletonRows } from '../../../components/ListStates';

/** The newest notices (the server lists them newest first), each body cut at 150 characters. */
export function LatestNotices({ query }: { query: ApiQuery<Notice[]> }) {
  if (query.isLoading) return <SkeletonRows rows={UI.skeletonRows} />;
  if (query.error) return <LoadError onRetry={query.reload} />;
  const notices = (Array.isArray(query.data) ? query.data : []).slice(0, UI.memberHomeNotices);
  if (notices.length === 0) return <EmptyState message={MEMBER_MESSAGES.memberArea.noticesEmpty} />;
  return (
    <ul className="mb-notices">
      {notices.map((notice) => (
        <li key={notice.id} className="mb-notices__item" data-testid="notice">
          <div className="mb-notices__head">
            <h3 className="mb-notices__title">{notice.title}</h3>
            <time className="mb-muted" dateTime={notice.createdAt}>
              {formatDate(notice.createdAt)}
            </time>
          </div>
          <p className="mb-notices__body">{truncate(notice.body, UI.noticePreviewChars)}</p>
        </li>
      ))}
    </ul>
  );
}
