import { useCallback, useEffect, useRef } from 'react';
import { PROGRESS, type VideoProgress } from '@academy/common';
import type { PlaybackChange, PlaybackHandle } from '../lib/playback';
import { saveProgress } from '../lib/api/save-progress';

export interface ProgressSaver {
  /** The player on screen is ready to be read. */
  attach: (handle: PlaybackHandle) => void;
  /** Something worth saving at once happened. */
  changed: (change: PlaybackChange) => void;
}

type Kind = 'place' | 'end';

const tenths = (seconds: number) => Math.round(seconds * 10) / 10;

/**
 * Saves the member's place in a video: every 10 s while it plays, on pause, seek and end, when
 * the page is hidden or left, and when another video is chosen. Nothing is saved before playback
 * really starts. The server keeps one write per 2 s, so a save asked for sooner waits for its turn
 * (reading the player when it goes). Reaching the end is never folded into a later save: it is
 * what completes the video, so it goes first and a newer place follows it.
 */
export function useProgressSaver(videoId: string | null, onSaved: (answer: VideoProgress) => void): ProgressSaver {
  const handle = useRef<PlaybackHandle | null>(null);
  const started = useRef(false);
  const lastSent = useRef(0);
  const pending = useRef<Record<Kind, boolean>>({ place: false, end: false });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Answers arrive after a commit: the handler of the latest one is the one to call.
  const savedRef = useRef(onSaved);
  useEffect(() => {
    savedRef.current = onSaved;
  });

  const send = useCallback(
    (kind: Kind, leaving: boolean) => {
      const player = handle.current;
      if (!videoId || !player) return;
      const duration = player.duration();
      const position =
        kind === 'end' && duration > 0
          ? duration
          : duration > 0
            ? Math.min(player.position(), duration)
            : player.position();
      lastSent.current = Date.now();
      // A lost save must never interrupt the lesson; the next one carries the place again.
      saveProgress(videoId, { position: tenths(position), duration: tenths(duration) }, leaving)
        .then((answer) => answer && savedRef.current(answer))
        .catch(() => undefined);
    },
    [videoId],
  );

  const flush = useCallback(
    function flushPending(leaving: boolean) {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      const kind: Kind | null = pending.current.end ? 'end' : pending.current.place ? 'place' : null;
      if (!kind) return;
      pending.current[kind] = false;
      send(kind, leaving);
      // A page going away gets one request; otherwise what is still pending takes the next turn.
      if (leaving) pending.current = { place: false, end: false };
      else if (pending.current.place)
        timer.current = setTimeout(() => flushPending(false), PROGRESS.writeIntervalMs + 50);
    },
    [send],
  );

  const request = useCallback(
    (kind: Kind, leaving = false) => {
      if (!handle.current || !started.current) return;
      pending.current[kind] = true;
      if (leaving) return flush(true);
      if (timer.current) return;
      const wait = lastSent.current + PROGRESS.writeIntervalMs - Date.now();
      if (wait <= 0) flush(false);
      else timer.current = setTimeout(() => flush(false), wait + 50);
    },
    [flush],
  );

  // A new video starts afresh; leaving one (another video chosen, the page left) saves its place.
  useEffect(() => {
    started.current = false;
    lastSent.current = 0;
    pending.current = { place: false, end: false };
    return () => {
      request('place', true);
      handle.current = null;
    };
  }, [request]);

  useEffect(() => {
    const tick = setInterval(() => {
      if (handle.current?.playing()) request('place');
    }, PROGRESS.saveIntervalMs);
    const hidden = () => {
      if (document.visibilityState === 'hidden') request('place', true);
    };
    const leaving = () => request('place', true);
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', leaving);
    return () => {
      clearInterval(tick);
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', leaving);
    };
  }, [request]);

  const attach = useCallback((player: PlaybackHandle) => {
    handle.current = player;
  }, []);

  const changed = useCallback(
    (change: PlaybackChange) => {
      if (change === 'play') started.current = true;
      else request(change === 'ended' ? 'end' : 'place');
    },
    [request],
  );

  return { attach, changed };
}
