import { In, LessThan, type DataSource, type EntityManager } from 'typeorm';
import { QUIZ_LIMITS } from '@academy/common/quiz';
import { DAY_MS } from '@academy/common/korean-days';
import { isUniqueViolation } from '../database/unique-violation';
import { QuizFollowUp } from './quiz-follow-up.entity';
import { QuizResult, type FollowUpKind } from './quiz-result.entity';

/** Standings retired per statement when they fall out of the window. */
const EXPIRY_BATCH = 500;

/** What a standing adds to the follow-up counts, as stored now (not passed: failed or not taken). */
export const followUpOf = (standing: Pick<QuizResult, 'passed' | 'attempts'>): FollowUpKind =>
  standing.passed ? 'NONE' : standing.attempts > 0 ? 'FAILED' : 'NOT_TAKEN';

/** The start of the window: activity before it no longer asks for a follow-up. */
const followUpSince = (now: Date) => new Date(now.getTime() - QUIZ_LIMITS.followUpDays * DAY_MS);

/**
 * Moves one standing's contribution from `from` to `to`: the standing's flag first, on the
 * condition that it still says `from` (of two changes at once, one moves it), then the member's
 * counts by the difference, in SQL. Answers whether it moved.
 */
export async function moveFollowUp(
  manager: EntityManager,
  standing: { id: string; userId: string },
  from: FollowUpKind,
  to: FollowUpKind,
): Promise<boolean> {
  if (from === to) return false;
  const moved = await manager.update(QuizResult, { id: standing.id, followUp: from }, { followUp: to });
  if (!moved.affected) return false;
  await addToCounts(manager, standing.userId, { [from]: -1, [to]: 1 });
  return true;
}

/** Adds to a member's counts, making their row on the first change. */
async function addToCounts(manager: EntityManager, userId: string, delta: Partial<Record<FollowUpKind, number>>) {
  const failed = delta.FAILED ?? 0;
  const notTaken = delta.NOT_TAKEN ?? 0;
  if (failed === 0 && notTaken === 0) return;
  const set = {
    failed: () => `failed + ${failed}`,
    notTaken: () => `notTaken + ${notTaken}`,
    open: () => `open + ${failed + notTaken}`,
  };
  const update = () => manager.createQueryBuilder().update(QuizFollowUp).set(set).where('userId = :userId', { userId });
  if ((await update().execute()).affected) return;
  try {
    await manager.insert(
      QuizFollowUp,
      manager.create(QuizFollowUp, { userId, failed, notTaken, open: failed + notTaken }),
    );
  } catch (error) {
    // Another change made the row first: add to it.
    if (!isUniqueViolation(error)) throw error;
    await update().execute();
  }
}

/** A new standing's first contribution (its flag was written with it). */
export function countNewStanding(manager: EntityManager, userId: string, kind: FollowUpKind): Promise<void> {
  return kind === 'NONE' ? Promise.resolve() : addToCounts(manager, userId, { [kind]: 1 });
}

/**
 * Retires the standings whose last activity fell out of the window since the last look: each one
 * moves to NONE once (the flag's condition), whichever process looks, each move in its own
 * transaction. Run before the list is read.
 */
export async function expireFollowUps(dataSource: DataSource, now: Date): Promise<void> {
  const since = followUpSince(now);
  for (;;) {
    const stale = await dataSource.getRepository(QuizResult).find({
      where: { followUp: In(['FAILED', 'NOT_TAKEN']), lastActivityAt: LessThan(since) },
      select: { id: true, userId: true, followUp: true },
      take: EXPIRY_BATCH,
    });
    for (const standing of stale) {
      await dataSource.transaction((manager) => moveFollowUp(manager, standing, standing.followUp, 'NONE'));
    }
    if (stale.length < EXPIRY_BATCH) return;
  }
}

/** Takes a quiz's standings out of the counts before the quiz (and they) are deleted. */
export async function retireQuizFollowUps(manager: EntityManager, quizId: string): Promise<void> {
  const open = await manager.find(QuizResult, {
    where: { quizId, followUp: In(['FAILED', 'NOT_TAKEN']) },
    select: { id: true, userId: true, followUp: true },
  });
  for (const standing of open) await moveFollowUp(manager, standing, standing.followUp, 'NONE');
}
