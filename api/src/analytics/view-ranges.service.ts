import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type QueryRunner } from 'typeorm';
import { weeksOf } from './report-range';
import { idsFilter, sqlTime, type SqlPart } from './report-sql';

/** The ranges kept at once: each one adds a row's write to every view on its days. */
const KEPT_RANGES = 6;

/** Members whose views one statement of a filling adds up: their rows are locked until it ends. */
const FILL_MEMBERS = 2000;

/** A filling's claim without progress for this long is taken over (its process stopped). */
const CLAIM_MS = 60_000;

/**
 * Each member's views over a range of days, kept in analytics_range_member_views by triggers once
 * filled (see the migration analytics-view-ranges.ts), so the members table can read its page by
 * views in index order.
 *
 * A range's filling runs while views are written. The range is visible to the triggers from its
 * creation, so every later write is added to the range's rows as it happens. The filling then
 * adds, a few thousand members per statement, each member's days in the range as one snapshot of
 * the database saw them, less what the triggers had added by that snapshot: writes before it are
 * in the days, writes after it in the triggers' rows, none in both. (On MariaDB/MySQL each
 * statement reads at READ COMMITTED: one snapshot per statement, without locking the days.)
 */
@Injectable()
export class ViewRangesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get driver(): 'mysql' | 'sqlite' {
    return this.dataSource.options.type === 'better-sqlite3' ? 'sqlite' : 'mysql';
  }

  /**
   * The id of the range of these days (Seoul day numbers, the end not included) once filled,
   * filling it first; null while another request fills it.
   */
  async filled(firstDay: number, endDay: number): Promise<number | null> {
    const id = await this.rangeOf(firstDay, endDay);
    const now = new Date();
    const runner = this.dataSource.createQueryRunner();
    try {
      const used = await runner.query(
        'UPDATE `analytics_view_range_builds` SET `usedAt` = ? WHERE `rangeId` = ? AND `done` = 1',
        [sqlTime(now), id],
        true,
      );
      if (used.affected === 1) return id;
      const claimed = await runner.query(
        'UPDATE `analytics_view_range_builds` SET `claimedAt` = ?, `usedAt` = ? WHERE `rangeId` = ? AND `done` = 0 AND (`claimedAt` IS NULL OR `claimedAt` < ?)',
        [sqlTime(now), sqlTime(now), id, sqlTime(new Date(now.getTime() - CLAIM_MS))],
        true,
      );
      if (claimed.affected !== 1) return null;
      try {
        await this.fill(runner, id, firstDay, endDay);
      } catch (error) {
        // Another process took the filling over, or let the range go meanwhile (six others used
        // since): this request sorts without it.
        if (error instanceof ClaimLost || !(await this.exists(id))) return null;
        throw error;
      }
      return id;
    } finally {
      await runner.release();
    }
  }

  /** The range's id, the range made (and the least used beyond KEPT_RANGES let go) if it is new. */
  private async rangeOf(firstDay: number, endDay: number): Promise<number> {
    const find = async () =>
      (
        (await this.dataSource.query(
          'SELECT `id` AS id FROM `analytics_view_ranges` WHERE `firstDay` = ? AND `endDay` = ?',
          [firstDay, endDay],
        )) as Array<{ id: number | string }>
      )[0]?.id;
    const found = await find();
    if (found !== undefined) return Number(found);
    const ignoring =
      this.driver === 'mysql'
        ? (key: string) => ` ON DUPLICATE KEY UPDATE \`${key}\` = \`${key}\``
        : () => ' ON CONFLICT DO NOTHING';
    await this.dataSource.query(
      `INSERT INTO \`analytics_view_ranges\` (\`firstDay\`, \`endDay\`) VALUES (?, ?)${ignoring('firstDay')}`,
      [firstDay, endDay],
    );
    const id = Number(await find());
    await this.dataSource.query(
      `INSERT INTO \`analytics_view_range_builds\` (\`rangeId\`, \`usedAt\`) VALUES (?, ?)${ignoring('rangeId')}`,
      [id, sqlTime(new Date())],
    );
    await this.letGoBeyondKept();
    return id;
  }

  private async exists(rangeId: number): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      'SELECT 1 AS found FROM `analytics_view_ranges` WHERE `id` = ?',
      [rangeId],
    );
    return rows.length > 0;
  }

  /** The least recently used ranges beyond KEPT_RANGES, their rows with them. */
  private async letGoBeyondKept(): Promise<void> {
    const ranges: Array<{ rangeId: number | string }> = await this.dataSource.query(
      'SELECT `rangeId` AS rangeId FROM `analytics_view_range_builds` ORDER BY `usedAt` DESC, `rangeId` DESC',
    );
    for (const { rangeId } of ranges.slice(KEPT_RANGES))
      await this.dataSource.query('DELETE FROM `analytics_view_ranges` WHERE `id` = ?', [Number(rangeId)]);
  }

  /** Every member's days added, a run of members at a time, from where a stopped filling left off. */
  private async fill(runner: QueryRunner, rangeId: number, firstDay: number, endDay: number): Promise<void> {
    const rows: Array<{ builtTo: string }> = await runner.query(
      'SELECT `builtTo` AS builtTo FROM `analytics_view_range_builds` WHERE `rangeId` = ?',
      [rangeId],
    );
    let after = String(rows[0]?.builtTo ?? '');
    for (;;) {
      const keys: Array<{ id: string }> = await runner.query(
        'SELECT `id` AS id FROM `users` WHERE `id` > ? ORDER BY `id` LIMIT ?',
        [after, FILL_MEMBERS],
      );
      if (keys.length === 0) break;
      const last = String(keys[keys.length - 1]!.id);
      const ids = keys.map((key) => String(key.id));
      const add = addRun(rangeId, ids, { firstDay, endDay });
      const move = [last, sqlTime(new Date()), rangeId, after];
      const moved = this.driver === 'mysql' ? await fillMysql(runner, add, move) : fillSqlite(this.sqlite(), add, move);
      // Only the claim's holder goes on from where it left off: a process that lost its claim adds
      // nothing twice.
      if (!moved) throw new ClaimLost(rangeId);
      after = last;
    }
    await runner.query('UPDATE `analytics_view_range_builds` SET `done` = 1 WHERE `rangeId` = ?', [rangeId]);
  }

  private sqlite(): SqliteConnection {
    return (this.dataSource.driver as unknown as { databaseConnection: SqliteConnection }).databaseConnection;
  }
}

class ClaimLost extends Error {
  constructor(rangeId: number) {
    super(`view range ${rangeId}: another process took its filling over`);
  }
}

/** The part of better-sqlite3 a filling uses (TypeORM's driver holds the connection). */
interface SqliteConnection {
  prepare(sql: string): { run(...parameters: unknown[]): { changes: number } };
  transaction<T>(body: () => T): () => T;
}

/**
 * A run of members' views in the range, less what the triggers added to the range by the same
 * snapshot: their whole weeks from analytics_member_weeks and the days at the two ends from
 * analytics_member_days (each member's rows of the range alone, along the tables' member keys), and
 * the range's rows. `upsert`: the driver's way of adding to a row already there.
 */
function addRun(rangeId: number, ids: string[], range: { firstDay: number; endDay: number }) {
  const users = idsFilter('`userId`', ids);
  const { weeks, days } = weeksOf(range);
  const parts: SqlPart[] = days.map((span) => ({
    sql: `SELECT \`userId\`, SUM(\`views\`) AS n FROM \`analytics_member_days\` WHERE \`day\` >= ? AND \`day\` < ?${users.sql} GROUP BY \`userId\``,
    params: [...span, ...users.params],
  }));
  if (weeks)
    parts.push({
      sql: `SELECT \`userId\`, SUM(\`views\`) AS n FROM \`analytics_member_weeks\` WHERE \`week\` >= ? AND \`week\` < ?${users.sql} GROUP BY \`userId\``,
      params: [...weeks, ...users.params],
    });
  parts.push({
    sql: `SELECT \`userId\`, -\`views\` AS n FROM \`analytics_range_member_views\` WHERE \`rangeId\` = ?${users.sql}`,
    params: [rangeId, ...users.params],
  });
  return (upsert: string): SqlPart => ({
    sql: `INSERT INTO \`analytics_range_member_views\` (\`rangeId\`, \`userId\`, \`views\`)
          SELECT ?, x.\`userId\`, SUM(x.n) FROM (${parts.map((part) => part.sql).join(' UNION ALL ')}) x
          WHERE 1 = 1 GROUP BY x.\`userId\` HAVING SUM(x.n) <> 0${upsert}`,
    params: [rangeId, ...parts.flatMap((part) => part.params)],
  });
}

/** Where the filling stands, moved only from where this claim left it (`builtTo, claimedAt, rangeId, after`). */
const MOVE_ON =
  'UPDATE `analytics_view_range_builds` SET `builtTo` = ?, `claimedAt` = ? WHERE `rangeId` = ? AND `builtTo` = ?';

/** One transaction at READ COMMITTED: the run's read is one snapshot and locks no day. */
async function fillMysql(runner: QueryRunner, add: ReturnType<typeof addRun>, move: unknown[]): Promise<boolean> {
  await runner.startTransaction('READ COMMITTED');
  try {
    const run = add(' ON DUPLICATE KEY UPDATE `views` = `views` + VALUES(`views`)');
    await runner.query(run.sql, run.params);
    const moved = await runner.query(MOVE_ON, move, true);
    if (moved.affected !== 1) {
      await runner.rollbackTransaction();
      return false;
    }
    await runner.commitTransaction();
    return true;
  } catch (error) {
    if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
    throw error;
  }
}

/** better-sqlite3 runs the transaction synchronously: no other statement of this process comes between. */
function fillSqlite(db: SqliteConnection, add: ReturnType<typeof addRun>, move: unknown[]): boolean {
  const run = add(' ON CONFLICT ("rangeId", "userId") DO UPDATE SET "views" = "views" + excluded."views"');
  return db.transaction(() => {
    db.prepare(run.sql).run(...run.params);
    if (db.prepare(MOVE_ON).run(...move).changes === 1) return true;
    throw new ClaimLost(Number(move[2]));
  })();
}
