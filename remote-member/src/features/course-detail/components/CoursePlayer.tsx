import { Link } from 'react-router-dom';
import { formatDuration, MESSAGES, type Video } from '@academy/common';
import { videoTypeOf } from '@academy/common/video-url';
import { VideoFrame } from '../../../components/VideoFrame';
import type { ProgressSaver } from '../../../hooks/use-progress-saver';
import type { VideoPlayer } from '../../../hooks/use-video-player';

const M = MESSAGES.memberArea;
const P = MESSAGES.progress;

interface PlayerScreenProps {
  video: Video | null;
  player: VideoPlayer;
  /** Where the member stopped last time, when worth offering. */
  resumeAt: number | null;
  saver: ProgressSaver;
}

/** The play button, or the choice between resuming where the member stopped and starting over. */
function ReadyScreen({ video, player, resumeAt }: { video: Video; player: VideoPlayer; resumeAt: number | null }) {
  if (resumeAt === null) {
    return (
      <div className="mb-player__screen">
        <button type="button" className="mb-play" onClick={() => player.play()} aria-label={`${video.title} 재생`}>
          <span className="mb-play__icon" aria-hidden="true" />
        </button>
        <p className="mb-player__caption">{video.title}</p>
      </div>
    );
  }
  return (
    <div className="mb-player__screen" role="group" aria-label={video.title}>
      <p className="mb-player__caption">{video.title}</p>
      <p>{P.resumeQuestion}</p>
      <div className="mb-resume">
        <button type="button" className="button button--primary" onClick={() => player.play(resumeAt)}>
          {P.resume(formatDuration(resumeAt))}
        </button>
        <button type="button" className="button" onClick={() => player.play(0)}>
          {P.restart}
        </button>
      </div>
    </div>
  );
}

function Waiting({ text }: { text: string }) {
  return (
    <div className="mb-player__screen" role="status">
      <span className="mb-spinner" aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}

function PlayerScreen({ video, player, resumeAt, saver }: PlayerScreenProps) {
  const { state } = player;
  if (!video || state.phase === 'idle') {
    return (
      <div className="mb-player__screen">
        <p>{M.selectVideo}</p>
      </div>
    );
  }
  switch (state.phase) {
    case 'checking':
      return <Waiting text={M.checkingAccess} />;
    case 'loading':
      return <Waiting text={M.loadingVideo} />;
    case 'ready':
      return <ReadyScreen video={video} player={player} resumeAt={resumeAt} />;
    case 'denied':
      return (
        <div className="mb-player__screen" role="note">
          <strong>{state.title}</strong>
          <p>{state.message}</p>
        </div>
      );
    case 'failed':
      return (
        <div className="mb-player__screen" role="alert">
          <p>{MESSAGES.content.videoLoadFailedDetail}</p>
          <button type="button" className="button" onClick={player.retry}>
            {M.retry}
          </button>
        </div>
      );
    case 'playing':
      return (
        <VideoFrame
          type={video.type ?? videoTypeOf(state.url)}
          url={state.url}
          title={video.title}
          startAt={state.startAt}
          onStarted={player.started}
          onError={player.failed}
          onPlayback={saver.attach}
          onChange={saver.changed}
        />
      );
  }
}

interface CoursePlayerProps extends PlayerScreenProps {
  pending: boolean;
}

/** The player panel of the course page; a PENDING member sees why they cannot watch yet. */
export function CoursePlayer({ video, player, pending, resumeAt, saver }: CoursePlayerProps) {
  return (
    <section className="mb-player-panel" aria-label="동영상 플레이어">
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
          <PlayerScreen video={video} player={player} resumeAt={resumeAt} saver={saver} />
        )}
      </div>
      {!pending && video && (
        <div className="mb-player-panel__about">
          <h2 className="mb-player-panel__title">{video.title}</h2>
          {video.description && <p className="mb-muted">{video.description}</p>}
        </div>
      )}
    </section>
  );
}
