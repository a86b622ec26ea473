import { useEffect, useRef } from 'react';
import { formatDate, type PlayableVideo } from '@academy/common';
import { playableNasUrl } from '@academy/common/video-url';
import { LessonPlayer } from '../../../components/LessonPlayer';
import { VideoTypeBadge } from '../../../components/VideoTypeBadge';
import { useLessonPlace } from '../../../hooks/use-lesson-place';
import { useVideoPlayer } from '../../../hooks/use-video-player';
import { useProgressSaver } from '../../../hooks/use-progress-saver';

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

/** A full-screen player for one video: Escape or the close button closes it, the page behind does not scroll. */
export function PlayerOverlay({ video, onClose }: { video: PlayableVideo; onClose: () => void }) {
  const closeButton = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  // The place is saved here too, so the course page can offer to resume it.
  const saver = useProgressSaver(video.id, ignoreAnswer);
  // The list may be older than the member's access (revoked, session ended): ask again before playing.
  const player = useVideoPlayer(video.id);
  const place = useLessonPlace(video.id);
  // Pressing the card was the choice to play: it starts at once unless there is a place to offer.
  const autoPlayed = useRef(false);
  const { play } = player;
  const ready = player.state.phase === 'ready';
  useEffect(() => {
    if (!ready || !place.known || autoPlayed.current) return;
    autoPlayed.current = true;
    if (place.resumeAt === null) play();
  }, [play, ready, place.known, place.resumeAt]);

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
          <LessonPlayer
            video={video}
            player={player}
            resumeAt={place.resumeAt}
            placeKnown={place.known}
            saver={saver}
          />
        </div>
      </div>
    </div>
  );
}
