import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type AnalyticsDay, type AnalyticsSummary, type AnalyticsVideoRow } from '@academy/common';
import { DAY_MS, eachDay } from '@academy/common/korean-days';
import { courseNotFound } from '../courses/course.errors';
import {
  count,
  courseFilter,
  inCourse,
  inPublished,
  viewersPastRange,
  watchedInRange,
  type SqlPart,
} from './report-sql';
import { weeksOf, type ReportRange } from './report-range';

/** A Seoul day number (days since 1970-01-01 in Seoul) as YYYY-MM-DD. */
const dayOfNumber = (day: unknown) => new Date(count(day) * DAY_MS).toISOString().slice(0, 10);

/**
 * The administrators' viewing report: figures for a range of Seoul days, all aggregated by the
 * database, never rows pulled into JavaScript. Views and completions per day, and each video's
 * progress figures, are read from rollups the database keeps on every write (see
 * database/migrations/analytics-rollups.ts and analytics-days.ts): a row per day for the whole
 * academy, at most a row per video and day for one course. Views are counted by
 * their half-hour period's Seoul day, completions by their time's.
 */
@Injectable()
export class AnalyticsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async summary(range: ReportRange): Promise<AnalyticsSummary> {
    await this.assertCourse(range.courseId);
    const days = daysOf(range.courseId);
    const [totals, watchers, published] = await Promise.all([
      this.dataSource.query(
        `SELECT SUM(\`views\`) AS views, SUM(\`completions\`) AS completions FROM ${days.table} WHERE \`day\` >= ? AND \`day\` < ?${days.videos.sql}`,
        [range.firstDay, range.endDay, ...days.videos.params],
      ),
      this.watchers(range),
      this.publishedInScope(range.courseId),
    ]);
    const members = watchers.watchers;
    const done =
      members === 0 || published === 0
        ? 0
        : 'done' in watchers
          ? watchers.done
          : await this.completedByWatchers(range, members, watchers.members);
    return {
      from: range.from,
      to: range.to,
      courseId: range.courseId,
      activeMembers: members,
      views: count(totals[0]?.views),
      completions: count(totals[0]?.completions),
      // The mean of the members table's completion column over the members who watched: each is
      // their completed published videos in scope over all of them, so the mean is one sum.
      averageCompletion: members > 0 && published > 0 ? Math.round((done / (members * published)) * 100) : 0,
    };
  }

  /** Every day of the range, in order, with zeros where nothing happened. */
  async daily(range: ReportRange): Promise<AnalyticsDay[]> {
    await this.assertCourse(range.courseId);
    const days = daysOf(range.courseId);
    const rows: Array<{ day: unknown; views: unknown; completions: unknown }> = await this.dataSource.query(
      `SELECT \`day\` AS day, SUM(\`views\`) AS views, SUM(\`completions\`) AS completions FROM ${days.table}
       WHERE \`day\` >= ? AND \`day\` < ?${days.videos.sql} GROUP BY \`day\``,
      [range.firstDay, range.endDay, ...days.videos.params],
    );
    const viewsByDay = new Map<string, number>(rows.map((row) => [dayOfNumber(row.day), count(row.views)]));
    const completionsByDay = new Map<string, number>(rows.map((row) => [dayOfNumber(row.day), count(row.completions)]));
    return eachDay(range.from, range.to).map((day) => ({
      day,
      views: viewsByDay.get(day) ?? 0,
      completions: completionsByDay.get(day) ?? 0,
    }));
  }

  /**
   * Each video: views and distinct viewers in the range; who started and completed it and how far
   * they got on average, as the members stand now.
   */
  async videos(range: ReportRange): Promise<AnalyticsVideoRow[]> {
    await this.assertCourse(range.courseId);
    const course = courseFilter(range.courseId);
    // The progress figures come from their rollup (a row per video); views and distinct viewers
    // from the week and day rollups, grouped per video in separate reads; and for a past range,
    // the viewers who watched on after it, from who watched what (a row per video and member).
    const pastRange = viewersPastRange(range, inCourse('a.`videoId`', range.courseId));
    const [rows, inRange] = await Promise.all([
      this.dataSource.query(
        `SELECT v.\`id\` AS videoId, v.\`title\` AS title, v.\`courseId\` AS courseId, c.\`title\` AS courseTitle,
                s.\`started\` AS started, s.\`completed\` AS done, s.\`furthestSum\` AS furthestSum, p.viewers AS viewersAfter
         FROM \`videos\` v
         JOIN \`courses\` c ON c.\`id\` = v.\`courseId\`
         LEFT JOIN (${pastRange.sql}) p ON p.videoId = v.\`id\`
         LEFT JOIN \`analytics_video_progress\` s ON s.\`videoId\` = v.\`id\`
         WHERE 1 = 1${course.sql}
         ORDER BY c.\`order\` ASC, c.\`createdAt\` ASC, v.\`createdAt\` ASC, v.\`title\` ASC, v.\`id\` ASC`,
        [...pastRange.params, ...course.params],
      ) as Promise<Array<Record<string, unknown>>>,
      this.viewsPerVideo(range),
    ]);
    return rows.map((row) => {
      const started = count(row.started);
      const completed = count(row.done);
      return {
        videoId: String(row.videoId),
        title: String(row.title),
        courseId: String(row.courseId),
        courseTitle: String(row.courseTitle),
        views: inRange.get(String(row.videoId))?.views ?? 0,
        viewers: (inRange.get(String(row.videoId))?.lastViewers ?? 0) + count(row.viewersAfter),
        started,
        completed,
        completionRate: started > 0 ? Math.round((completed / started) * 100) : 0,
        averageFurthest: started > 0 ? Math.round((count(row.furthestSum) / started) * 100) : 0,
      };
    });
  }

  /**
   * Per video, views in the range and the members whose last view of it fell in the range: the
   * whole weeks from analytics_video_weeks, the days at the range's two ends from the day rollups,
   * each read along its day (or week) index and grouped per video, then added up here.
   */
  private async viewsPerVideo(range: ReportRange): Promise<Map<string, { views: number; lastViewers: number }>> {
    const videos = inCourse('`videoId`', range.courseId);
    const { weeks, days } = weeksOf(range);
    const reads: Array<{ sql: string; params: unknown[] }> = [];
    if (weeks)
      reads.push({
        sql: `SELECT \`videoId\` AS videoId, SUM(\`views\`) AS views, SUM(\`lastViewers\`) AS lastViewers FROM \`analytics_video_weeks\`
              WHERE \`week\` >= ? AND \`week\` < ?${videos.sql} GROUP BY \`videoId\``,
        params: [...weeks, ...videos.params],
      });
    for (const span of days)
      reads.push(
        {
          sql: `SELECT \`videoId\` AS videoId, SUM(\`views\`) AS views, 0 AS lastViewers FROM \`analytics_video_days\`
                WHERE \`day\` >= ? AND \`day\` < ?${videos.sql} GROUP BY \`videoId\``,
          params: [...span, ...videos.params],
        },
        {
          sql: `SELECT \`videoId\` AS videoId, 0 AS views, SUM(\`viewers\`) AS lastViewers FROM \`analytics_video_last_days\`
                WHERE \`day\` >= ? AND \`day\` < ?${videos.sql} GROUP BY \`videoId\``,
          params: [...span, ...videos.params],
        },
      );
    const results: Array<Array<Record<string, unknown>>> = await Promise.all(
      reads.map((read) => this.dataSource.query(read.sql, read.params)),
    );
    const perVideo = new Map<string, { views: number; lastViewers: number }>();
    for (const row of results.flat()) {
      const videoId = String(row.videoId);
      const sum = perVideo.get(videoId) ?? { views: 0, lastViewers: 0 };
      perVideo.set(videoId, {
        views: sum.views + count(row.views),
        lastViewers: sum.lastViewers + count(row.lastViewers),
      });
    }
    return perVideo;
  }

  /** Published videos in scope (one course, or all of them). */
  async publishedInScope(courseId: string | null): Promise<number> {
    const course = courseFilter(courseId, '`courseId`');
    const rows = await this.dataSource.query(
      `SELECT COUNT(*) AS n FROM \`videos\` WHERE \`isPublished\` = 1${course.sql}`,
      course.params,
    );
    return count(rows[0]?.n);
  }

  async assertCourse(courseId: string | null): Promise<void> {
    if (!courseId) return;
    const found = await this.dataSource.query('SELECT 1 AS found FROM `courses` WHERE `id` = ?', [courseId]);
    if (found.length === 0) throw courseNotFound();
  }

  /**
   * Members who watched in the range, and all members. With no course, from each member's last day
   * with views (analytics_members, read along its day index); one course's views are few, so they
   * are read directly, with the completions of its watchers.
   */
  private async watchers(range: ReportRange): Promise<Watchers> {
    if (range.courseId) return this.courseWatchers(range);
    const watching = watchingMembers(range);
    const [watchers, members] = await Promise.all([
      this.dataSource.query(`SELECT COUNT(*) AS n FROM (${watching.sql}) w`, watching.params),
      this.dataSource.query('SELECT COUNT(*) AS n FROM `users`'),
    ]);
    return { watchers: count(watchers[0]?.n), members: count(members[0]?.n) };
  }

  /**
   * One course's watchers in the range, and their completed published videos of it. SQLite runs
   * one query at a time, so it finds the watchers once for both counts; MariaDB/MySQL count them
   * in two reads side by side, each finding them (one query is slower there).
   */
  private async courseWatchers(range: ReportRange): Promise<Watchers> {
    const published = inPublished('p.`videoId`', range.courseId);
    const watched = watchedInRange(range);
    const videos = inCourse('a.`videoId`', range.courseId);
    const watchers = {
      sql: `SELECT a.\`userId\` AS userId FROM \`analytics_video_viewers\` a WHERE 1 = 1${watched.sql}${videos.sql}`,
      params: [...watched.params, ...videos.params],
    };
    const completed = `SELECT COUNT(*) AS done FROM \`video_progress\` p WHERE p.\`completed\` = 1${published.sql} AND p.\`userId\` IN`;
    if (this.dataSource.options.type === 'better-sqlite3') {
      const rows = await this.dataSource.query(
        `WITH w AS MATERIALIZED (SELECT DISTINCT x.userId AS userId FROM (${watchers.sql}) x)
         SELECT (SELECT COUNT(*) FROM w) AS watchers, (${completed} w) AS done`,
        [...watchers.params, ...published.params],
      );
      return { watchers: count(rows[0]?.watchers), done: count(rows[0]?.done) };
    }
    const [counted, done] = await Promise.all([
      this.dataSource.query(`SELECT COUNT(DISTINCT w.userId) AS watchers FROM (${watchers.sql}) w`, watchers.params),
      this.dataSource.query(`${completed} (${watchers.sql})`, [...published.params, ...watchers.params]),
    ]);
    return { watchers: count(counted[0]?.watchers), done: count(done[0]?.done) };
  }

  /**
   * Completed published videos of every course, summed over the members who watched in the range
   * (`watchers` of `members`). When most members watched, it is every completion (the per-video
   * rollup) less those of the members who did not, so the rows read are those of the smaller group.
   */
  private async completedByWatchers(range: ReportRange, watchers: number, members: number): Promise<number> {
    const published = inPublished('p.`videoId`', range.courseId);
    const watching = watchingMembers(range);
    // Members first, then each chosen member's completions (a correlated count, so the database
    // cannot start from every completed row and test each one's member).
    const completed = `(SELECT COUNT(*) FROM \`video_progress\` p WHERE p.\`userId\` = w.\`userId\` AND p.\`completed\` = 1${published.sql})`;
    if (watchers * 2 <= members) {
      const rows = await this.dataSource.query(`SELECT SUM(${completed}) AS done FROM (${watching.sql}) w`, [
        ...watching.params,
        ...published.params,
      ]);
      return count(rows[0]?.done);
    }
    const all = inPublished('a.`videoId`', range.courseId);
    const [everyone, others] = await Promise.all([
      this.dataSource.query(
        `SELECT SUM(a.\`completed\`) AS done FROM \`analytics_video_progress\` a WHERE 1 = 1${all.sql}`,
        all.params,
      ),
      this.dataSource.query(
        `SELECT SUM(${completed}) AS done FROM (SELECT u.\`id\` AS userId FROM \`users\` u WHERE u.\`id\` NOT IN (${watching.sql})) w`,
        [...watching.params, ...published.params],
      ),
    ]);
    return count(everyone[0]?.done) - count(others[0]?.done);
  }
}

/**
 * Where the views and completions per day are: the whole academy's in a row per day
 * (analytics_days), one course's in its videos' rows (analytics_video_days).
 */
function daysOf(courseId: string | null): { table: string; videos: SqlPart } {
  return courseId
    ? { table: '`analytics_video_days`', videos: inCourse('`videoId`', courseId) }
    : { table: '`analytics_days`', videos: { sql: '', params: [] } };
}

/**
 * The members with a view in the days [F, T), as `SELECT userId`: those whose last day with views
 * (analytics_members) falls in the range, and of those whose last day is later (a range in the
 * past), the ones whose last day before T, read backwards along their days from T, is F or later.
 */
function watchingMembers(range: { firstDay: number; endDay: number }): SqlPart {
  return {
    sql: `SELECT a.\`userId\` AS userId FROM \`analytics_members\` a
          WHERE a.\`lastDay\` >= ? AND (a.\`lastDay\` < ?
            OR COALESCE((SELECT m.\`day\` FROM \`analytics_member_days\` m
                         WHERE m.\`userId\` = a.\`userId\` AND m.\`day\` < ? AND m.\`views\` > 0 ORDER BY m.\`day\` DESC LIMIT 1), -1) >= ?)`,
    params: [range.firstDay, range.endDay, range.endDay, range.firstDay],
  };
}

/**
 * The members who watched in the range: with no course, counted among every member; with one,
 * with their completed published videos of it, counted beside them.
 */
type Watchers = { watchers: number; members: number } | { watchers: number; done: number };
