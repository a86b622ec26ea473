import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { eachDay, type AnalyticsDay, type AnalyticsSummary, type AnalyticsVideoRow } from '@academy/common';
import { courseNotFound } from '../courses/course.errors';
import { count, courseFilter, reportSql, sqlTime } from './report-sql';
import type { ReportRange } from './report-range';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A Seoul day number (days since 1970-01-01 in Seoul) as YYYY-MM-DD. */
const dayOfNumber = (day: unknown) => new Date(count(day) * DAY_MS).toISOString().slice(0, 10);

/**
 * The administrators' viewing report: figures for a range of Seoul days, all aggregated by the
 * database (GROUP BY over composite indexes), never rows pulled into JavaScript.
 */
@Injectable()
export class AnalyticsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async summary(range: ReportRange): Promise<AnalyticsSummary> {
    await this.assertCourse(range.courseId);
    const course = courseFilter(range.courseId);
    const [views, completions, average] = await Promise.all([
      this.dataSource.query(
        `SELECT COUNT(*) AS views, COUNT(DISTINCT vv.\`userId\`) AS members FROM \`video_views\` vv JOIN \`videos\` v ON v.\`id\` = vv.\`videoId\`
         WHERE vv.\`period\` >= ? AND vv.\`period\` < ?${course.sql}`,
        [range.firstPeriod, range.endPeriod, ...course.params],
      ),
      this.dataSource.query(
        `SELECT COUNT(*) AS completions FROM \`video_progress\` p JOIN \`videos\` v ON v.\`id\` = p.\`videoId\`
         WHERE p.\`completedAt\` >= ? AND p.\`completedAt\` < ?${course.sql}`,
        [sqlTime(range.start), sqlTime(range.end), ...course.params],
      ),
      this.averageCompletion(range),
    ]);
    return {
      from: range.from,
      to: range.to,
      courseId: range.courseId,
      activeMembers: count(views[0]?.members),
      views: count(views[0]?.views),
      completions: count(completions[0]?.completions),
      averageCompletion: average,
    };
  }

  /** Every day of the range, in order, with zeros where nothing happened. */
  async daily(range: ReportRange): Promise<AnalyticsDay[]> {
    await this.assertCourse(range.courseId);
    const sql = reportSql(this.dataSource);
    const course = courseFilter(range.courseId);
    const [views, completions] = await Promise.all([
      this.dataSource.query(
        `SELECT ${sql.seoulDayOfPeriod('vv.`period`')} AS day, COUNT(*) AS n FROM \`video_views\` vv JOIN \`videos\` v ON v.\`id\` = vv.\`videoId\`
         WHERE vv.\`period\` >= ? AND vv.\`period\` < ?${course.sql} GROUP BY day`,
        [range.firstPeriod, range.endPeriod, ...course.params],
      ),
      this.dataSource.query(
        `SELECT ${sql.seoulDay('p.`completedAt`')} AS day, COUNT(*) AS n FROM \`video_progress\` p JOIN \`videos\` v ON v.\`id\` = p.\`videoId\`
         WHERE p.\`completedAt\` >= ? AND p.\`completedAt\` < ?${course.sql} GROUP BY day`,
        [sqlTime(range.start), sqlTime(range.end), ...course.params],
      ),
    ]);
    const viewsByDay = new Map<string, number>(views.map((row: { day: unknown; n: unknown }) => [dayOfNumber(row.day), count(row.n)]));
    const completionsByDay = new Map<string, number>(completions.map((row: { day: string; n: unknown }) => [String(row.day), count(row.n)]));
    return eachDay(range.from, range.to).map((day) => ({ day, views: viewsByDay.get(day) ?? 0, completions: completionsByDay.get(day) ?? 0 }));
  }

  /**
   * Each video: views and distinct viewers in the range; who started and completed it and how far
   * they got on average, as the members stand now.
   */
  async videos(range: ReportRange): Promise<AnalyticsVideoRow[]> {
    await this.assertCourse(range.courseId);
    const course = courseFilter(range.courseId);
    const rows: Array<Record<string, unknown>> = await this.dataSource.query(
      `SELECT v.\`id\` AS videoId, v.\`title\` AS title, v.\`courseId\` AS courseId, c.\`title\` AS courseTitle,
              w.views AS views, w.viewers AS viewers, s.started AS started, s.done AS done, s.furthest AS furthest
       FROM \`videos\` v
       JOIN \`courses\` c ON c.\`id\` = v.\`courseId\`
       LEFT JOIN (SELECT \`videoId\`, COUNT(*) AS views, COUNT(DISTINCT \`userId\`) AS viewers FROM \`video_views\`
                  WHERE \`period\` >= ? AND \`period\` < ? GROUP BY \`videoId\`) w ON w.\`videoId\` = v.\`id\`
       LEFT JOIN (SELECT \`videoId\`, COUNT(*) AS started, SUM(\`completed\`) AS done,
                         AVG(CASE WHEN \`duration\` <= 0 THEN 0 WHEN \`furthest\` >= \`duration\` THEN 1 ELSE \`furthest\` / \`duration\` END) AS furthest
                  FROM \`video_progress\` GROUP BY \`videoId\`) s ON s.\`videoId\` = v.\`id\`
       WHERE 1 = 1${course.sql}
       ORDER BY c.\`order\` ASC, c.\`createdAt\` ASC, v.\`createdAt\` ASC, v.\`title\` ASC, v.\`id\` ASC`,
      [range.firstPeriod, range.endPeriod, ...course.params],
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

  /**
   * For each member who watched in the range and each course they watched: the share of its
   * published videos they have completed (at any time). The mean of those, in whole percent.
   */
  private async averageCompletion(range: ReportRange): Promise<number> {
    const course = courseFilter(range.courseId);
    const rows = await this.dataSource.query(
      `SELECT AVG(COALESCE(d.done, 0) * 100.0 / t.total) AS average
       FROM (SELECT DISTINCT vv.\`userId\` AS userId, v.\`courseId\` AS courseId FROM \`video_views\` vv JOIN \`videos\` v ON v.\`id\` = vv.\`videoId\`
             WHERE vv.\`period\` >= ? AND vv.\`period\` < ? AND vv.\`userId\` IS NOT NULL${course.sql}) a
       JOIN (SELECT \`courseId\`, COUNT(*) AS total FROM \`videos\` WHERE \`isPublished\` = 1 GROUP BY \`courseId\`) t ON t.\`courseId\` = a.courseId
       LEFT JOIN (SELECT p.\`userId\` AS userId, v.\`courseId\` AS courseId, COUNT(*) AS done FROM \`video_progress\` p JOIN \`videos\` v ON v.\`id\` = p.\`videoId\`
                  WHERE p.\`completed\` = 1 AND v.\`isPublished\` = 1${course.sql} GROUP BY p.\`userId\`, v.\`courseId\`) d
         ON d.userId = a.userId AND d.courseId = a.courseId`,
      [range.firstPeriod, range.endPeriod, ...course.params, ...course.params],
    );
    return Math.round(count(rows[0]?.average));
  }

  async assertCourse(courseId: string | null): Promise<void> {
    if (!courseId) return;
    const found = await this.dataSource.query('SELECT 1 AS found FROM `courses` WHERE `id` = ?', [courseId]);
    if (found.length === 0) throw courseNotFound();
  }
}
