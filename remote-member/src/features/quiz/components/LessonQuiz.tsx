import { useEffect, useId, useRef } from 'react';
import type { QuizAttemptResult } from '@academy/common';
import { MEMBER_MESSAGES } from '@academy/common/member-messages';
import { QUIZ_MESSAGES } from '@academy/common/quiz';
import { LoadError } from '../../../components/ListStates';
import type { LessonQuizQuery } from '../api/use-lesson-quiz';
import { QuizSession } from './QuizSession';
import '../quiz.css';

const Q = MEMBER_MESSAGES.quiz;

interface LessonQuizProps {
  query: LessonQuizQuery;
  lessonTitle: string;
  /** 강의로 돌아가기: the player comes back in the quiz's place. */
  onBack: () => void;
  onAttempted?: (result: QuizAttemptResult) => void;
}

/** A lesson's quiz where its player was (the course page, /videos): loading, missing or failed, then the session. */
export function LessonQuiz({ query, lessonTitle, onBack, onAttempted }: LessonQuizProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The control that opened it (or the video that reached 90%) is gone: reading starts at the quiz.
  useEffect(() => heading.current?.focus(), []);
  const { quiz } = query;

  return (
    <section className="card mb-quiz" aria-labelledby={titleId} data-testid="lesson-quiz">
      <h2 id={titleId} ref={heading} tabIndex={-1} className="mb-quiz__title">
        {Q.title(lessonTitle)}
      </h2>
      {quiz ? (
        // A new version of the quiz (edited by staff) starts its own session and draft.
        <QuizSession key={`${quiz.videoId}:${quiz.version}`} quiz={quiz} onBack={onBack} onAttempted={onAttempted} />
      ) : query.error ? (
        <LoadError message={Q.loadFailed} onRetry={query.reload} />
      ) : query.none ? (
        <div className="mb-quiz__exhausted">
          <p>{QUIZ_MESSAGES.noQuiz}</p>
          <button type="button" className="button" onClick={onBack}>
            {Q.backToLesson}
          </button>
        </div>
      ) : (
        <p role="status" className="mb-muted">
          {Q.loading}
        </p>
      )}
    </section>
  );
}
