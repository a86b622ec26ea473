import type { AdminQuiz, QuizDirection, QuizKind } from '@academy/common';
import { QUIZ_LIMITS, quizInputProblems, type QuizProblem } from '@academy/common/quiz';
import type { QuizSaveInput } from '../api/save-quiz';

/*
 * The quiz editor's form values and the body they make. The values keep the wire's shape and
 * names (`questions.2.options.1`), so a problem of common's quizInputProblems, the API's own
 * check, names the form field it belongs to, whether the form or the server found it.
 */

interface QuestionBase {
  /** The saved question's id: sent back, so its attempts and figures stay with it. */
  id?: string;
}

export interface ChoiceValues extends QuestionBase {
  kind: 'CHOICE';
  prompt: string;
  options: string[];
  /** The correct option's index; undefined until one is chosen. */
  answer?: number;
  explanation?: string | null;
}

export interface ShortValues extends QuestionBase {
  kind: 'SHORT';
  prompt: string;
  answers: string[];
  ignorePunctuation: boolean;
  explanation?: string | null;
}

export interface VocabValues extends QuestionBase {
  kind: 'VOCAB';
  word: string;
  meanings: string[];
}

export type QuestionValues = ChoiceValues | ShortValues | VocabValues;

export interface QuizFormValues {
  /** null while the input is emptied. */
  passMark: number | null;
  /** null: unlimited. */
  maxAttempts: number | null;
  requiredForCompletion: boolean;
  direction: QuizDirection;
  questions: QuestionValues[];
}

/** A question of `kind` as it is added: empty texts, two options for a choice, one answer or meaning. */
export function newQuestion(kind: QuizKind): QuestionValues {
  if (kind === 'CHOICE') return { kind, prompt: '', options: ['', ''], explanation: '' };
  if (kind === 'SHORT') return { kind, prompt: '', answers: [''], ignorePunctuation: false, explanation: '' };
  return { kind, word: '', meanings: [''] };
}

/** The form of a saved quiz, or of a new one (70 points to pass, unlimited attempts, not required, 영→한). */
export function quizFormValues(quiz: AdminQuiz | null): QuizFormValues {
  if (!quiz) {
    return {
      passMark: QUIZ_LIMITS.passMarkDefault,
      maxAttempts: null,
      requiredForCompletion: false,
      direction: 'EN_KO',
      questions: [],
    };
  }
  return {
    passMark: quiz.passMark,
    maxAttempts: quiz.maxAttempts,
    requiredForCompletion: quiz.requiredForCompletion,
    direction: quiz.direction,
    questions: quiz.questions.map((question): QuestionValues => {
      if (question.kind === 'CHOICE') return { ...question, explanation: question.explanation ?? '' };
      if (question.kind === 'SHORT') {
        return {
          ...question,
          ignorePunctuation: question.ignorePunctuation === true,
          explanation: question.explanation ?? '',
        };
      }
      return question;
    }),
  };
}

const trimmed = (texts: readonly (string | undefined)[] | undefined) =>
  (texts ?? []).map((text) => (text ?? '').trim());
const explanationOf = (text: string | null | undefined) => text?.trim() || null;
const withId = (question: QuestionValues) => (question.id ? { id: question.id } : {});

/** The PUT body: texts trimmed, an empty 해설 as null, a question's id when it has one. */
export function quizInputOf(values: QuizFormValues, published: boolean): QuizSaveInput {
  return {
    passMark: values.passMark as number,
    maxAttempts: values.maxAttempts ?? null,
    requiredForCompletion: values.requiredForCompletion === true,
    direction: values.direction,
    published,
    questions: (values.questions ?? []).map((question) => {
      if (question.kind === 'CHOICE') {
        return {
          ...withId(question),
          kind: question.kind,
          prompt: (question.prompt ?? '').trim(),
          options: trimmed(question.options),
          answer: question.answer as number,
          explanation: explanationOf(question.explanation),
        };
      }
      if (question.kind === 'SHORT') {
        return {
          ...withId(question),
          kind: question.kind,
          prompt: (question.prompt ?? '').trim(),
          answers: trimmed(question.answers),
          ignorePunctuation: question.ignorePunctuation === true,
          explanation: explanationOf(question.explanation),
        };
      }
      return {
        ...withId(question),
        kind: question.kind,
        word: (question.word ?? '').trim(),
        meanings: trimmed(question.meanings),
      };
    }),
  };
}

/** Every authoring problem of the form as it stands (publication aside: it never makes one). */
export function quizFormProblems(values: QuizFormValues): QuizProblem[] {
  return quizInputProblems(quizInputOf(values, false));
}

/** `questions.2.options` for the antd name path ['questions', 2, 'options']. */
export const problemPath = (name: readonly (string | number)[]) => name.join('.');
