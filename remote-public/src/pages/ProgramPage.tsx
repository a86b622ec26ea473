import { Link, useParams } from 'react-router-dom';
import { MESSAGES } from '@academy/common';
import { LoadErrorPanel } from '../components/LoadErrorPanel';
import { StatusPanel } from '../components/StatusPanel';
import { useProgram } from '../features/programs/api/use-programs';
import { ProgramDetail } from '../features/programs/components/ProgramDetail';
import '../features/programs/program-detail.css';
import { httpStatusOf } from '../lib/http-status';
import '../styles/public.css';

function ProgramBody({ slug }: { slug: string }) {
  const { data: program, isLoading, error, reload } = useProgram(slug);
  if (isLoading) {
    return (
      <div aria-busy="true" aria-label="프로그램 정보를 불러오는 중">
        <div className="skeleton program-detail__skeleton-header" />
        <div className="skeleton program-detail__skeleton-block" />
      </div>
    );
  }
  if (httpStatusOf(error) === 404 || (!error && !program)) {
    return (
      <StatusPanel
        tone="empty"
        titleAs="h1"
        icon="?"
        title={MESSAGES.content.programNotFound}
        action={
          <Link to="/" className="button button--primary">
            {MESSAGES.publicSite.backHome}
          </Link>
        }
      >
        <p>다른 프로그램은 홈 화면의 프로그램 안내에서 확인하실 수 있습니다.</p>
      </StatusPanel>
    );
  }
  if (error || !program) return <LoadErrorPanel title={MESSAGES.publicSite.programLoadFailed} onRetry={reload} />;
  return <ProgramDetail program={program} />;
}

/** /program/{slug}: one program in full; missing or inactive → not found. */
export default function ProgramPage() {
  const { slug = '' } = useParams();
  return (
    <div className="container page" data-remote="public">
      <Link to="/" className="program-page__back">
        <span aria-hidden="true">←</span> 홈으로
      </Link>
      <ProgramBody key={slug} slug={slug} />
    </div>
  );
}
