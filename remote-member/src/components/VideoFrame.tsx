import { playableNasUrl, videoMimeType, youtubeEmbedUrl, type VideoType } from '@academy/common';

/** The three source types the original player offered; the file's own type is tried first. */
const NAS_SOURCE_TYPES = ['video/mp4', 'video/webm', 'video/ogg'];

interface VideoFrameProps {
  type: VideoType;
  url: string;
  title: string;
  /**
   * Playback started. NAS: the video element's `playing` event. YouTube: the embed loaded; it is
   * only mounted after the user pressed play and autoplays, and a cross-origin frame reports nothing else.
   */
  onStarted?: () => void;
  /** Every source of a NAS file failed (YouTube frames report no errors to the page). */
  onError?: () => void;
}

export function VideoFrame({ type, url, title, onStarted, onError }: VideoFrameProps) {
  if (type === 'youtube') {
    return (
      <iframe
        className="mb-frame"
        src={`${youtubeEmbedUrl(url)}?autoplay=1&rel=0`}
        title={title}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        onLoad={onStarted}
      />
    );
  }
  const src = playableNasUrl(url);
  const ownType = videoMimeType(url);
  const sourceTypes = [ownType, ...NAS_SOURCE_TYPES.filter((sourceType) => sourceType !== ownType)];
  return (
    // A new file needs a new element: a <video> does not reload when only its <source>s change.
    // tabIndex: Safari leaves a video out of the tab order, so keyboard users could not reach its controls.
    <video key={src} tabIndex={0} className="mb-frame" controls autoPlay playsInline preload="metadata" aria-label={title} onPlaying={onStarted}>
      {sourceTypes.map((sourceType, index) => (
        // The browser tries each source in turn; only the last one failing means nothing can play.
        <source key={sourceType} src={src} type={sourceType} onError={index === sourceTypes.length - 1 ? onError : undefined} />
      ))}
      이 브라우저에서는 동영상을 재생할 수 없습니다.
    </video>
  );
}
