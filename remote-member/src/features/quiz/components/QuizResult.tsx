import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { MemberQuiz, QuizAttemptResult } from '@academy/common';
import { MEMBER_MESSAGES } from '@academy/common/member-messages';
import { givenText, type Answers } from '../quiz-answers';

const Q = MEMBER_MESSAGES.quiz;

interface QuizResultProps {
  quiz: MemberQuiz;
  result: QuizAttemptResult;
  /** What was submitted, shown beside each right answer. */
  given: Answers;
  /** Attempts still allowed; null when unlimited. */
  left: number | null;
  /** Absent when no attempt is left. */
  onRetry?: () => void;
  onBack: () => void;
}

/** The graded attempt: score against the pass mark, then each question with its right answer and explanation. */
export function QuizResult({ quiz, result, given, left, onRetry, onBack }: QuizResultProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the member was in is gone: the result is where reading goes on.
  useEffect(() => heading.current?.focus(), []);
  const byQuestion = new Map(result.results.map((entry) => [entry.questionId, entry]));
  const typedWrong = quiz.questions.some(
    (question) => question.kind !== 'CHOICE' && !byQuestion.get(question.id)?.correct,
  );

  return (
    <div className="mb-quiz-result" data-testid="quiz-result">
      <h3 ref={heading} tabIndex={-1} className="mb-quiz-result__title">
        {Q.resultTitle}
      </h3>
      <p className="mb-quiz-result__score">
        <strong data-testid="quiz-score">{Q.score(result.score)}</strong>
        <span className={`mb-quiz-verdict mb-quiz-verdict--${result.passed ? 'passed' : 'failed'}`}>
          {result.passed ? Q.passed : Q.failed}
        </span>
        <span className="mb-muted">{Q.passMark(quiz.passMark)}</span>
      </p>
      <p className="mb-muted">
        {Q.correctCount(result.correct, result.total)}
        {left !== null && ` · ${Q.attemptsLeft(left)}`}
      </p>
      <ol className="mb-quiz-result__list">
        {quiz.questions.map((question, index) => {
          const entry = byQuestion.get(question.id);
          if (!entry) return null;
          const mine = givenText(question, given[question.id]);
          return (
            <li
              key={question.id}
              className={`mb-quiz-result__item mb-quiz-result__item--${entry.correct ? 'right' : 'wrong'}`}
            >
              <h4 className="mb-quiz-result__question">
                {Q.questionTitle(index + 1)}{' '}
                <span className={`mb-quiz-verdict mb-quiz-verdict--${entry.correct ? 'passed' : 'failed'}`}>
                  {entry.correct ? Q.right : Q.wrong}
                </span>
              </h4>
              <p className="mb-quiz-result__prompt">{question.prompt}</p>
              <dl className="mb-quiz-result__answers">
                <div>
                  <dt>{Q.yourAnswer}</dt>
                  <dd>{mine ?? Q.noAnswer}</dd>
                </div>
                <div>
                  <dt>{Q.correctAnswer}</dt>
                  <dd>{entry.answer}</dd>
                </div>
                {entry.explanation && (
                  <div>
                    <dt>{Q.explanation}</dt>
                    <dd>{entry.explanation}</dd>
                  </div>
                )}
              </dl>
            </li>
          );
        })}
      </ol>
      {typedWrong && (
        <p className="mb-muted">
          {Q.toReview} <Link to="/review">{MEMBER_MESSAGES.review.title}</Link>
        </p>
      )}
      <div className="mb-quiz__actions">
        {onRetry && (
          <button type="button" className="button button--primary" onClick={onRetry}>
            {Q.retry}
          </button>
        )}
        <button type="button" className="button" onClick={onBack}>
          {Q.backToLesson}
        </button>
      </div>
    </div>
  );
}
