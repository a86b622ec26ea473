import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES, type Video } from '@academy/common';
import { LessonPlayer, type LessonPlayerProps } from '../../../components/LessonPlayer';

interface CoursePlayerProps extends LessonPlayerProps {
  video: Video | null;
  pending: boolean;
  /** What shows in the player's place instead (the lesson's quiz); the lesson's title stays below it. */
  replacement?: ReactNode;
}

/** The player panel of the course page; a PENDING member sees why they cannot watch yet. */
export function CoursePlayer({ video, pending, replacement, ...player }: CoursePlayerProps) {
  return (
    <section className="mb-player-panel" aria-label="동영상 플레이어">
      {replacement && !pending ? (
        replacement
      ) : (
        <div className="mb-player">
          {pending ? (
            <div className="mb-player__screen" role="note" data-testid="pending-player">
              <strong>{MESSAGES.content.videoAccessDenied}</strong>
              <p>{MESSAGES.auth.pendingApproval}</p>
              <Link to="/account" className="button">
                내 계정에서 상태 보기
              </Link>
            </div>
          ) : (
            <LessonPlayer video={video} {...player} />
          )}
        </div>
      )}
      {!pending && video && (
        <div className="mb-player-panel__about">
          <h2 className="mb-player-panel__title">{video.title}</h2>
          {video.description && <p className="mb-muted">{video.description}</p>}
        </div>
      )}
    </section>
  );
}
