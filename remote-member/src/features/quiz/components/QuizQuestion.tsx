import { useId, type KeyboardEvent, type Ref } from 'react';
import type { MemberQuizQuestion, QuizDirection } from '@academy/common';
import { QUIZ_LIMITS } from '@academy/common/quiz';
import { answerInstruction, promptLang } from '../../../lib/quiz-instruction';
import type { AnswerValue } from '../quiz-answers';

interface QuizQuestionProps {
  question: MemberQuizQuestion;
  /** 1-based, shown before the prompt. */
  number: number;
  direction: QuizDirection;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
  /** Enter in a typed answer: the next question on a phone, never a submission by accident. */
  onEnter: () => void;
  /** The question's box, focused when a phone moves to it. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * One question: a radio group for a choice (arrow keys move between options), a labelled text box
 * for a typed answer. The prompt names the control; the instruction describes it.
 */
export function QuizQuestion({ question, number, direction, value, onChange, onEnter, ref }: QuizQuestionProps) {
  const id = useId();
  const promptId = `${id}-prompt`;
  const hintId = `${id}-hint`;
  const prompt = (
    <>
      <span className="mb-quiz-q__number" aria-hidden="true">
        {number}.
      </span>{' '}
      <span lang={promptLang(question.kind, direction)}>{question.prompt}</span>
    </>
  );
  const hint = (
    <p id={hintId} className="mb-quiz__hint">
      {answerInstruction(question.kind, direction)}
    </p>
  );

  if (question.kind === 'CHOICE') {
    const chosen = value && 'choice' in value ? value.choice : null;
    return (
      <div ref={ref} tabIndex={-1} className="mb-quiz-q">
        <fieldset className="mb-quiz-q__set" role="radiogroup" aria-labelledby={promptId} aria-describedby={hintId}>
          <legend id={promptId} className="mb-quiz-q__prompt">
            {prompt}
          </legend>
          {hint}
          {(question.options ?? []).map((option, index) => (
            <label key={index} className="mb-quiz-q__option">
              <input
                type="radio"
                name={`${id}-choice`}
                value={index}
                checked={chosen === index}
                onChange={() => onChange({ choice: index })}
              />
              <span>{option}</span>
            </label>
          ))}
        </fieldset>
      </div>
    );
  }

  function enter(event: KeyboardEvent<HTMLInputElement>) {
    // Enter also commits a Korean syllable being composed: only a plain Enter moves on.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onEnter();
  }

  return (
    <div ref={ref} tabIndex={-1} className="mb-quiz-q">
      <label id={promptId} htmlFor={`${id}-text`} className="mb-quiz-q__prompt">
        {prompt}
      </label>
      {hint}
      <input
        id={`${id}-text`}
        type="text"
        className="mb-quiz-q__text"
        value={value && 'text' in value ? value.text : ''}
        maxLength={QUIZ_LIMITS.textAnswerMax}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        aria-describedby={hintId}
        onChange={(event) => onChange({ text: event.target.value })}
        onKeyDown={enter}
      />
    </div>
  );
}
