import { useEffect, useEffectEvent, useRef } from 'react';
import { youtubeEmbedUrl } from '@academy/common/video-url';
import type { PlaybackEvents } from '../lib/playback';
import { loadYouTubeApi, YT_STATE, type YouTubePlayer } from '../lib/youtube-api';

interface YouTubeFrameProps extends PlaybackEvents {
  url: string;
  title: string;
  startAt?: number;
  /** The embed loaded; it is only mounted after the user pressed play and autoplays. */
  onStarted?: () => void;
}

function embedSrc(url: string, startAt: number): string {
  const params = new URLSearchParams({ autoplay: '1', rel: '0', enablejsapi: '1', origin: window.location.origin });
  if (startAt >= 1) params.set('start', String(Math.floor(startAt)));
  return `${youtubeEmbedUrl(url)}?${params.toString()}`;
}

/**
 * A YouTube lesson: our own embed frame, which the IFrame Player API then binds to (to read the
 * position and hear play, pause and end). Playing after buffering is taken for a seek: the API
 * has no seek event, and a jump is what makes the player buffer mid-lesson.
 */
export function YouTubeFrame({ url, title, startAt = 0, onStarted, onPlayback, onChange }: YouTubeFrameProps) {
  const ref = useRef<HTMLIFrameElement>(null);
  const src = embedSrc(url, startAt);
  // The player's callbacks reach the latest handlers without binding the player again.
  const playbackReady = useEffectEvent((playback: Parameters<NonNullable<typeof onPlayback>>[0]) =>
    onPlayback?.(playback),
  );
  const changed = useEffectEvent((change: Parameters<NonNullable<typeof onChange>>[0]) => onChange?.(change));

  useEffect(() => {
    let active = true;
    let previous = -1;
    loadYouTubeApi()
      .then((YT) => {
        if (!active || !ref.current) return;
        const player: YouTubePlayer = new YT.Player(ref.current, {
          events: {
            onReady: () => {
              if (!active) return;
              playbackReady({
                position: () => player.getCurrentTime() || 0,
                duration: () => player.getDuration() || 0,
                playing: () => player.getPlayerState() === YT_STATE.playing,
              });
            },
            onStateChange: ({ data }) => {
              if (!active) return;
              if (data === YT_STATE.playing) {
                changed('play');
                if (previous === YT_STATE.buffering) changed('seek');
              } else if (data === YT_STATE.paused) changed('pause');
              else if (data === YT_STATE.ended) changed('ended');
              previous = data;
            },
          },
        });
      })
      // Without the API the lesson still plays; its place is just not saved.
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [src]);

  return (
    <iframe
      ref={ref}
      key={src}
      className="mb-frame"
      src={src}
      title={title}
      allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      onLoad={onStarted}
    />
  );
}
