import type { VideoType } from '@academy/common/video-url';
import type { PlaybackEvents } from '../lib/playback';
import { NasVideo } from './NasVideo';
import { YouTubeFrame } from './YouTubeFrame';

interface VideoFrameProps extends PlaybackEvents {
  type: VideoType;
  url: string;
  title: string;
  /** Where playback begins, in seconds (a resumed lesson). */
  startAt?: number;
  /**
   * Playback started. NAS: the video element's `playing` event. YouTube: the embed loaded; it is
   * only mounted after the user pressed play and autoplays.
   */
  onStarted?: () => void;
  /** Every source of a NAS file failed (YouTube frames report no errors to the page). */
  onError?: () => void;
}

export function VideoFrame({ type, onError, ...props }: VideoFrameProps) {
  return type === 'youtube' ? <YouTubeFrame {...props} /> : <NasVideo {...props} onError={onError} />;
}
