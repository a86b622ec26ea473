import { useEffect, useRef } from 'react';
import { playableNasUrl, videoMimeType } from '@academy/common/video-url';
import { videoElementHandle, type PlaybackEvents } from '../lib/playback';

/** The three source types the original player offered; the file's own type is tried first. */
const NAS_SOURCE_TYPES = ['video/mp4', 'video/webm', 'video/ogg'];

interface NasVideoProps extends PlaybackEvents {
  url: string;
  title: string;
  /** Where playback begins (a resumed lesson). */
  startAt?: number;
  onStarted?: () => void;
  onError?: () => void;
}

/** A NAS file in the browser's own player; its events feed the progress saver. */
export function NasVideo({ url, title, startAt = 0, onStarted, onError, onPlayback, onChange }: NasVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const src = playableNasUrl(url);
  const ownType = videoMimeType(url);
  const sourceTypes = [ownType, ...NAS_SOURCE_TYPES.filter((sourceType) => sourceType !== ownType)];

  useEffect(() => {
    if (ref.current) onPlayback?.(videoElementHandle(ref.current));
  }, [src, onPlayback]);

  return (
    // A new file needs a new element: a <video> does not reload when only its <source>s change.
    // tabIndex: Safari leaves a video out of the tab order, so keyboard users could not reach its controls.
    <video
      ref={ref}
      key={src}
      tabIndex={0}
      className="mb-frame"
      controls
      autoPlay
      playsInline
      preload="metadata"
      aria-label={title}
      onLoadedMetadata={(event) => {
        if (startAt > 0 && event.currentTarget.currentTime < startAt) event.currentTarget.currentTime = startAt;
      }}
      onPlaying={() => {
        onChange?.('play');
        onStarted?.();
      }}
      onPause={(event) => {
        // The element pauses by itself at the end; that is reported as 'ended' below.
        if (!event.currentTarget.ended) onChange?.('pause');
      }}
      onSeeked={() => onChange?.('seek')}
      onEnded={() => onChange?.('ended')}
    >
      {sourceTypes.map((sourceType, index) => (
        // The browser tries each source in turn; only the last one failing means nothing can play.
        <source
          key={sourceType}
          src={src}
          type={sourceType}
          onError={index === sourceTypes.length - 1 ? onError : undefined}
        />
      ))}
      이 브라우저에서는 동영상을 재생할 수 없습니다.
    </video>
  );
}
