import { useState } from 'react';
import { MESSAGES, type MemberQuiz, type QuizAttemptResult } from '@academy/common';
import { MEMBER_MESSAGES } from '@academy/common/member-messages';
import { QUIZ_MESSAGES } from '@academy/common/quiz';
import { HttpError } from '@academy/context';
import { submitQuizAttempt } from '../api/submit-quiz-attempt';
import { useQuizDraft } from '../hooks/use-quiz-draft';
import { attemptAnswers, type Answers } from '../quiz-answers';
import { QuizForm } from './QuizForm';
import { QuizResult } from './QuizResult';

const Q = MEMBER_MESSAGES.quiz;

export interface QuizSessionProps {
  quiz: MemberQuiz;
  onBack: () => void;
  /** A graded attempt: the host refreshes what shows the member's standing. */
  onAttempted?: (result: QuizAttemptResult) => void;
}

/** Answering, submitting, the result and 다시 풀기, counting the attempts used here against the limit. */
export function QuizSession({ quiz, onBack, onAttempted }: QuizSessionProps) {
  const draft = useQuizDraft(quiz);
  const [used, setUsed] = useState(quiz.attemptsUsed);
  const [outcome, setOutcome] = useState<{ result: QuizAttemptResult; given: Answers } | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const left = quiz.maxAttempts === null ? null : Math.max(0, quiz.maxAttempts - used);

  async function submit() {
    if (sending) return;
    setSending(true);
    setError(null);
    try {
      const result = await submitQuizAttempt(quiz.videoId, attemptAnswers(quiz, draft.answers));
      setOutcome({ result, given: draft.answers });
      setUsed((count) => count + 1);
      draft.clear();
      onAttempted?.(result);
    } catch (caught) {
      // Another tab may have used the last attempt: the limit is the server's to say.
      if (caught instanceof HttpError && caught.code === 'ATTEMPTS_EXHAUSTED' && quiz.maxAttempts !== null)
        setUsed(quiz.maxAttempts);
      setError(caught instanceof HttpError ? caught.userMessage : MESSAGES.errors.internal);
    } finally {
      setSending(false);
    }
  }

  if (outcome) {
    return (
      <QuizResult
        quiz={quiz}
        result={outcome.result}
        given={outcome.given}
        left={left}
        onRetry={left === null || left > 0 ? () => setOutcome(null) : undefined}
        onBack={onBack}
      />
    );
  }

  const facts = [
    Q.passMark(quiz.passMark),
    Q.questionCount(quiz.questions.length),
    ...(left !== null ? [Q.attemptsLeft(left)] : []),
    ...(quiz.bestScore !== null ? [Q.bestScore(quiz.bestScore)] : []),
  ];
  return (
    <>
      <p className="mb-muted mb-quiz__facts">{facts.join(' · ')}</p>
      {left === 0 ? (
        <div className="mb-quiz__exhausted">
          <p className="mb-quiz__error" role={error ? 'alert' : undefined}>
            {error ?? QUIZ_MESSAGES.attemptsExhausted}
          </p>
          <button type="button" className="button" onClick={onBack}>
            {Q.backToLesson}
          </button>
        </div>
      ) : (
        <QuizForm quiz={quiz} draft={draft} sending={sending} error={error} onSubmit={submit} onBack={onBack} />
      )}
    </>
  );
}
