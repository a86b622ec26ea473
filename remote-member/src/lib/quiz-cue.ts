import { reachesCompletion } from '@academy/common/progress';

/** How far a member got in a lesson: the part of a saved place completion is measured on. */
export interface Reach {
  furthest: number;
  duration: number;
}

/**
 * Whether a save is the one that takes a lesson to 90% watched (where it would count as completed):
 * the moment its quiz, if still to pass, takes the player's place. A lesson already past it (watched
 * again) never opens the quiz by itself.
 */
export function crossesCompletion(before: Reach | null, after: Reach): boolean {
  const already = before !== null && reachesCompletion(before.furthest, before.duration);
  return !already && reachesCompletion(after.furthest, after.duration);
}
