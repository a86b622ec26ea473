import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  ANALYTICS,
  displayName,
  type AnalyticsMemberDetail,
  type AnalyticsMemberList,
  type AnalyticsMemberRow,
  type AnalyticsMemberSort,
  type Role,
  type SortOrder,
} from '@academy/common';
import { ADMIN_MESSAGES, type GuardianFilter } from '@academy/common/admin-messages';
import { coursePercent } from '@academy/common/progress';
import { ApiError } from '../http/api-error';
import { AnalyticsService } from './analytics.service';
import { memberSearch, reportSql } from '../members/member-search';
import {
  count,
  courseFilter,
  idsFilter,
  inCourse,
  inPublished,
  isoTime,
  sqlTime,
  watchedInRange,
  type SqlPart,
} from './report-sql';
import { weeksOf, type ReportRange } from './report-range';
import { guardianFilter } from './guardian-filter';
import { ViewRangesService } from './view-ranges.service';

/** Which members the list and the CSV hold: a search, and whether a guardian is linked. */
export interface MemberFilters {
  q?: string | null;
  guardian?: GuardianFilter;
}

export interface MemberListOptions extends MemberFilters {
  sort?: AnalyticsMemberSort;
  order?: SortOrder;
  page?: number;
  pageSize?: number;
}

/** The name order of the list and of the CSV, and the key each CSV batch continues after. */
const NAME_ORDER = (dir: string) => `COALESCE(u.\`lastName\`, '') ${dir}, COALESCE(u.\`firstName\`, '') ${dir}`;

const NAME_KEY = "COALESCE(u.`lastName`, ''), COALESCE(u.`firstName`, ''), u.`id`";

/** Batches of an export whose keys are read by one query. */
const KEY_RUN_BATCHES = 10;

/** The export batches whose figures are read at the same time. */
const BATCHES_READ_AT_ONCE = 2;

/** The whole weeks from which a members batch reads the week rollup instead of the days. */
const MEMBER_WEEKS_FROM = 8;

/** The rows of an export's first batch, which its first byte waits for. */
const FIRST_BATCH_ROWS = 100;

const memberNotFound = () => new ApiError(HttpStatus.NOT_FOUND, 'NOT_FOUND', ADMIN_MESSAGES.analytics.memberNotFound);

/**
 * The report's members (VERIFIED accounts: the students): views and videos started in the range,
 * videos completed in the range, completion of the published videos in scope now, last activity.
 */
@Injectable()
export class MemberReportService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly report: AnalyticsService,
    private readonly viewRanges: ViewRangesService,
  ) {}

  /**
   * One page: first the page's members in the chosen order (only the figure sorted by is
   * aggregated over every member), then the page's figures for those members alone.
   */
  async list(range: ReportRange, options: MemberListOptions): Promise<AnalyticsMemberList> {
    await this.report.assertCourse(range.courseId);
    const search = this.membersWhere(options);
    const pageSize = options.pageSize ?? ANALYTICS.membersPageSizeDefault;
    const dir = options.order === 'asc' ? 'ASC' : 'DESC';
    const sort = options.sort ?? 'lastActivity';
    const offset = ((options.page ?? 1) - 1) * pageSize;
    const byViews =
      sort === 'views' && !range.courseId ? await this.viewRanges.filled(range.firstDay, range.endDay) : null;
    const [total, published, unpublished, ids] = await Promise.all([
      this.dataSource.query(
        `SELECT COUNT(*) AS n FROM \`users\` u WHERE u.\`role\` = 'VERIFIED'${search.sql}`,
        search.params,
      ),
      this.report.publishedInScope(range.courseId),
      this.unpublishedVideos(),
      byViews === null
        ? this.sortedPage(this.sortKey(sort, range), search, dir, offset, pageSize)
        : this.viewsPage(byViews, search, dir, offset, pageSize),
    ]);
    const rows = ids.length ? await this.rows(range, ids, unpublished) : [];
    const byId = new Map(rows.map((row) => [String(row.id), row]));
    return {
      items: ids.flatMap((id) => (byId.has(id) ? [toRow(byId.get(id)!, published)] : [])),
      total: count(total[0]?.n),
    };
  }

  /**
   * Every row of the list in name order, a batch at a time: the members' keys a run of batches at a
   * time (the name order has no index, so each run is one sort of the members), then each batch's
   * figures in one query for its members, two batches read at once (a short first batch starts the
   * answer sooner). An export of any size holds one run of keys and two batches.
   */
  async *batches(
    range: ReportRange,
    filters: MemberFilters,
    batchRows: number = ANALYTICS.csvBatchRows,
  ): AsyncGenerator<AnalyticsMemberRow[]> {
    await this.report.assertCourse(range.courseId);
    const [published, unpublished] = await Promise.all([
      this.report.publishedInScope(range.courseId),
      this.unpublishedVideos(),
    ]);
    const read = (members: Array<{ id: string }>) => {
      const figures = this.rows(
        range,
        members.map((member) => member.id),
        unpublished,
      );
      // Awaited on the next turn; a consumer that stops first leaves no unhandled rejection.
      figures.catch(() => undefined);
      return { members, figures };
    };
    const keys = this.memberKeys(this.membersWhere(filters), batchRows);
    // Batches whose figures are being read: the database works on two at once (one per core of a
    // small server) while the oldest is sent.
    const reading: Array<ReturnType<typeof read>> = [];
    let more = true;
    const readAhead = async () => {
      while (more && reading.length < BATCHES_READ_AT_ONCE) {
        const next = await keys.next();
        if (next.done) more = false;
        else reading.push(read(next.value));
      }
    };
    await readAhead();
    while (reading.length > 0) {
      const { members, figures } = reading.shift()!;
      const rows = await figures;
      await readAhead();
      const byId = new Map(rows.map((row) => [String(row.id), row]));
      yield members.flatMap((member) => {
        const row = byId.get(member.id);
        return row ? [toRow(row, published)] : [];
      });
    }
  }

  /** A page of member ids in the order of one figure computed for every member. */
  private async sortedPage(
    key: ReturnType<MemberReportService['sortKey']>,
    search: SqlPart,
    dir: string,
    offset: number,
    limit: number,
  ): Promise<string[]> {
    const page: Array<{ id: string }> = await this.dataSource.query(
      `SELECT u.\`id\` AS id FROM \`users\` u${key.join.sql}
       WHERE u.\`role\` = 'VERIFIED'${search.sql}
       ORDER BY ${key.orderBy(dir)}, u.\`id\` ${dir} LIMIT ? OFFSET ?`,
      [...key.join.params, ...search.params, ...(key.orderParams ?? []), limit, offset],
    );
    return page.map((row) => String(row.id));
  }

  /**
   * A page of member ids by views over a filled range (ViewRangesService), in the order the
   * members table sorts views in, ties by id: the members with views read along the range's index
   * (views, then id), those without by their id, the first ones first when descending and last
   * when ascending. A part is counted only when the page starts past its end.
   */
  private async viewsPage(
    rangeId: number,
    search: SqlPart,
    dir: string,
    offset: number,
    limit: number,
  ): Promise<string[]> {
    const viewed = ` FROM \`analytics_range_member_views\` r JOIN \`users\` u ON u.\`id\` = r.\`userId\`
      WHERE r.\`rangeId\` = ? AND r.\`views\` > 0 AND u.\`role\` = 'VERIFIED'${search.sql}`;
    const unviewed = ` FROM \`users\` u WHERE u.\`role\` = 'VERIFIED'${search.sql}
      AND NOT EXISTS (SELECT 1 FROM \`analytics_range_member_views\` r WHERE r.\`rangeId\` = ? AND r.\`userId\` = u.\`id\` AND r.\`views\` > 0)`;
    const parts = [
      {
        from: viewed,
        params: [rangeId, ...search.params],
        order: `r.\`views\` ${dir}, r.\`userId\` ${dir}`,
        id: 'r.`userId`',
      },
      { from: unviewed, params: [...search.params, rangeId], order: `u.\`id\` ${dir}`, id: 'u.`id`' },
    ];
    if (dir === 'ASC') parts.reverse();
    const ids: string[] = [];
    for (const part of parts) {
      if (ids.length === limit) break;
      const rows: Array<{ id: string }> = await this.dataSource.query(
        `SELECT ${part.id} AS id${part.from} ORDER BY ${part.order} LIMIT ? OFFSET ?`,
        [...part.params, limit - ids.length, offset],
      );
      ids.push(...rows.map((row) => String(row.id)));
      if (rows.length > 0 || offset === 0) offset = 0;
      else {
        const counted = await this.dataSource.query(`SELECT COUNT(*) AS n${part.from}`, part.params);
        offset = Math.max(0, offset - count(counted[0]?.n));
      }
    }
    return ids;
  }

  /** The members of each batch in name order, their keys read a run of batches at a time. */
  private async *memberKeys(search: SqlPart, batchRows: number): AsyncGenerator<Array<{ id: string }>> {
    const runRows = batchRows * KEY_RUN_BATCHES;
    let after: [string, string, string] | null = null;
    for (;;) {
      const keyset: string = after ? ` AND (${NAME_KEY}) > (?, ?, ?)` : '';
      const members: Array<{ id: string; lastKey: string; firstKey: string }> = await this.dataSource.query(
        `SELECT u.\`id\` AS id, COALESCE(u.\`lastName\`, '') AS lastKey, COALESCE(u.\`firstName\`, '') AS firstKey FROM \`users\` u
         WHERE u.\`role\` = 'VERIFIED'${search.sql}${keyset} ORDER BY ${NAME_KEY} LIMIT ?`,
        [...search.params, ...(after ?? []), runRows],
      );
      for (let start = 0; start < members.length;) {
        // The first batch is small: its rows go out while the next ones are computed.
        const size = after === null && start === 0 ? Math.min(batchRows, FIRST_BATCH_ROWS) : batchRows;
        yield members.slice(start, start + size);
        start += size;
      }
      if (members.length < runRows) return;
      const last = members[members.length - 1]!;
      after = [last.lastKey, last.firstKey, last.id];
    }
  }

  async detail(userId: string, courseId: string | null): Promise<AnalyticsMemberDetail> {
    await this.report.assertCourse(courseId);
    const users: Array<{ id: string; email: string; firstName: string | null; lastName: string | null; role: Role }> =
      await this.dataSource.query('SELECT `id`, `email`, `firstName`, `lastName`, `role` FROM `users` WHERE `id` = ?', [
        userId,
      ]);
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
      member: { id: user.id, name: displayName(user), email: user.email, role: user.role },
      courses: courses.map((row: Record<string, unknown>) => {
        const done = count(row.done);
        const total = count(row.total);
        return {
          courseId: String(row.courseId),
          title: String(row.title),
          completed: done,
          total,
          percent: coursePercent(done, total),
        };
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

  /** The ids of the videos not published now. */
  private async unpublishedVideos(): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      'SELECT `id` AS id FROM `videos` WHERE `isPublished` = 0',
    );
    return rows.map((row) => String(row.id));
  }

  /** The filters as ` AND …` on the `u` (users) alias, after `role = 'VERIFIED'`. */
  private membersWhere({ q, guardian }: MemberFilters): SqlPart {
    const search = memberSearch(reportSql(this.dataSource), q);
    const linked = guardianFilter(guardian);
    return { sql: `${search.sql}${linked.sql}`, params: [...search.params, ...linked.params] };
  }

  /**
   * The order of the page: by name or e-mail from the users alone; by a figure, from that one
   * figure aggregated for every member (from a rollup or an index, without touching the table).
   */
  private sortKey(
    sort: AnalyticsMemberSort,
    range: ReportRange,
  ): { join: SqlPart; orderBy: (dir: string) => string; orderParams?: unknown[] } {
    const views = inCourse('`videoId`', range.courseId);
    const progress = inCourse('`videoId`', range.courseId);
    const figure = (sql: string, params: unknown[]) => ({
      join: { sql: ` LEFT JOIN (${sql}) k ON k.userId = u.\`id\``, params },
      orderBy: (dir: string) => `COALESCE(k.value, 0) ${dir}`,
    });
    const periods = [range.firstPeriod, range.endPeriod];
    switch (sort) {
      case 'name':
        return { join: { sql: '', params: [] }, orderBy: NAME_ORDER };
      case 'email':
        return { join: { sql: '', params: [] }, orderBy: (dir) => `u.\`email\` ${dir}` };
      case 'views':
        // With no course, each member's sum of their days in the range (a short range of the
        // rollup's key per member) instead of grouping every view of the range by member.
        if (!range.courseId) {
          return {
            join: { sql: '', params: [] },
            orderBy: (dir) =>
              `COALESCE((SELECT SUM(m.\`views\`) FROM \`analytics_member_days\` m WHERE m.\`userId\` = u.\`id\` AND m.\`day\` >= ? AND m.\`day\` < ?), 0) ${dir}`,
            orderParams: [range.firstDay, range.endDay],
          };
        }
        return figure(
          `SELECT \`userId\` AS userId, COUNT(*) AS value FROM \`video_views\` WHERE \`period\` >= ? AND \`period\` < ?${views.sql} GROUP BY \`userId\``,
          [...periods, ...views.params],
        );
      case 'started': {
        // From who watched what (a row per member and video), not every view of the range.
        const watched = watchedInRange(range);
        const videos = inCourse('a.`videoId`', range.courseId);
        return figure(
          `SELECT a.\`userId\` AS userId, COUNT(*) AS value FROM \`analytics_video_viewers\` a WHERE 1 = 1${watched.sql}${videos.sql} GROUP BY a.\`userId\``,
          [...watched.params, ...videos.params],
        );
      }
      case 'completed':
        return figure(
          `SELECT \`userId\` AS userId, COUNT(*) AS value FROM \`video_progress\` WHERE \`completedAt\` >= ? AND \`completedAt\` < ?${progress.sql} GROUP BY \`userId\``,
          [sqlTime(range.start), sqlTime(range.end), ...progress.params],
        );
      case 'percent': {
        const published = inPublished('`videoId`', range.courseId);
        return figure(
          `SELECT \`userId\` AS userId, COUNT(*) AS value FROM \`video_progress\` WHERE \`completed\` = 1${published.sql} GROUP BY \`userId\``,
          published.params,
        );
      }
      case 'lastActivity': {
        // Members who never watched sort as the least recent, as a missing figure does elsewhere.
        // With no course, each member's last progress save is kept in a row of their own.
        const last = range.courseId
          ? figure(
              `SELECT \`userId\` AS userId, MAX(\`updatedAt\`) AS value FROM \`video_progress\` WHERE 1 = 1${progress.sql} GROUP BY \`userId\``,
              progress.params,
            )
          : figure('SELECT `userId` AS userId, `lastActivity` AS value FROM `analytics_members`', []);
        return {
          join: last.join,
          orderBy: (dir) => `k.value IS NULL ${dir === 'DESC' ? 'ASC' : 'DESC'}, k.value ${dir}`,
        };
      }
    }
  }

  /**
   * The figures of a page or a batch of members: each part a read of its own, grouped per member by
   * the database for those members only and added up here. Views and videos started come from
   * weekFigures or courseFigures; completions, completion and last activity from one pass over each
   * member's progress rows (IDX_video_progress_member_activity holds every column it reads).
   * Separate reads cost the database less than one query joining their results per member.
   */
  private async rows(
    range: ReportRange,
    ids: string[],
    unpublished: readonly string[],
  ): Promise<Array<Record<string, unknown>>> {
    const { views, started } = range.courseId ? courseFigures(range, ids) : weekFigures(range, ids);
    // Each member's progress rows along IDX_video_progress_member_activity alone: the videos'
    // course and publication are looked up in sets of ids, not joined row by row.
    const progressCourse = inCourse('p.`videoId`', range.courseId);
    // Completion counts published videos: the few unpublished ones are left out by their ids,
    // a lookup in a list instead of a subquery per progress row.
    const published = unpublished.length
      ? { sql: ` AND p.\`videoId\` NOT IN (${unpublished.map(() => '?').join(', ')})`, params: [...unpublished] }
      : { sql: '', params: [] };
    const members = idsFilter('p.`userId`', ids);
    const users = idsFilter('`id`', ids);
    const read = (part: SqlPart): Promise<Array<Record<string, unknown>>> =>
      this.dataSource.query(part.sql, part.params);
    const [people, viewCounts, startCounts, progress] = await Promise.all([
      read({
        sql: `SELECT \`id\` AS id, \`email\` AS email, \`firstName\` AS firstName, \`lastName\` AS lastName FROM \`users\` WHERE 1 = 1${users.sql}`,
        params: users.params,
      }),
      Promise.all(views.map(read)).then(perMember),
      Promise.all(started.map(read)).then(perMember),
      read({
        sql: `SELECT p.\`userId\` AS userId,
                     SUM(CASE WHEN p.\`completedAt\` >= ? AND p.\`completedAt\` < ? THEN 1 ELSE 0 END) AS completed,
                     SUM(CASE WHEN p.\`completed\` = 1${published.sql} THEN 1 ELSE 0 END) AS done,
                     MAX(p.\`updatedAt\`) AS lastActivity
              FROM \`video_progress\` p
              WHERE 1 = 1${progressCourse.sql}${members.sql} GROUP BY p.\`userId\``,
        params: [
          sqlTime(range.start),
          sqlTime(range.end),
          ...published.params,
          ...progressCourse.params,
          ...members.params,
        ],
      }),
    ]);
    const progressOf = new Map(progress.map((row) => [String(row.userId), row]));
    return people.map((person) => {
      const id = String(person.id);
      const figures = progressOf.get(id);
      return {
        ...person,
        views: viewCounts.get(id) ?? 0,
        started: startCounts.get(id) ?? 0,
        completed: figures?.completed ?? 0,
        done: figures?.done ?? 0,
        lastActivity: figures?.lastActivity ?? null,
      };
    });
  }
}

/** Per member, the sum of `n` over the rows of several reads (`userId, n`). */
function perMember(results: Array<Array<Record<string, unknown>>>): Map<string, number> {
  const sums = new Map<string, number>();
  for (const row of results.flat()) {
    const userId = String(row.userId);
    sums.set(userId, (sums.get(userId) ?? 0) + count(row.n));
  }
  return sums;
}

/**
 * A batch's views and videos started in one course, each one read (`userId, n`): its views
 * counted, and who watched which of its videos (a row per member and video).
 */
function courseFigures(range: ReportRange, ids: string[]): { views: SqlPart[]; started: SqlPart[] } {
  const course = inCourse('`videoId`', range.courseId);
  const users = idsFilter('`userId`', ids);
  const watched = watchedInRange(range);
  const watchedVideos = inCourse('a.`videoId`', range.courseId);
  const watchers = idsFilter('a.`userId`', ids);
  return {
    views: [
      {
        sql: `SELECT \`userId\` AS userId, COUNT(*) AS n FROM \`video_views\`
              WHERE \`period\` >= ? AND \`period\` < ?${course.sql}${users.sql} GROUP BY \`userId\``,
        params: [range.firstPeriod, range.endPeriod, ...course.params, ...users.params],
      },
    ],
    started: [
      {
        sql: `SELECT a.\`userId\` AS userId, COUNT(*) AS n FROM \`analytics_video_viewers\` a
              WHERE 1 = 1${watched.sql}${watchedVideos.sql}${watchers.sql} GROUP BY a.\`userId\``,
        params: [...watched.params, ...watchedVideos.params, ...watchers.params],
      },
    ],
  };
}

/**
 * A batch's views and videos started over every course, as reads of `userId, n` to add up: from the
 * members' weeks (views, and the videos whose last view fell in each week) for the range's whole
 * weeks and from the days at its two ends (a range of eight weeks or more; a shorter one from its
 * days); videos last watched after the range count when the member's views of them began in it or
 * had one there (only a range in the past has any).
 */
function weekFigures(range: ReportRange, ids: string[]): { views: SqlPart[]; started: SqlPart[] } {
  const split = weeksOf(range);
  // Each member's weeks and two ends are three short reads where their days are one: for a range
  // of a few weeks, the days alone are read faster.
  const { weeks, days } =
    split.weeks && split.weeks[1] - split.weeks[0] >= MEMBER_WEEKS_FROM
      ? split
      : { weeks: null, days: [[range.firstDay, range.endDay] as const] };
  const users = idsFilter('`userId`', ids);
  const watchers = idsFilter('a.`userId`', ids);
  const views: SqlPart[] = [];
  const started: SqlPart[] = [];
  if (weeks) {
    views.push({
      sql: `SELECT \`userId\` AS userId, SUM(\`views\`) AS n FROM \`analytics_member_weeks\` WHERE \`week\` >= ? AND \`week\` < ?${users.sql} GROUP BY \`userId\``,
      params: [...weeks, ...users.params],
    });
    started.push({
      sql: `SELECT \`userId\` AS userId, SUM(\`lastVideos\`) AS n FROM \`analytics_member_weeks\` WHERE \`week\` >= ? AND \`week\` < ?${users.sql} GROUP BY \`userId\``,
      params: [...weeks, ...users.params],
    });
  }
  for (const span of days) {
    views.push({
      sql: `SELECT \`userId\` AS userId, SUM(\`views\`) AS n FROM \`analytics_member_days\` WHERE \`day\` >= ? AND \`day\` < ?${users.sql} GROUP BY \`userId\``,
      params: [...span, ...users.params],
    });
    started.push({
      sql: `SELECT a.\`userId\` AS userId, COUNT(*) AS n FROM \`analytics_video_viewers\` a WHERE a.\`lastDay\` >= ? AND a.\`lastDay\` < ?${watchers.sql} GROUP BY a.\`userId\``,
      params: [...span, ...watchers.params],
    });
  }
  started.push({
    sql: `SELECT a.\`userId\` AS userId, COUNT(*) AS n FROM \`analytics_video_viewers\` a
          WHERE a.\`lastDay\` >= ? AND a.\`firstDay\` < ?${watchers.sql}
            AND (a.\`firstDay\` >= ? OR EXISTS (SELECT 1 FROM \`video_views\` vv WHERE vv.\`userId\` = a.\`userId\` AND vv.\`videoId\` = a.\`videoId\` AND vv.\`period\` >= ? AND vv.\`period\` < ?))
          GROUP BY a.\`userId\``,
    params: [range.endDay, range.endDay, ...watchers.params, range.firstDay, range.firstPeriod, range.endPeriod],
  });
  return { views, started };
}

function toRow(row: Record<string, unknown>, published: number): AnalyticsMemberRow {
  const firstName = (row.firstName as string | null) ?? null;
  const lastName = (row.lastName as string | null) ?? null;
  return {
    userId: String(row.id),
    name: displayName({ firstName, lastName }),
    email: String(row.email),
    views: count(row.views),
    started: count(row.started),
    completed: count(row.completed),
    percent: coursePercent(count(row.done), published),
    lastActivity: isoTime(row.lastActivity),
  };
}
