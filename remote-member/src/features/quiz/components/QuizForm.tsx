import { useEffect, useRef, type FormEvent } from 'react';
import { useMediaQuery } from '@academy/context';
import type { MemberQuiz } from '@academy/common';
import { MEMBER_MESSAGES } from '@academy/common/member-messages';
import { PHONE_QUERY } from '../../../lib/phone-query';
import type { QuizDraftState } from '../hooks/use-quiz-draft';
import { unansweredCount } from '../quiz-answers';
import { QuizQuestion } from './QuizQuestion';

const Q = MEMBER_MESSAGES.quiz;

interface QuizFormProps {
  quiz: MemberQuiz;
  draft: QuizDraftState;
  sending: boolean;
  /** Why the last submission failed, in the server's Korean. */
  error: string | null;
  onSubmit: () => void;
  onBack: () => void;
}

/**
 * The questions: all of them in a list on a laptop, one per screen on a phone (이전/다음 and
 * "n / N"), where the last one's button submits. Answers go into the draft as they are given.
 */
export function QuizForm({ quiz, draft, sending, error, onSubmit, onBack }: QuizFormProps) {
  const phone = useMediaQuery(PHONE_QUERY);
  const total = quiz.questions.length;
  const step = Math.max(0, Math.min(draft.step, total - 1));
  const last = step === total - 1;
  const shown = phone ? [step] : quiz.questions.map((_, index) => index);
  const unanswered = unansweredCount(quiz, draft.answers);

  // A phone moving to another question takes the reader there (not on the first screen).
  const current = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    current.current?.focus();
  }, [step]);

  function go(next: number) {
    moved.current = true;
    draft.goTo(Math.min(Math.max(next, 0), total - 1));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (phone && !last) go(step + 1);
    else onSubmit();
  }

  return (
    <form className="mb-quiz__form" noValidate onSubmit={submit} aria-busy={sending}>
      {phone && (
        <p className="mb-quiz__step">
          <span aria-hidden="true">{Q.step(step + 1, total)}</span>
          <span className="visually-hidden">{Q.stepLabel(step + 1, total)}</span>
        </p>
      )}
      <ol className="mb-quiz__questions">
        {shown.map((index) => {
          const question = quiz.questions[index];
          return (
            <li key={question.id}>
              <QuizQuestion
                ref={index === step ? current : undefined}
                question={question}
                number={index + 1}
                direction={quiz.direction}
                value={draft.answers[question.id]}
                onChange={(value) => draft.answer(question.id, value)}
                onEnter={() => phone && !last && go(step + 1)}
              />
            </li>
          );
        })}
      </ol>
      {(!phone || last) && unanswered > 0 && <p className="mb-quiz__hint">{Q.unanswered(unanswered)}</p>}
      {error && (
        <p className="mb-quiz__error" role="alert">
          {error}
        </p>
      )}
      <div className="mb-quiz__actions">
        {phone && (
          <button type="button" className="button" onClick={() => go(step - 1)} disabled={step === 0}>
            {Q.previous}
          </button>
        )}
        {phone && !last ? (
          <button type="submit" className="button button--primary">
            {Q.next}
          </button>
        ) : (
          <button type="submit" className="button button--primary" disabled={sending}>
            {sending ? Q.submitting : Q.submit}
          </button>
        )}
        <button type="button" className="button button--ghost mb-quiz__back" onClick={onBack}>
          {Q.backToLesson}
        </button>
      </div>
    </form>
  );
}
