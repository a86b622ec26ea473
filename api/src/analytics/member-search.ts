import { likePattern } from '../common/like-pattern';
import type { ReportSql } from './report-sql';

/**
 * The member search of the admin list, in SQL for the report's own queries: q matches the first
 * name, the last name, the e-mail and the whole name (김민수 or "Minsu Kim"), wildcards literally.
 */
export function memberSearch(sql: ReportSql, q: string | null | undefined): { sql: string; params: string[] } {
  if (!q) return { sql: '', params: [] };
  const first = "COALESCE(u.`firstName`, '')";
  const last = "COALESCE(u.`lastName`, '')";
  const columns = [
    'u.`firstName`',
    'u.`lastName`',
    'u.`email`',
    sql.concat(last, first),
    sql.concat(first, "' '", last),
  ];
  const pattern = likePattern(q.normalize('NFC'));
  return {
    sql: ` AND (${columns.map((column) => `LOWER(${column}) LIKE ? ESCAPE '!'`).join(' OR ')})`,
    params: columns.map(() => pattern),
  };
}
