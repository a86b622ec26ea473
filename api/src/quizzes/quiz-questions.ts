import { randomUUID } from 'crypto';
import type { QuizQuestion, QuizQuestionInput } from '@academy/common/quiz';

const trimmed = (texts: readonly string[]) => texts.map((text) => text.trim());
const explanationOf = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

/**
 * The questions as stored: only the fields of their kind, texts trimmed, each with an id. A
 * question that names the id of a stored question of the same kind keeps it, so attempts, review
 * items and the per-question figures keep pointing at it while staff edit it.
 */
export function storedQuestions(
  input: ReadonlyArray<QuizQuestionInput & { id?: unknown }>,
  previous: readonly QuizQuestion[],
): QuizQuestion[] {
  const kept = new Map(previous.map((question) => [question.id, question.kind]));
  const taken = new Set<string>();
  return input.map((question) => {
    const wanted = typeof question.id === 'string' ? question.id : null;
    const id = wanted && kept.get(wanted) === question.kind && !taken.has(wanted) ? wanted : randomUUID();
    taken.add(id);
    switch (question.kind) {
      case 'CHOICE':
        return {
          id,
          kind: 'CHOICE',
          prompt: question.prompt.trim(),
          options: trimmed(question.options),
          answer: question.answer,
          explanation: explanationOf(question.explanation),
        };
      case 'SHORT':
        return {
          id,
          kind: 'SHORT',
          prompt: question.prompt.trim(),
          answers: trimmed(question.answers),
          ignorePunctuation: question.ignorePunctuation === true,
          explanation: explanationOf(question.explanation),
        };
      case 'VOCAB':
        return { id, kind: 'VOCAB', word: question.word.trim(), meanings: trimmed(question.meanings) };
    }
  });
}

/** Whether two question lists ask the same (ids aside): a change makes a new version. */
export function sameQuestions(a: readonly QuizQuestion[], b: readonly QuizQuestion[]): boolean {
  const strip = (questions: readonly QuizQuestion[]) => JSON.stringify(questions.map(({ id: _id, ...rest }) => rest));
  return strip(a) === strip(b);
}
