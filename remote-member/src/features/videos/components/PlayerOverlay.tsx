import { useEffect, useRef, useState, type ReactNode } from 'react';
import { formatDate, type PlayableVideo, type VideoProgress } from '@academy/common';
import { MEMBER_MESSAGES } from '@academy/common/member-messages';
import { resumePoint } from '@academy/common/progress';
import { playableNasUrl } from '@academy/common/video-url';
import { LessonPlayer } from '../../../components/LessonPlayer';
import { VideoTypeBadge } from '../../../components/VideoTypeBadge';
import { useLessonPlace } from '../../../hooks/use-lesson-place';
import { useVideoPlayer } from '../../../hooks/use-video-player';
import { useProgressSaver } from '../../../hooks/use-progress-saver';
import { crossesCompletion, type Reach } from '../../../lib/quiz-cue';

const FOCUSABLE = 'a[href], button, input, iframe, video[controls]';

/** The lesson's quiz, when it has one: drawn by the page, shown here in the player's place. */
export interface OverlayQuiz {
  /** Passed already: reaching 90% again does not open it. */
  passed: boolean;
  /** The quiz; `back` brings the player back. */
  render: (back: () => void) => ReactNode;
}

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

interface PlayerOverlayProps {
  video: PlayableVideo;
  onClose: () => void;
  quiz?: OverlayQuiz | null;
}

/**
 * A full-screen player for one video: Escape or the close button closes it, the page behind does not
 * scroll. A lesson with a quiz offers it beside the title, and opens it by itself at 90% watched.
 */
export function PlayerOverlay({ video, onClose, quiz = null }: PlayerOverlayProps) {
  const closeButton = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  // The list may be older than the member's access (revoked, session ended): ask again before playing.
  const player = useVideoPlayer(video.id);
  const place = useLessonPlace(video.id);
  const [quizOpen, setQuizOpen] = useState(false);
  // The latest save: where the player offers to resume after the quiz, and what the next save crossed from.
  const [latest, setLatest] = useState<VideoProgress | null>(null);
  const reach = useRef<Reach | null>(null);

  function openQuiz() {
    player.stop();
    setQuizOpen(true);
  }

  // The place is saved here too, so the course page can offer to resume it.
  const saver = useProgressSaver(video.id, (answer) => {
    const before = reach.current ?? place.reach;
    reach.current = answer;
    setLatest(answer);
    if (quiz && !quiz.passed && !quizOpen && crossesCompletion(before, answer)) openQuiz();
  });
  const resumeAt = latest ? resumePoint(latest.position, latest.duration) : place.resumeAt;
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
              {quiz && !quizOpen && (
                <button type="button" className="button mb-overlay__quiz-button" onClick={openQuiz}>
                  {MEMBER_MESSAGES.quiz.open}
                </button>
              )}
            </div>
          </div>
          <button ref={closeButton} type="button" className="mb-overlay__close" onClick={onClose} aria-label="닫기">
            ×
          </button>
        </header>
        {quiz && quizOpen ? (
          <div className="mb-overlay__quiz">{quiz.render(() => setQuizOpen(false))}</div>
        ) : (
          <div className="mb-player mb-player--overlay">
            <LessonPlayer video={video} player={player} resumeAt={resumeAt} placeKnown={place.known} saver={saver} />
          </div>
        )}
      </div>
    </div>
  );
}
