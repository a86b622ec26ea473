import { Link, useParams } from 'react-router-dom';
import { formatDate, MESSAGES } from '@academy/common';
import { LoadErrorPanel } from '../components/LoadErrorPanel';
import { StatusPanel } from '../components/StatusPanel';
import { usePublicNotice } from '../features/notices/api/use-public-notices';
import '../features/notices/notices.css';
import { httpStatusOf } from '../lib/http-status';
import '../styles/public.css';

const S = MESSAGES.publicSite;

function NoticeBody({ id }: { id: string }) {
  const { data: notice, isLoading, error, reload } = usePublicNotice(id);
  if (isLoading) return <div className="skeleton notice-skeleton" aria-busy="true" />;
  if (httpStatusOf(error) === 404 || (!error && !notice)) {
    return (
      <StatusPanel
        tone="empty"
        titleAs="h1"
        icon="?"
        title={MESSAGES.content.noticeNotFound}
        action={
          <Link to="/notices" className="button button--primary">
            {S.noticesBack}
          </Link>
        }
      />
    );
  }
  if (error || !notice) return <LoadErrorPanel title={S.noticesLoadFailed} onRetry={reload} />;
  return (
    <article className="notice-article" aria-labelledby="notice-title">
      <h1 id="notice-title" className="page__title">
        {notice.title}
      </h1>
      <p className="notice-article__meta">
        {S.noticesTitle} · <time dateTime={notice.createdAt}>{formatDate(notice.createdAt)}</time>
      </p>
      <p className="notice-article__body">{notice.body}</p>
      <Link to="/notices" className="button">
        {S.noticesBack}
      </Link>
    </article>
  );
}

/** /notices/{id}: one public notice; a members-only, closed or unknown one is not found (404). */
export default function NoticePage() {
  const { id = '' } = useParams();
  return (
    <div className="container page" data-remote="public">
      <Link to="/notices" className="notice-page__back">
        <span aria-hidden="true">←</span> {S.noticesBack}
      </Link>
      <NoticeBody key={id} id={id} />
    </div>
  );
}
