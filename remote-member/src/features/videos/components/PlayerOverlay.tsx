import { useEffect, useRef } from 'react';
import { formatDate, MESSAGES, type PlayableVideo } from '@academy/common';
import { playableNasUrl } from '@academy/common/video-url';
import { VideoFrame } from '../../../components/VideoFrame';
import { VideoTypeBadge } from '../../../components/VideoTypeBadge';
import { useVideoPlayer, type VideoPlayer } from '../../../hooks/use-video-player';
import { useProgressSaver, type ProgressSaver } from '../../../hooks/use-progress-saver';

const ignoreAnswer = () => undefined;

const FOCUSABLE = 'a[href], button, iframe, video[controls]';

/** Tab and Shift+Tab cycle inside the dialog instead of wandering to the page behind it. */
function keepFocusInside(container: HTMLElement | null, event: KeyboardEvent): void {
  const focusable = Array.from(container?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
  if (focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container?.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container?.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/** The checked answer: a spinner, the reason it may not play, or the player with the address just fetched. */
function OverlayScreen({ video, player, saver }: { video: PlayableVideo; player: VideoPlayer; saver: ProgressSaver }) {
  const { state } = player;
  if (state.phase === 'playing') {
    return (
      <VideoFrame
        type={video.type}
        url={state.url}
        title={video.title}
        onStarted={player.started}
        onError={() => window.alert(MESSAGES.content.videoPlayError)}
        onPlayback={saver.attach}
        onChange={saver.changed}
      />
    );
  }
  if (state.phase === 'denied') {
    return (
      <div className="mb-player__screen" role="alert">
        <strong>{state.title}</strong>
        <p>{state.message}</p>
      </div>
    );
  }
  if (state.phase === 'failed') {
    return (
      <div className="mb-player__screen" role="alert">
        <p>{MESSAGES.content.videoLoadFailedDetail}</p>
        <button type="button" className="button" onClick={player.retry}>
          {MESSAGES.memberArea.retry}
        </button>
      </div>
    );
  }
  // After a failed start the player waits on 'ready': offer the button again rather than spin.
  if (state.phase === 'ready') {
    return (
      <div className="mb-player__screen">
        <button type="button" className="mb-play" onClick={() => player.play()} aria-label={`${video.title} 재생`}>
          <span className="mb-play__icon" aria-hidden="true" />
        </button>
      </div>
    );
  }
  return (
    <div className="mb-player__screen" role="status">
      <span className="mb-spinner" aria-hidden="true" />
      <p>{state.phase === 'loading' ? MESSAGES.memberArea.loadingVideo : MESSAGES.memberArea.checkingAccess}</p>
    </div>
  );
}

/** A full-screen player for one video: Escape or the close button closes it, the page behind does not scroll. */
export function PlayerOverlay({ video, onClose }: { video: PlayableVideo; onClose: () => void }) {
  const closeButton = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  // The place is saved here too, so the course page can offer to resume it.
  const saver = useProgressSaver(video.id, ignoreAnswer);
  // The list may be older than the member's access (revoked, session ended): ask again before playing.
  const player = useVideoPlayer(video.id);
  const autoPlayed = useRef(false);
  useEffect(() => {
    if (player.state.phase !== 'ready' || autoPlayed.current) return;
    autoPlayed.current = true;
    player.play();
  }, [player]);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key === 'Tab') keepFocusInside(dialog.current, event);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [onClose]);

  return (
    <div className="overlay mb-overlay" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialog}
        className="mb-overlay__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="player-overlay-title"
      >
        <header className="mb-overlay__head">
          <div className="mb-overlay__heading">
            <h2 id="player-overlay-title" className="mb-overlay__title">
              {video.title}
            </h2>
            <div className="mb-video-card__meta">
              <VideoTypeBadge type={video.type} />
              <time dateTime={video.createdAt}>{formatDate(video.createdAt)}</time>
              {video.type === 'nas' && (
                <a
                  href={playableNasUrl(video.url)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mb-overlay__link"
                >
                  새 탭에서 열기
                </a>
              )}
            </div>
          </div>
          <button ref={closeButton} type="button" className="mb-overlay__close" onClick={onClose} aria-label="닫기">
            ×
          </button>
        </header>
        <div className="mb-player mb-player--overlay">
          <OverlayScreen video={video} player={player} saver={saver} />
        </div>
      </div>
    </div>
  );
}
