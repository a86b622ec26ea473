/*
 * The YouTube IFrame Player API, loaded once and only when a YouTube lesson is played. It binds to
 * the embed <iframe> we render ourselves (enablejsapi=1), so the lesson plays even when the API
 * cannot load (offline, blocked): only its position is then not saved.
 */

export interface YouTubePlayer {
  getCurrentTime(): number;
  getDuration(): number;
  getPlayerState(): number;
}

interface YouTubeEvent {
  data: number;
  target: YouTubePlayer;
}

export interface YouTubeNamespace {
  Player: new (
    element: HTMLIFrameElement,
    options: {
      events: { onReady?: (event: { target: YouTubePlayer }) => void; onStateChange?: (event: YouTubeEvent) => void };
    },
  ) => YouTubePlayer;
}

declare global {
  interface Window {
    YT?: YouTubeNamespace;
    onYouTubeIframeAPIReady?: () => void;
  }
}

export const YOUTUBE_API_URL = 'https://www.youtube.com/iframe_api';

/** YT.PlayerState */
export const YT_STATE = { ended: 0, playing: 1, paused: 2, buffering: 3 } as const;

let loading: Promise<YouTubeNamespace> | null = null;

export function loadYouTubeApi(): Promise<YouTubeNamespace> {
  if (window.YT?.Player) return Promise.resolve(window.YT);
  loading ??= new Promise<YouTubeNamespace>((resolve, reject) => {
    const previous = window.onYouTubeIframeAPIReady;
    window.onYouTubeIframeAPIReady = () => {
      previous?.();
      if (window.YT?.Player) resolve(window.YT);
    };
    const script = document.createElement('script');
    script.src = YOUTUBE_API_URL;
    script.async = true;
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('YouTube IFrame API unavailable'));
    };
    document.head.appendChild(script);
  });
  return loading;
}
