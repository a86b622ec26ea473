import { useCallback, useEffect, useState } from 'react';
import type { MemberQuiz } from '@academy/common';
import type { AnswerValue, Answers } from '../quiz-answers';
import { EMPTY_DRAFT, readDraft, writeDraft } from '../quiz-draft';

export interface QuizDraftState {
  answers: Answers;
  step: number;
  answer: (questionId: string, value: AnswerValue) => void;
  goTo: (step: number) => void;
  /** After a submitted attempt: the next one starts blank, and a reload shows nothing old. */
  clear: () => void;
}

/** The answers being given, read back from the tab's storage on mount and written on every change. */
export function useQuizDraft(quiz: MemberQuiz): QuizDraftState {
  const [draft, setDraft] = useState(() => readDraft(quiz));
  useEffect(() => writeDraft(quiz, draft), [quiz, draft]);

  const answer = useCallback(
    (questionId: string, value: AnswerValue) =>
      setDraft((previous) => ({ ...previous, answers: { ...previous.answers, [questionId]: value } })),
    [],
  );
  const goTo = useCallback((step: number) => setDraft((previous) => ({ ...previous, step })), []);
  const clear = useCallback(() => setDraft(EMPTY_DRAFT), []);
  return { answers: draft.answers, step: draft.step, answer, goTo, clear };
}
