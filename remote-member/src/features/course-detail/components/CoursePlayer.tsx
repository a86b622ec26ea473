import { Link } from 'react-router-dom';
import { MESSAGES, videoTypeOf, type Video } from '@academy/common';
import { VideoFrame } from '../../../components/VideoFrame';
import type { VideoPlayer } from '../hooks/use-video-player';

const M = MESSAGES.memberArea;

function Waiting({ text }: { text: string }) {
  return (
    <div className="mb-player__screen" role="status">
      <span className="mb-spinner" aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}

function PlayerScreen({ video, player }: { video: Video | null; player: VideoPlayer }) {
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
      return (
        <div className="mb-player__screen">
          <button type="button" className="mb-play" onClick={player.play} aria-label={`${video.title} 재생`}>
            <span className="mb-play__icon" aria-hidden="true" />
          </button>
          <p className="mb-player__caption">{video.title}</p>
        </div>
      );
    case 'denied':
      return (
        <div className="mb-player__screen" role="note">
          <strong>{MESSAGES.content.videoAccessDenied}</strong>
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
          onStarted={player.started}
          onError={player.failed}
        />
      );
  }
}

/** The player panel of the course page; a PENDING member sees why they cannot watch yet. */
export function CoursePlayer({ video, player, pending }: { video: Video | null; player: VideoPlayer; pending: boolean }) {
  return (
    <section className="mb-player-panel" aria-label="동영상 플레이어">
      <div className="mb-player">
        {pending ? (
          <div className="mb-player__screen" role="note" data-testid="pending-player">
            <p>
              <strong>{MESSAGES.auth.pendingApproval}</strong>
            </p>
            <Link to="/account" className="button">
              내 계정에서 상태 보기
            </Link>
          </div>
        ) : (
          <PlayerScreen video={video} player={player} />
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
