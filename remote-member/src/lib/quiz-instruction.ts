import type { QuizDirection, QuizKind } from '@academy/common';
import { MEMBER_MESSAGES } from '@academy/common/member-messages';

const Q = MEMBER_MESSAGES.quiz;

/**
 * What a question asks the member to do. A word question shows the English word (영→한: write a
 * meaning) or its Korean meanings (한→영: write the word), so the instruction follows the direction.
 */
export function answerInstruction(kind: QuizKind, direction: QuizDirection): string {
  if (kind === 'CHOICE') return Q.chooseOne;
  if (kind === 'SHORT') return Q.writeAnswer;
  return direction === 'EN_KO' ? Q.writeMeaning : Q.writeWord;
}

/**
 * A review item does not say which way its word was asked; its prompt does: Korean meanings (한→영)
 * hold Hangul, an English word does not.
 */
export function promptDirection(prompt: string): QuizDirection {
  return /\p{Script=Hangul}/u.test(prompt) ? 'KO_EN' : 'EN_KO';
}

/** An English word shown as the prompt is read out in English by a screen reader. */
export const promptLang = (kind: QuizKind, direction: QuizDirection) =>
  kind === 'VOCAB' && direction === 'EN_KO' ? 'en' : undefined;
