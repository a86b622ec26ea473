import type { BatchResult } from '@academy/common';
import { ApiError } from './api-error';

/**
 * Runs a single route's action on each id, one after the other, each in its own transaction (the
 * action's own): a refusal becomes that id's result with the code and message the single route
 * would answer, and never undoes the others. A repeated id is acted on once, at its first place.
 * Anything that is no refusal (the database gone) fails the whole request: what was done stays
 * done, and the client reloads to see it.
 */
export async function eachOnItsOwn(
  ids: readonly string[],
  act: (id: string) => Promise<unknown>,
): Promise<BatchResult[]> {
  const results: BatchResult[] = [];
  for (const id of new Set(ids)) {
    try {
      await act(id);
      results.push({ id, ok: true });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      results.push({ id, ok: false, code: error.code, message: error.message });
    }
  }
  return results;
}
