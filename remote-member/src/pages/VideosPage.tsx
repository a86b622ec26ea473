import { useCallback, useState } from 'react';
import type { PlayableVideo } from '@academy/common';
import { useApiQuery } from '@academy/context';
import '../styles/member.css';
import { useLessonQuiz } from '../features/quiz/api/use-lesson-quiz';
import { LessonQuiz } from '../features/quiz/components/LessonQuiz';
import { PlayerOverlay, type OverlayQuiz } from '../features/videos/components/PlayerOverlay';
import { VideoGrid } from '../features/videos/components/VideoGrid';

/** /videos: VERIFIED or ADMIN (the shell guards the route); the server lists only what may be played now. */
export default function VideosPage() {
  const videos = useApiQuery('/videos');
  const [open, setOpen] = useState<PlayableVideo | null>(null);
  const close = useCallback(() => setOpen(null), []);
  // Read with the lesson: a lesson without a quiz (404) offers none.
  const lessonQuiz = useLessonQuiz(open?.id ?? null);
  const quiz: OverlayQuiz | null =
    open && lessonQuiz.quiz
      ? {
          passed: lessonQuiz.quiz.passed,
          render: (back) => (
            <LessonQuiz query={lessonQuiz} lessonTitle={open.title} onBack={back} onAttempted={lessonQuiz.reload} />
          ),
        }
      : null;

  return (
    <section className="container page" data-remote="member">
      <h1 className="page__title">동영상 강의</h1>
      <p className="page__lead">지금 시청할 수 있는 강의 동영상입니다. 카드를 누르면 바로 재생됩니다.</p>
      <VideoGrid query={videos} onOpen={setOpen} />
      {open && <PlayerOverlay video={open} onClose={close} quiz={quiz} />}
    </section>
  );
}
