import { Link, useParams } from 'react-router-dom';
import { MESSAGES } from '@academy/common';
import { LoadErrorPanel } from '../components/LoadErrorPanel';
import { StatusPanel } from '../components/StatusPanel';
import { usePublicNotices } from '../features/notices/api/use-public-notices';
import { NoticeList } from '../features/notices/components/NoticeList';
import { NoticePager } from '../features/notices/components/NoticePager';
import { pageCount, pageNumber, pageOf } from '../features/notices/notice-pages';
import '../features/notices/notices.css';
import '../styles/public.css';

const S = MESSAGES.publicSite;

function NoticesBody({ page }: { page: number | null }) {
  const { notices, isLoading, error, reload } = usePublicNotices();
  if (isLoading) return <div className="skeleton notice-skeleton" aria-busy="true" />;
  if (error) return <LoadErrorPanel title={S.noticesLoadFailed} onRetry={reload} />;
  if (notices.length === 0 && page === 1) return <StatusPanel tone="empty" title={S.noticesEmpty} />;
  const pages = pageCount(notices.length);
  if (page === null || page > pages) {
    return (
      <StatusPanel
        tone="empty"
        icon="?"
        title={S.noticesPageMissing}
        action={
          <Link to="/notices" className="button button--primary">
            {S.noticesBack}
          </Link>
        }
      />
    );
  }
  return (
    <>
      <NoticeList notices={pageOf(notices, page)} />
      <NoticePager page={page} pages={pages} />
    </>
  );
}

/** /notices and /notices/page/{n}: the public notice board, newest first, UI.noticesPerPage a page. */
export default function NoticesPage() {
  const { page } = useParams();
  return (
    <section className="container page" data-remote="public" aria-labelledby="notices-title">
      <h1 id="notices-title" className="page__title">
        {S.noticesTitle}
      </h1>
      <p className="page__lead">{S.noticesLead}</p>
      <NoticesBody page={pageNumber(page)} />
    </section>
  );
}
