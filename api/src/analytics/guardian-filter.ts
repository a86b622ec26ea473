import type { GuardianFilter } from '@academy/common/admin-messages';
import type { SqlPart } from './report-sql';

/** A member "has a guardian" once staff confirmed a link: a waiting request gives a parent nothing yet. */
const CONFIRMED_LINK = "SELECT 1 FROM `parent_links` pl WHERE pl.`childId` = u.`id` AND pl.`status` = 'CONFIRMED'";

/**
 * The members report's ?guardian= on the `u` (users) alias: ` AND [NOT] EXISTS (a confirmed link)`,
 * or nothing. An EXISTS rather than a join, so a child with two guardians is still one row, and
 * parent_links' (childId, status) index answers it.
 */
export function guardianFilter(guardian: GuardianFilter | undefined): SqlPart {
  if (guardian === 'with') return { sql: ` AND EXISTS (${CONFIRMED_LINK})`, params: [] };
  if (guardian === 'without') return { sql: ` AND NOT EXISTS (${CONFIRMED_LINK})`, params: [] };
  return { sql: '', params: [] };
}
