import { Link } from 'react-router-dom';
import { formatDateTime, type LearningSummary as Summary } from '@academy/common';
import { MEMBER_MESSAGES } from '@academy/common/member-messages';
import type { ApiQuery } from '@academy/context';
import { LoadError, SkeletonRows } from '../../../components/ListStates';
import { continueLink } from '../../../lib/continue-link';
import { TitledCard } from '../../../components/TitledCard';

const P = MEMBER_MESSAGES.progress;

/** /account: videos completed, courses in progress, quizzes passed and the last lesson watched. */
export function LearningSummary({ query }: { query: ApiQuery<Summary> }) {
  return (
    <TitledCard id="learning-summary-title" title={P.summaryTitle} testId="learning-summary">
      {query.error ? (
        <LoadError message={P.loadFailed} onRetry={query.reload} />
      ) : !query.data ? (
        <SkeletonRows rows={1} />
      ) : (
        <dl className="mb-info">
          <div className="mb-info__row">
            <dt>{P.completedVideos}</dt>
            <dd data-testid="completed-videos">{query.data.completedVideos}개</dd>
          </div>
          <div className="mb-info__row">
            <dt>{P.coursesInProgress}</dt>
            <dd data-testid="courses-in-progress">{query.data.coursesInProgress}개</dd>
          </div>
          {typeof query.data.quizzesPassed === 'number' && (
            <div className="mb-info__row">
              <dt>{P.quizzesPassed}</dt>
              <dd data-testid="quizzes-passed">{query.data.quizzesPassed}개</dd>
            </div>
          )}
          <div className="mb-info__row">
            <dt>{P.lastWatched}</dt>
            <dd data-testid="last-watched">
              {query.data.lastWatched ? (
                <>
                  <Link to={continueLink(query.data.lastWatched)}>{query.data.lastWatched.video.title}</Link>
                  <span className="mb-muted mb-summary__when">
                    {query.data.lastWatched.course.title} · {formatDateTime(query.data.lastWatched.updatedAt)}
                  </span>
                </>
              ) : (
                P.nothingWatched
              )}
            </dd>
          </div>
        </dl>
      )}
    </TitledCard>
  );
}
