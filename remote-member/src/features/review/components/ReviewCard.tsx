import { useId, useState, type FormEvent } from 'react';
import { MESSAGES, type ReviewAnswerResult, type ReviewItem } from '@academy/common';
import { MEMBER_MESSAGES } from '@academy/common/member-messages';
import { QUIZ_KIND_LABELS, QUIZ_LIMITS } from '@academy/common/quiz';
import { HttpError } from '@academy/context';
import { answerInstruction, promptDirection, promptLang } from '../../../lib/quiz-instruction';
import { answerReviewItem } from '../api/review-items';

const R = MEMBER_MESSAGES.review;
const Q = MEMBER_MESSAGES.quiz;

interface ReviewCardProps {
  item: ReviewItem;
  /** Focus the answer at once: the member moved here with 다음 문제. */
  autoFocus: boolean;
  onAnswered: (result: ReviewAnswerResult) => void;
  /** 다음 문제: the next item, or the end of today's review. */
  onNext: () => void;
}

/** One missed question asked again: a typed answer, then right or wrong with the right answer and what it means for the list. */
export function ReviewCard({ item, autoFocus, onAnswered, onNext }: ReviewCardProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [result, setResult] = useState<ReviewAnswerResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const direction = promptDirection(item.prompt);

  async function check(event: FormEvent) {
    event.preventDefault();
    if (sending || result) return;
    if (!text.trim()) {
      setError(R.answerRequired);
      return;
    }
    setSending(true);
    setError(null);
    try {
      const answer = await answerReviewItem(item.id, text.trim());
      setResult(answer);
      onAnswered(answer);
    } catch (caught) {
      setError(caught instanceof HttpError ? caught.userMessage : MESSAGES.errors.internal);
    } finally {
      setSending(false);
    }
  }

  return (
    <article className="card mb-review-card" aria-labelledby={`${id}-prompt`}>
      <p className="mb-review-card__from">
        <span className="mb-progress-badge">{QUIZ_KIND_LABELS[item.kind]}</span>
        <span className="mb-muted">{R.fromLesson(item.videoTitle)}</span>
      </p>
      <form className="mb-review-card__form" noValidate onSubmit={check}>
        <label id={`${id}-prompt`} htmlFor={`${id}-answer`} className="mb-review-card__prompt">
          <span lang={promptLang(item.kind, direction)}>{item.prompt}</span>
        </label>
        <p id={`${id}-hint`} className="mb-review-card__hint">
          {answerInstruction(item.kind, direction)}
        </p>
        <div className="mb-review-card__row">
          <input
            id={`${id}-answer`}
            type="text"
            className="mb-review-card__input"
            value={text}
            maxLength={QUIZ_LIMITS.textAnswerMax}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus={autoFocus}
            readOnly={result !== null}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
            onChange={(event) => setText(event.target.value)}
          />
          {!result && (
            <button type="submit" className="button button--primary" disabled={sending}>
              {sending ? R.checking : R.check}
            </button>
          )}
        </div>
        {error && (
          <p id={`${id}-error`} className="mb-review-card__error" role="alert">
            {error}
          </p>
        )}
      </form>
      <div role="status" className="mb-review-card__result">
        {result && (
          <>
            <p className={`mb-review-card__verdict mb-review-card__verdict--${result.correct ? 'right' : 'wrong'}`}>
              {result.correct ? R.right : R.wrong}
            </p>
            <p>
              {Q.correctAnswer}: <strong>{result.answer}</strong>
            </p>
            {result.correct && <p>{result.cleared ? R.cleared : R.oneMoreDay}</p>}
          </>
        )}
      </div>
      {result && (
        // Focused as it appears: the status above reads the verdict out, the next step is here.
        <button type="button" className="button" onClick={onNext} autoFocus>
          {R.next}
        </button>
      )}
    </article>
  );
}
