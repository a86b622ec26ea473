import type { QuizStanding } from '@academy/common';

/**
 * What learning progress asks of a lesson's quiz, without knowing quizzes: quizzes sit above
 * progress (they read its rows), so their module provides this (globally) and progress injects it.
 */
export interface LessonQuizzes {
  /** True while the lesson has a published quiz that must be passed and this member has not passed it. */
  holdsBack(userId: string, videoId: string): Promise<boolean>;
  /** The member's standing on each of these lessons' published quizzes, by video id. */
  standings(userId: string, videoIds: readonly string[]): Promise<Map<string, QuizStanding>>;
  /** Quizzes the member has passed. */
  passedCount(userId: string): Promise<number>;
  /** The member's first watch of a lesson: the quiz, if it has one, now waits to be taken. */
  noteWatched(userId: string, videoId: string, now: Date): Promise<void>;
}

export const LESSON_QUIZZES = Symbol('LessonQuizzes');
