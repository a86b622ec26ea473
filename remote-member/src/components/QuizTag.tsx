import type { QuizStanding } from '@academy/common';
import { MEMBER_MESSAGES } from '@academy/common/member-messages';

const Q = MEMBER_MESSAGES.quiz;

/** Beside a lesson's progress: the best quiz score so far, and 퀴즈 필수 while a required quiz is not passed. */
export function QuizTag({ standing }: { standing: QuizStanding | undefined }) {
  if (!standing) return null;
  const { bestScore, passed, required } = standing;
  return (
    <>
      {bestScore !== null && (
        <span className={`mb-progress-badge mb-quiz-tag mb-quiz-tag--${passed ? 'passed' : 'failed'}`}>
          {Q.tag(bestScore, passed)}
        </span>
      )}
      {required && !passed && <span className="mb-progress-badge mb-quiz-tag mb-quiz-tag--required">{Q.required}</span>}
    </>
  );
}
