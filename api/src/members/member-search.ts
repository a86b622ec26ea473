import type { DataSource } from 'typeorm';
import { likePattern } from '../database/like-pattern';

/**
 * The little SQL that differs between MySQL/MariaDB and SQLite in the report's queries. Everything
 * else is written once: backtick-quoted names (SQLite accepts them), `?` parameters, CASE instead
 * of LEAST/GREATEST, booleans stored as 1 and 0 on both.
 */
export interface ReportSql {
  concat(...parts: string[]): string;
  /**
   * A stored time as text to the last digit it holds (MySQL's CURRENT_TIMESTAMP(6) keeps
   * microseconds, which a JavaScript Date would drop): bound back as it is, it compares exactly.
   */
  exactTime(column: string): string;
}

const MYSQL: ReportSql = {
  concat: (...parts) => `CONCAT(${parts.join(', ')})`,
  exactTime: (column) => `DATE_FORMAT(${column}, '%Y-%m-%d %H:%i:%s.%f')`,
};

const SQLITE: ReportSql = {
  concat: (...parts) => `(${parts.join(' || ')})`,
  exactTime: (column) => column,
};

export function reportSql(dataSource: DataSource): ReportSql {
  const type = dataSource.options.type;
  return type === 'mysql' || type === 'mariadb' ? MYSQL : SQLITE;
}

/**
 * The member search, written once for the admin member list (TypeORM's query builder) and the
 * viewing report's own SQL: q matches the first name, the last name, the e-mail and the whole name
 * as displayName writes it (김민수 or "Minsu Kim"), wildcards literally. Names are backtick-quoted
 * (SQLite accepts them too), so the query builder leaves them as they are.
 */
function searchedColumns(sql: ReportSql): string[] {
  const first = "COALESCE(u.`firstName`, '')";
  const last = "COALESCE(u.`lastName`, '')";
  return ['u.`firstName`', 'u.`lastName`', 'u.`email`', sql.concat(last, first), sql.concat(first, "' '", last)];
}

/** The predicate on the `u` (users) alias, with the pattern as `placeholder` (`?` or `:name`) in each test. */
export function memberSearchCondition(sql: ReportSql, placeholder: string): string {
  return `(${searchedColumns(sql)
    .map((column) => `LOWER(${column}) LIKE ${placeholder} ESCAPE '!'`)
    .join(' OR ')})`;
}

/** What the predicate's placeholder is bound to. Stored e-mails are NFC (normalizeEmail): a query typed with combining accents still finds them. */
export function memberSearchPattern(q: string): string {
  return likePattern(q.normalize('NFC'));
}

/** The search as the report's queries add it: ` AND (…)` and one `?` parameter per test; nothing without q. */
export function memberSearch(sql: ReportSql, q: string | null | undefined): { sql: string; params: string[] } {
  if (!q) return { sql: '', params: [] };
  const condition = memberSearchCondition(sql, '?');
  const pattern = memberSearchPattern(q);
  return { sql: ` AND ${condition}`, params: searchedColumns(sql).map(() => pattern) };
}
