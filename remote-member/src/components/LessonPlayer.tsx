import { formatDuration, MESSAGES } from '@academy/common';
import { MEMBER_MESSAGES } from '@academy/common/member-messages';
import { videoTypeOf, type VideoType } from '@academy/common/video-url';
import type { ProgressSaver } from '../hooks/use-progress-saver';
import type { VideoPlayer } from '../hooks/use-video-player';
import { VideoFrame } from './VideoFrame';

const M = MEMBER_MESSAGES.memberArea;
const P = MEMBER_MESSAGES.progress;

/** What the player needs of a lesson: the course page's Video and /videos' PlayableVideo both fit. */
export interface Lesson {
  title: string;
  type?: VideoType | null;
}

export interface LessonPlayerProps {
  video: Lesson | null;
  player: VideoPlayer;
  /** Where the member stopped last time, when worth offering; null = start from the beginning. */
  resumeAt: number | null;
  /** false while the member's place is still being read: the choice waits for it. */
  placeKnown?: boolean;
  saver: ProgressSaver;
}

/** The play button, or the choice between resuming where the member stopped and starting over. */
function ReadyScreen({ video, player, resumeAt }: { video: Lesson; player: VideoPlayer; resumeAt: number | null }) {
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

/**
 * The one lesson player, wherever a lesson opens (the course page, /videos): access check, the
 * resume choice, playback, and the saves that let the other screen offer the same place.
 */
export function LessonPlayer({ video, player, resumeAt, placeKnown = true, saver }: LessonPlayerProps) {
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
      if (!placeKnown) return <Waiting text={M.checkingAccess} />;
      return <ReadyScreen video={video} player={player} resumeAt={resumeAt} />;
    case 'denied':
      return (
        // role note: the same words are already announced by the toast.
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
