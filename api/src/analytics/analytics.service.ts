import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { eachDay, type AnalyticsDay, type AnalyticsSummary, type AnalyticsVideoRow } from '@academy/common';
import { courseNotFound } from '../courses/course.errors';
import { count, courseFilter, inCourse, inPublished, reportSql, sqlTime } from './report-sql';
import type { ReportRange } from './report-range';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A Seoul day number (days since 1970-01-01 in Seoul) as YYYY-MM-DD. */
const dayOfNumber = (day: unknown) => new Date(count(day) * DAY_MS).toISOString().slice(0, 10);

/**
 * The administrators' viewing report: figures for a range of Seoul days, all aggregated by the
 * database (GROUP BY over composite indexes, read without touching the tables), never rows pulled
 * into JavaScript. Views are counted by their half-hour period, completions by their time.
 */
@Injectable()
export class AnalyticsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async summary(range: ReportRange): Promise<AnalyticsSummary> {
    await this.assertCourse(range.courseId);
    const views = inCourse('vv.`videoId`', range.courseId);
    const completions = inCourse('p.`videoId`', range.courseId);
    const [watched, completed, done, published] = await Promise.all([
      this.dataSource.query(
        `SELECT COUNT(*) AS views, COUNT(DISTINCT vv.\`userId\`) AS members FROM \`video_views\` vv
         WHERE vv.\`period\` >= ? AND vv.\`period\` < ?${views.sql}`,
        [range.firstPeriod, range.endPeriod, ...views.params],
      ),
      this.dataSource.query(
        `SELECT COUNT(*) AS completions FROM \`video_progress\` p WHERE p.\`completedAt\` >= ? AND p.\`completedAt\` < ?${completions.sql}`,
        [sqlTime(range.start), sqlTime(range.end), ...completions.params],
      ),
      this.completedByWatchers(range),
      this.publishedInScope(range.courseId),
    ]);
    const members = count(watched[0]?.members);
    return {
      from: range.from,
      to: range.to,
      courseId: range.courseId,
      activeMembers: members,
      views: count(watched[0]?.views),
      completions: count(completed[0]?.completions),
      // The mean of the members table's completion column over the members who watched: each is
      // their completed published videos in scope over all of them, so the mean is one sum.
      averageCompletion: members > 0 && published > 0 ? Math.round((done / (members * published)) * 100) : 0,
    };
  }

  /** Every day of the range, in order, with zeros where nothing happened. */
  async daily(range: ReportRange): Promise<AnalyticsDay[]> {
    await this.assertCourse(range.courseId);
    const sql = reportSql(this.dataSource);
    const views = inCourse('vv.`videoId`', range.courseId);
    const completions = inCourse('p.`videoId`', range.courseId);
    const [viewRows, completionRows] = await Promise.all([
      this.dataSource.query(
        `SELECT ${sql.seoulDayOfPeriod('vv.`period`')} AS day, COUNT(*) AS n FROM \`video_views\` vv
         WHERE vv.\`period\` >= ? AND vv.\`period\` < ?${views.sql} GROUP BY day`,
        [range.firstPeriod, range.endPeriod, ...views.params],
      ),
      this.dataSource.query(
        `SELECT ${sql.seoulDay('p.`completedAt`')} AS day, COUNT(*) AS n FROM \`video_progress\` p
         WHERE p.\`completedAt\` >= ? AND p.\`completedAt\` < ?${completions.sql} GROUP BY day`,
        [sqlTime(range.start), sqlTime(range.end), ...completions.params],
      ),
    ]);
    const viewsByDay = new Map<string, number>(viewRows.map((row: { day: unknown; n: unknown }) => [dayOfNumber(row.day), count(row.n)]));
    const completionsByDay = new Map<string, number>(completionRows.map((row: { day: string; n: unknown }) => [String(row.day), count(row.n)]));
    return eachDay(range.from, range.to).map((day) => ({ day, views: viewsByDay.get(day) ?? 0, completions: completionsByDay.get(day) ?? 0 }));
  }

  /**
   * Each video: views and distinct viewers in the range; who started and completed it and how far
   * they got on average, as the members stand now.
   */
  async videos(range: ReportRange): Promise<AnalyticsVideoRow[]> {
    await this.assertCourse(range.courseId);
    const course = courseFilter(range.courseId);
    const viewsInCourse = inCourse('`videoId`', range.courseId);
    const progressInCourse = inCourse('`videoId`', range.courseId);
    const rows: Array<Record<string, unknown>> = await this.dataSource.query(
      `SELECT v.\`id\` AS videoId, v.\`title\` AS title, v.\`courseId\` AS courseId, c.\`title\` AS courseTitle,
              w.views AS views, w.viewers AS viewers, s.started AS started, s.done AS done, s.furthest AS furthest
       FROM \`videos\` v
       JOIN \`courses\` c ON c.\`id\` = v.\`courseId\`
       LEFT JOIN (SELECT \`videoId\`, COUNT(*) AS views, COUNT(DISTINCT \`userId\`) AS viewers FROM \`video_views\`
                  WHERE \`period\` >= ? AND \`period\` < ?${viewsInCourse.sql} GROUP BY \`videoId\`) w ON w.\`videoId\` = v.\`id\`
       LEFT JOIN (SELECT \`videoId\`, COUNT(*) AS started, SUM(\`completed\`) AS done,
                         AVG(CASE WHEN \`duration\` <= 0 THEN 0 WHEN \`furthest\` >= \`duration\` THEN 1 ELSE \`furthest\` / \`duration\` END) AS furthest
                  FROM \`video_progress\` WHERE 1 = 1${progressInCourse.sql} GROUP BY \`videoId\`) s ON s.\`videoId\` = v.\`id\`
       WHERE 1 = 1${course.sql}
       ORDER BY c.\`order\` ASC, c.\`createdAt\` ASC, v.\`createdAt\` ASC, v.\`title\` ASC, v.\`id\` ASC`,
      [range.firstPeriod, range.endPeriod, ...viewsInCourse.params, ...progressInCourse.params, ...course.params],
    );
    return rows.map((row) => {
      const started = count(row.started);
      const completed = count(row.done);
      return {
        videoId: String(row.videoId),
        title: String(row.title),
        courseId: String(row.courseId),
        courseTitle: String(row.courseTitle),
        views: count(row.views),
        viewers: count(row.viewers),
        started,
        completed,
        completionRate: started > 0 ? Math.round((completed / started) * 100) : 0,
        averageFurthest: Math.round(count(row.furthest) * 100),
      };
    });
  }

  /** Published videos in scope (one course, or all of them). */
  async publishedInScope(courseId: string | null): Promise<number> {
    const course = courseFilter(courseId, '`courseId`');
    const rows = await this.dataSource.query(`SELECT COUNT(*) AS n FROM \`videos\` WHERE \`isPublished\` = 1${course.sql}`, course.params);
    return count(rows[0]?.n);
  }

  async assertCourse(courseId: string | null): Promise<void> {
    if (!courseId) return;
    const found = await this.dataSource.query('SELECT 1 AS found FROM `courses` WHERE `id` = ?', [courseId]);
    if (found.length === 0) throw courseNotFound();
  }

  /** Completed published videos in scope, summed over the members who watched in the range. */
  private async completedByWatchers(range: ReportRange): Promise<number> {
    const views = inCourse('vv.`videoId`', range.courseId);
    const published = inPublished('p.`videoId`', range.courseId);
    const rows = await this.dataSource.query(
      `SELECT COUNT(*) AS done FROM \`video_progress\` p
       WHERE p.\`completed\` = 1${published.sql}
         AND p.\`userId\` IN (SELECT vv.\`userId\` FROM \`video_views\` vv WHERE vv.\`period\` >= ? AND vv.\`period\` < ?${views.sql})`,
      [...published.params, range.firstPeriod, range.endPeriod, ...views.params],
    );
    return count(rows[0]?.done);
  }
}
