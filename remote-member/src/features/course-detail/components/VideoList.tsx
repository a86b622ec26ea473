import { formatDate, formatDateTime, formatDuration, type CourseVideoProgress, type Video } from '@academy/common';
import { MEMBER_MESSAGES } from '@academy/common/member-messages';
import { ACCESS_STATUS_LABELS, accessStatus, isViewableStatus, type AccessStatus } from '@academy/common/access-window';
import { EmptyState } from '../../../components/ListStates';
import { ProgressBadge } from '../../../components/ProgressBadge';
import { QuizTag } from '../../../components/QuizTag';

const Q = MEMBER_MESSAGES.quiz;

function statusOf(video: Video): AccessStatus {
  return video.status ?? accessStatus(video);
}

function statusText(video: Video, status: AccessStatus): string {
  const label = ACCESS_STATUS_LABELS[status];
  if (status === 'upcoming' && video.accessStart) return `${label} · ${formatDateTime(video.accessStart)}`;
  if (status === 'active' && video.accessEnd) return `${label} · ${formatDate(video.accessEnd)}까지`;
  return label;
}

interface VideoListProps {
  videos: Video[];
  selectedId: string | null;
  /** PENDING members get no play buttons; the others get one for each video viewable now (the server agrees, ADMIN included). */
  canWatch: boolean;
  onSelect: (video: Video) => void;
  /** The member's place in each lesson; absent while it loads, and for members who cannot watch. */
  progressOf?: (videoId: string) => CourseVideoProgress | null;
  /** Opens a lesson's quiz in the player's place; offered beside each lesson the progress says has one. */
  onQuiz?: (video: Video) => void;
}

export function VideoList({ videos, selectedId, canWatch, onSelect, progressOf, onQuiz }: VideoListProps) {
  if (videos.length === 0) return <EmptyState message={MEMBER_MESSAGES.memberArea.courseVideosEmpty} />;
  return (
    <ol className="mb-videos">
      {videos.map((video, index) => {
        const status = statusOf(video);
        const watchable = canWatch && isViewableStatus(status);
        const selected = video.id === selectedId;
        const playLabel = selected ? '선택됨' : '시청하기';
        const progress = progressOf?.(video.id) ?? null;
        return (
          <li
            key={video.id}
            className={`mb-videos__item${selected ? ' mb-videos__item--selected' : ''}`}
            aria-current={selected ? 'true' : undefined}
          >
            <span className="mb-videos__index" aria-hidden="true">
              {index + 1}
            </span>
            <div className="mb-videos__text">
              <span className="mb-videos__title">{video.title}</span>
              <span className="mb-videos__meta">
                <span>{formatDuration(video.durationSec)}</span>
                <span className={`mb-access mb-access--${status}`}>{statusText(video, status)}</span>
                {progressOf && <ProgressBadge progress={progress} />}
                <QuizTag standing={progress?.quiz} />
              </span>
            </div>
            {watchable && (
              // The name carries the words on the button, so "선택됨" is heard and can be spoken to voice control.
              <button
                type="button"
                className="button mb-videos__play"
                onClick={() => onSelect(video)}
                aria-label={`${video.title} ${playLabel}`}
              >
                {playLabel}
              </button>
            )}
            {watchable && onQuiz && progress?.quiz && (
              <button
                type="button"
                className="button mb-videos__quiz"
                onClick={() => onQuiz(video)}
                aria-label={Q.listButtonLabel(video.title)}
              >
                {Q.listButton}
              </button>
            )}
          </li>
        );
      })}
    </ol>
  );
}
