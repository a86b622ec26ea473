/** What the progress saver reads from whichever player is on screen (a <video> or a YouTube frame). */
export interface PlaybackHandle {
  /** Seconds from the start. */
  position(): number;
  /** Seconds; 0 while the player does not know. */
  duration(): number;
  playing(): boolean;
}

/** Moments worth saving at once: a pause, a jump, the end. 'play' marks that playback really started. */
export type PlaybackChange = 'play' | 'pause' | 'seek' | 'ended';

export interface PlaybackEvents {
  /** The player is ready to be read. */
  onPlayback?: (handle: PlaybackHandle) => void;
  onChange?: (change: PlaybackChange) => void;
}

const finite = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

export function videoElementHandle(video: HTMLVideoElement): PlaybackHandle {
  return {
    position: () => finite(video.currentTime),
    duration: () => finite(video.duration),
    playing: () => !video.paused && !video.ended,
  };
}
