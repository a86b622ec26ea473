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

/**
 * The condition on an analytics_video_viewers row `a` (a member's first and last Seoul day with
 * views of a video) that the member watched the video in the range: the row alone answers unless
 * the member's views began before the range and went on past it, when one index probe of the views
 * does. Parameters: first and end day, first and end day again, first and end period.
 */
export function watchedInRange(range: {
  firstDay: number;
  endDay: number;
  firstPeriod: number;
  endPeriod: number;
}): SqlPart {
  return {
    sql: ` AND a.\`lastDay\` >= ? AND a.\`firstDay\` < ?
      AND (a.\`lastDay\` < ? OR a.\`firstDay\` >= ?
           OR EXISTS (SELECT 1 FROM \`video_views\` vv WHERE vv.\`userId\` = a.\`userId\` AND vv.\`videoId\` = a.\`videoId\` AND vv.\`period\` >= ? AND vv.\`period\` < ?))`,
    params: [range.firstDay, range.endDay, range.endDay, range.firstDay, range.firstPeriod, range.endPeriod],
  };
}

/**
 * Per video (`videoId, viewers`), the members whose views went on past the range and began inside
 * it or also had one there (those whose last view fell in the range come from the rollups): only a range in the past has any, found along the last day's index.
 * (The unary plus keeps SQLite from reading every row in the primary key's order to group them.)
 */
export function viewersPastRange(
  range: { firstDay: number; endDay: number; firstPeriod: number; endPeriod: number },
  videos: SqlPart,
): SqlPart {
  return {
    sql: `SELECT a.\`videoId\` AS videoId, COUNT(*) AS viewers FROM \`analytics_video_viewers\` a
          WHERE a.\`lastDay\` >= ? AND a.\`firstDay\` < ?${videos.sql}
            AND (a.\`firstDay\` >= ? OR EXISTS (SELECT 1 FROM \`video_views\` vv WHERE vv.\`userId\` = a.\`userId\` AND vv.\`videoId\` = a.\`videoId\` AND vv.\`period\` >= ? AND vv.\`period\` < ?))
          GROUP BY +a.\`videoId\``,
    params: [range.endDay, range.endDay, ...videos.params, range.firstDay, range.firstPeriod, range.endPeriod],
  };
}
