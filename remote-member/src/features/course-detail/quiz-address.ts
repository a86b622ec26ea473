import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface QuizAddress {
  /** The lesson whose quiz is open, or null. */
  videoId: string | null;
  open: (videoId: string) => void;
  close: () => void;
}

/**
 * Which lesson's quiz is open on the course page, kept in the address (?video=…&quiz=1): a reload
 * comes back to the quiz, its answers read back from the tab's storage. Replaced, not pushed: the
 * back button leaves the page as before rather than stepping through quiz screens.
 */
export function useQuizAddress(): QuizAddress {
  const [params, setParams] = useSearchParams();
  const videoId = params.get('quiz') === '1' ? params.get('video') : null;

  const open = useCallback(
    (id: string) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set('video', id);
          next.set('quiz', '1');
          // Resuming asked by a link is done: a reload in the quiz must not start the video.
          next.delete('resume');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const asked = videoId !== null;
  const close = useCallback(() => {
    if (!asked) return;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('quiz');
        return next;
      },
      { replace: true },
    );
  }, [asked, setParams]);
  return { videoId, open, close };
}
