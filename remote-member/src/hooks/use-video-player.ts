import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGES, type CanViewAnswer } from '@academy/common';
import { HttpError, isUnauthorizedError, useToast } from '@academy/context';
import { checkVideoAccess } from '../lib/api/check-video-access';
import { getVideoUrl } from '../lib/api/get-video-url';
import { recordVideoView } from '../lib/api/record-video-view';

/** Checking access → play button → fetching the URL → playing. */
export type PlayerState =
  | { phase: 'idle' }
  | { phase: 'checking' }
  | { phase: 'ready' }
  | { phase: 'denied'; title: string; message: string }
  | { phase: 'loading' }
  | { phase: 'playing'; url: string; startAt: number }
  | { phase: 'failed' };

export interface VideoPlayer {
  state: PlayerState;
  /** The play button: fetches the URL and starts playing, from `startAt` seconds when resuming. */
  play: (startAt?: number) => void;
  /** Checks access again after a failed check. */
  retry: () => void;
  /** Playback started: records one view per play. */
  started: () => void;
  /** The media could not be played. */
  failed: () => void;
  /**
   * Back to the play button: the lesson's quiz took the player's place. Coming back offers the
   * saved place instead of starting the old address again where it first started.
   */
  stop: () => void;
}

const C = MESSAGES.content;
const A = MESSAGES.auth;

function deniedMessage(answer: CanViewAnswer): string {
  return answer.reason === 'ROLE' ? C.videoAccessDeniedDetail : C.videoNotAvailable;
}

export function useVideoPlayer(videoId: string | null): VideoPlayer {
  const toast = useToast();
  const [state, setState] = useState<PlayerState>(() => (videoId === null ? { phase: 'idle' } : { phase: 'checking' }));
  const [attempt, setAttempt] = useState(0);
  // Another video (or a retry) shows as being checked in the render that asks for it.
  const request = JSON.stringify([videoId, attempt]);
  const [checkedFor, setCheckedFor] = useState(request);
  if (checkedFor !== request) {
    setCheckedFor(request);
    setState(videoId === null ? { phase: 'idle' } : { phase: 'checking' });
  }
  // Answers that arrive after another video was chosen are dropped.
  const activeId = useRef(videoId);
  const viewRecorded = useRef(false);

  const deny = useCallback(
    (message: string, title: string = C.videoAccessDenied) => {
      setState({ phase: 'denied', title, message });
      toast({ title, description: message, variant: 'destructive' });
    },
    [toast],
  );
  // A 401 the session check did not turn into a trip to /login: say so, never play.
  const unauthorized = useCallback(() => deny(A.loginAgain, A.authRequired), [deny]);
  const loadFailed = useCallback(() => {
    toast({ title: C.videoLoadFailed, description: C.videoLoadFailedDetail, variant: 'destructive' });
  }, [toast]);

  useEffect(() => {
    activeId.current = videoId;
    viewRecorded.current = false;
    if (videoId === null) return;
    checkVideoAccess(videoId)
      .then((answer) => {
        if (activeId.current !== videoId) return;
        if (answer.canView) setState({ phase: 'ready' });
        else deny(deniedMessage(answer));
      })
      .catch((error: unknown) => {
        if (activeId.current !== videoId) return;
        if (isUnauthorizedError(error)) {
          unauthorized();
          return;
        }
        setState({ phase: 'failed' });
        loadFailed();
      });
  }, [videoId, attempt, deny, unauthorized, loadFailed]);

  const play = useCallback(
    (startAt = 0) => {
      const id = activeId.current;
      if (id === null) return;
      setState({ phase: 'loading' });
      viewRecorded.current = false;
      getVideoUrl(id)
        .then((url) => {
          if (activeId.current === id) setState({ phase: 'playing', url, startAt });
        })
        .catch((error: unknown) => {
          if (activeId.current !== id) return;
          if (isUnauthorizedError(error)) {
            unauthorized();
            return;
          }
          if (error instanceof HttpError && error.status === 403) {
            deny(error.userMessage || C.videoNotAvailable);
            return;
          }
          setState({ phase: 'ready' });
          loadFailed();
        });
    },
    [deny, unauthorized, loadFailed],
  );

  const started = useCallback(() => {
    const id = activeId.current;
    if (id === null || viewRecorded.current) return;
    viewRecorded.current = true;
    // A lost view count must never interrupt the lesson.
    recordVideoView(id).catch(() => undefined);
  }, []);

  const failed = useCallback(() => {
    setState({ phase: 'ready' });
    loadFailed();
  }, [loadFailed]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const stop = useCallback(() => setState((now) => (now.phase === 'playing' ? { phase: 'ready' } : now)), []);
  return { state, play, retry, started, failed, stop };
}
