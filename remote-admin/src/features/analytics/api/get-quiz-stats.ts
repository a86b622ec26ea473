import type { MemberQuizAttempt, QuizMemberRow, QuizQuestionStats, QuizStatsRow } from '@academy/common';
import { api } from '@academy/context';

/*
 * The staff's quiz figures. None of them takes the report's range: the per-quiz and per-question
 * figures are running totals, the members to follow up cover the last 14 days (QUIZ_LIMITS.followUpDays).
 */

/** Every quiz with its attempts, average score and pass rate. */
export async function getQuizStats(): Promise<QuizStatsRow[]> {
  const rows = await api.get('/admin/analytics/quizzes');
  return Array.isArray(rows) ? rows : [];
}

/** One quiz's questions with their correct rates, hardest first (the server's order). */
export function getQuizQuestionStats(videoId: string): Promise<QuizQuestionStats> {
  return api.get('/admin/analytics/quizzes/{id}', { params: { path: { id: videoId } } });
}

/** Members who failed a quiz or left one untaken in the last 14 days, most first. */
export async function getQuizFollowUp(): Promise<QuizMemberRow[]> {
  const rows = await api.get('/admin/analytics/quiz-members');
  return Array.isArray(rows) ? rows : [];
}

/** One member's attempts, newest first. */
export async function getMemberQuizAttempts(userId: string): Promise<MemberQuizAttempt[]> {
  const rows = await api.get('/admin/members/{id}/quiz-attempts', { params: { path: { id: userId } } });
  return Array.isArray(rows) ? rows : [];
}
