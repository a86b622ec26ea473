import { formatDate, type PlayableVideo } from '@academy/common';
import { youtubeVideoId } from '@academy/common/video-url';
import { VideoTypeBadge } from '../../../components/VideoTypeBadge';

/** YouTube's own still for the video; a NAS file has none, so its card keeps the plain cover. */
function youtubeThumbnailUrl(url: string): string {
  return `https://i.ytimg.com/vi/${encodeURIComponent(youtubeVideoId(url))}/hqdefault.jpg`;
}

export function VideoCard({ video, onOpen }: { video: PlayableVideo; onOpen: (video: PlayableVideo) => void }) {
  return (
    <li className="card mb-video-card">
      {/* The cover is a large mouse target; keyboard and screen-reader users get the one labelled button below. */}
      <button
        type="button"
        className="mb-video-card__cover"
        onClick={() => onOpen(video)}
        tabIndex={-1}
        aria-hidden="true"
      >
        {video.type === 'youtube' && (
          <img
            className="mb-video-card__thumb"
            src={youtubeThumbnailUrl(video.url)}
            alt=""
            loading="lazy"
            onError={(event) => (event.currentTarget.hidden = true)}
          />
        )}
        <span className="mb-play mb-play--small" aria-hidden="true">
          <span className="mb-play__icon" />
        </span>
      </button>
      <div className="mb-video-card__body">
        <h2 className="mb-video-card__title">{video.title}</h2>
        <div className="mb-video-card__meta">
          <VideoTypeBadge type={video.type} />
          <time className="mb-muted" dateTime={video.createdAt}>
            {formatDate(video.createdAt)}
          </time>
        </div>
        <button
          type="button"
          className="button button--primary mb-video-card__play"
          onClick={() => onOpen(video)}
          aria-label={`${video.title} 재생`}
        >
          재생
        </button>
      </div>
    </li>
  );
}
