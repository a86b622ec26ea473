import { useEffect, useRef } from 'react';
import { formatDate, MESSAGES, playableNasUrl, type PlayableVideo } from '@academy/common';
import { VideoFrame } from '../../../components/VideoFrame';
import { VideoTypeBadge } from '../../../components/VideoTypeBadge';

/** A full-screen player for one video: Escape or the close button closes it, the page behind does not scroll. */
export function PlayerOverlay({ video, onClose }: { video: PlayableVideo; onClose: () => void }) {
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [onClose]);

  return (
    <div className="mb-overlay" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div className="mb-overlay__dialog" role="dialog" aria-modal="true" aria-labelledby="player-overlay-title">
        <header className="mb-overlay__head">
          <div className="mb-overlay__heading">
            <h2 id="player-overlay-title" className="mb-overlay__title">
              {video.title}
            </h2>
            <div className="mb-video-card__meta">
              <VideoTypeBadge type={video.type} />
              <time dateTime={video.createdAt}>{formatDate(video.createdAt)}</time>
              {video.type === 'nas' && (
                <a href={playableNasUrl(video.url)} target="_blank" rel="noopener noreferrer" className="mb-overlay__link">
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
          <VideoFrame type={video.type} url={video.url} title={video.title} onError={() => window.alert(MESSAGES.content.videoPlayError)} />
        </div>
      </div>
    </div>
  );
}
