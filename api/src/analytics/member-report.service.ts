import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  ANALYTICS,
  coursePercent,
  MESSAGES,
  type AnalyticsMemberDetail,
  type AnalyticsMemberList,
  type AnalyticsMemberRow,
  type AnalyticsMemberSort,
  type Role,
  type SortOrder,
} from '@academy/common';
import { ApiError } from '../common/api-error';
import { displayName } from '../members/user.view';
import { AnalyticsService } from './analytics.service';
import { memberSearch } from './member-search';
import { count, courseFilter, idsFilter, isoTime, reportSql, sqlTime } from './report-sql';
import type { ReportRange } from './report-range';

export interface MemberListOptions {
  q?: string;
  sort?: AnalyticsMemberSort;
  order?: SortOrder;
  page?: number;
  pageSize?: number;
}

const ORDER_BY: Record<AnalyticsMemberSort, (dir: string) => string> = {
  name: (dir) => `COALESCE(u.\`lastName\`, '') ${dir}, COALESCE(u.\`firstName\`, '') ${dir}`,
  email: (dir) => `u.\`email\` ${dir}`,
  views: (dir) => `views ${dir}`,
  started: (dir) => `started ${dir}`,
  completed: (dir) => `completed ${dir}`,
  percent: (dir) => `done ${dir}`,
  lastActivity: (dir) => `lastActivity ${dir}`,
};

/** The name order of the CSV, and the key each batch continues after. */
const NAME_KEY = "COALESCE(u.`lastName`, ''), COALESCE(u.`firstName`, ''), u.`id`";

const memberNotFound = () => new ApiError(HttpStatus.NOT_FOUND, 'NOT_FOUND', MESSAGES.analytics.memberNotFound);

/**
 * The report's members (VERIFIED accounts: the students): views and videos started in the range,
 * videos completed in the range, completion of the published videos in scope now, last activity.
 */
@Injectable()
export class MemberReportService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly report: AnalyticsService,
  ) {}

  async list(range: ReportRange, options: MemberListOptions): Promise<AnalyticsMemberList> {
    await this.report.assertCourse(range.courseId);
    const search = memberSearch(reportSql(this.dataSource), options.q);
    const pageSize = options.pageSize ?? ANALYTICS.membersPageSizeDefault;
    const dir = options.order === 'asc' ? 'ASC' : 'DESC';
    const orderBy = `${ORDER_BY[options.sort ?? 'lastActivity'](dir)}, u.\`id\` ${dir}`;
    const [total, published, rows] = await Promise.all([
      this.dataSource.query(`SELECT COUNT(*) AS n FROM \`users\` u WHERE u.\`role\` = 'VERIFIED'${search.sql}`, search.params),
      this.publishedInScope(range.courseId),
      this.rows(range, search, null, `ORDER BY ${orderBy} LIMIT ? OFFSET ?`, [pageSize, ((options.page ?? 1) - 1) * pageSize]),
    ]);
    return { items: rows.map((row) => toRow(row, published)), total: count(total[0]?.n) };
  }

  /**
   * Every row of the list in name order, a batch at a time (each batch one query for its members
   * and one for their figures), so an export of any size holds one batch in memory.
   */
  async *batches(range: ReportRange, q: string | undefined, batchRows: number = ANALYTICS.csvBatchRows): AsyncGenerator<AnalyticsMemberRow[]> {
    await this.report.assertCourse(range.courseId);
    const search = memberSearch(reportSql(this.dataSource), q);
    const published = await this.publishedInScope(range.courseId);
    let after: [string, string, string] | null = null;
    for (;;) {
      const keyset: string = after ? ` AND (${NAME_KEY}) > (?, ?, ?)` : '';
      const members: Array<{ id: string; lastKey: string; firstKey: string }> = await this.dataSource.query(
        `SELECT u.\`id\` AS id, COALESCE(u.\`lastName\`, '') AS lastKey, COALESCE(u.\`firstName\`, '') AS firstKey FROM \`users\` u
         WHERE u.\`role\` = 'VERIFIED'${search.sql}${keyset} ORDER BY ${NAME_KEY} LIMIT ?`,
        [...search.params, ...(after ?? []), batchRows],
      );
      if (members.length === 0) return;
      const rows = await this.rows(range, search, members.map((member) => member.id), '', []);
      const byId = new Map(rows.map((row) => [String(row.id), row]));
      yield members.flatMap((member) => {
        const row = byId.get(member.id);
        return row ? [toRow(row, published)] : [];
      });
      if (members.length < batchRows) return;
      const last = members[members.length - 1];
      after = [last.lastKey, last.firstKey, last.id];
    }
  }

  async detail(userId: string, courseId: string | null): Promise<AnalyticsMemberDetail> {
    await this.report.assertCourse(courseId);
    const users: Array<{ id: string; email: string; firstName: string | null; lastName: string | null; role: Role }> = await this.dataSource.query(
      'SELECT `id`, `email`, `firstName`, `lastName`, `role` FROM `users` WHERE `id` = ?',
      [userId],
    );
    const user = users[0];
    if (!user) throw memberNotFound();
    const course = courseFilter(courseId);
    const [courses, videos] = await Promise.all([
      this.dataSource.query(
        `SELECT c.\`id\` AS courseId, c.\`title\` AS title, m.done AS done, t.total AS total
         FROM (SELECT v.\`courseId\` AS courseId, SUM(CASE WHEN p.\`completed\` = 1 AND v.\`isPublished\` = 1 THEN 1 ELSE 0 END) AS done
               FROM \`video_progress\` p JOIN \`videos\` v ON v.\`id\` = p.\`videoId\` WHERE p.\`userId\` = ?${course.sql} GROUP BY v.\`courseId\`) m
         JOIN \`courses\` c ON c.\`id\` = m.courseId
         LEFT JOIN (SELECT \`courseId\`, COUNT(*) AS total FROM \`videos\` WHERE \`isPublished\` = 1 GROUP BY \`courseId\`) t ON t.\`courseId\` = m.courseId
         ORDER BY c.\`order\` ASC, c.\`createdAt\` ASC, c.\`id\` ASC`,
        [userId, ...course.params],
      ),
      this.dataSource.query(
        `SELECT p.\`videoId\` AS videoId, v.\`title\` AS title, v.\`courseId\` AS courseId, p.\`position\` AS position, p.\`duration\` AS duration,
                p.\`furthest\` AS furthest, p.\`completed\` AS completed, p.\`completedAt\` AS completedAt, p.\`updatedAt\` AS updatedAt
         FROM \`video_progress\` p JOIN \`videos\` v ON v.\`id\` = p.\`videoId\` WHERE p.\`userId\` = ?${course.sql}
         ORDER BY p.\`updatedAt\` DESC, p.\`id\` DESC`,
        [userId, ...course.params],
      ),
    ]);
    return {
      member: { id: user.id, name: displayName(user.firstName, user.lastName), email: user.email, role: user.role },
      courses: courses.map((row: Record<string, unknown>) => {
        const done = count(row.done);
        const total = count(row.total);
        return { courseId: String(row.courseId), title: String(row.title), completed: done, total, percent: coursePercent(done, total) };
      }),
      videos: videos.map((row: Record<string, unknown>) => ({
        videoId: String(row.videoId),
        title: String(row.title),
        courseId: String(row.courseId),
        position: Number(row.position),
        duration: Number(row.duration),
        furthest: Number(row.furthest),
        completed: Boolean(Number(row.completed)),
        completedAt: isoTime(row.completedAt),
        updatedAt: isoTime(row.updatedAt) ?? '',
      })),
    };
  }

  private async publishedInScope(courseId: string | null): Promise<number> {
    const course = courseFilter(courseId, '`courseId`');
    const rows = await this.dataSource.query(`SELECT COUNT(*) AS n FROM \`videos\` WHERE \`isPublished\` = 1${course.sql}`, course.params);
    return count(rows[0]?.n);
  }

  /** The members' figures, each aggregated by the database; `ids` limits it to one batch of members. */
  private rows(range: ReportRange, search: { sql: string; params: string[] }, ids: string[] | null, tail: string, tailParams: unknown[]): Promise<Array<Record<string, unknown>>> {
    const course = courseFilter(range.courseId);
    const views = idsFilter('vv.`userId`', ids);
    const progress = idsFilter('p.`userId`', ids);
    const users = idsFilter('u.`id`', ids);
    return this.dataSource.query(
      `SELECT u.\`id\` AS id, u.\`email\` AS email, u.\`firstName\` AS firstName, u.\`lastName\` AS lastName,
              COALESCE(w.views, 0) AS views, COALESCE(w.started, 0) AS started, COALESCE(c.completed, 0) AS completed,
              COALESCE(d.done, 0) AS done, d.lastActivity AS lastActivity
       FROM \`users\` u
       LEFT JOIN (SELECT vv.\`userId\` AS userId, COUNT(*) AS views, COUNT(DISTINCT vv.\`videoId\`) AS started
                  FROM \`video_views\` vv JOIN \`videos\` v ON v.\`id\` = vv.\`videoId\`
                  WHERE vv.\`period\` >= ? AND vv.\`period\` < ?${course.sql}${views.sql} GROUP BY vv.\`userId\`) w ON w.userId = u.\`id\`
       LEFT JOIN (SELECT p.\`userId\` AS userId, COUNT(*) AS completed
                  FROM \`video_progress\` p JOIN \`videos\` v ON v.\`id\` = p.\`videoId\`
                  WHERE p.\`completedAt\` >= ? AND p.\`completedAt\` < ?${course.sql}${progress.sql} GROUP BY p.\`userId\`) c ON c.userId = u.\`id\`
       LEFT JOIN (SELECT p.\`userId\` AS userId, SUM(CASE WHEN p.\`completed\` = 1 AND v.\`isPublished\` = 1 THEN 1 ELSE 0 END) AS done,
                         MAX(p.\`updatedAt\`) AS lastActivity
                  FROM \`video_progress\` p JOIN \`videos\` v ON v.\`id\` = p.\`videoId\`
                  WHERE 1 = 1${course.sql}${progress.sql} GROUP BY p.\`userId\`) d ON d.userId = u.\`id\`
       WHERE u.\`role\` = 'VERIFIED'${search.sql}${users.sql}
       ${tail}`,
      [
        range.firstPeriod,
        range.endPeriod,
        ...course.params,
        ...views.params,
        sqlTime(range.start),
        sqlTime(range.end),
        ...course.params,
        ...progress.params,
        ...course.params,
        ...progress.params,
        ...search.params,
        ...users.params,
        ...tailParams,
      ],
    );
  }
}

function toRow(row: Record<string, unknown>, published: number): AnalyticsMemberRow {
  const firstName = (row.firstName as string | null) ?? null;
  const lastName = (row.lastName as string | null) ?? null;
  return {
    userId: String(row.id),
    name: displayName(firstName, lastName),
    email: String(row.email),
    views: count(row.views),
    started: count(row.started),
    completed: count(row.completed),
    percent: coursePercent(count(row.done), published),
    lastActivity: isoTime(row.lastActivity),
  };
}
