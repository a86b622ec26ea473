/** A UTC time as both drivers store datetime(3) columns: `2026-11-24 15:00:00.000`. */
export function sqlTime(date: Date): string {
  return date.toISOString().slice(0, 23).replace('T', ' ');
}

/** Counts come back as numbers, bigint strings (mysql2) or null (no row). */
export const count = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

export interface SqlPart {
  sql: string;
  params: unknown[];
}

/** `AND <column> = ?` and its parameter, or nothing. */
export function courseFilter(courseId: string | null, column = 'v.`courseId`'): SqlPart {
  return courseId ? { sql: ` AND ${column} = ?`, params: [courseId] } : { sql: '', params: [] };
}

/**
 * `AND <videoId column> IN (the course's videos)`, or nothing: views and progress rows are
 * filtered by their video without joining it, so with no course the query reads one index alone.
 */
export function inCourse(videoColumn: string, courseId: string | null): SqlPart {
  return courseId
    ? { sql: ` AND ${videoColumn} IN (SELECT \`id\` FROM \`videos\` WHERE \`courseId\` = ?)`, params: [courseId] }
    : { sql: '', params: [] };
}

/** `AND <videoId column> IN (the published videos in scope)`: what course completion counts. */
export function inPublished(videoColumn: string, courseId: string | null): SqlPart {
  const course = courseFilter(courseId, '`courseId`');
  return {
    sql: ` AND ${videoColumn} IN (SELECT \`id\` FROM \`videos\` WHERE \`isPublished\` = 1${course.sql})`,
    params: course.params,
  };
}

/** A stored time as ISO-8601 UTC: mysql2 gives a Date, SQLite the stored text. */
export function isoTime(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(`${String(value).replace(' ', 'T')}Z`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** `AND <column> IN (?, …)` for a batch of ids, or nothing. */
export function idsFilter(column: string, ids: readonly string[] | null): SqlPart {
  return ids
    ? { sql: ` AND ${column} IN (${ids.map(() => '?').join(', ')})`, params: [...ids] }
    : { sql: '', params: [] };
}
