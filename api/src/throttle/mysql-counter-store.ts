import type { DataSource, QueryRunner } from 'typeorm';
import { DatabaseUnavailableError } from '../database/database-unavailable';
import type { CounterLimit, CounterStore, TakeResult } from './counter-store';
import { CONTENTION_BACKOFF, retry, type Backoff } from '../database/retry';
import { lockContention } from './lock-contention';

// Rows that do not exist yet are created first, each in a statement of its own (autocommit).
// Inserting a new key inside the counting transaction took gap locks: two attempts inserting the
// same new key then waited on each other's gap and InnoDB killed one (ER_LOCK_DEADLOCK). The new
// row's window has already ended, so COUNT starts it at the attempt that is counted, and a refused
// attempt leaves only a row the sweep deletes.
const ENSURE = 'INSERT IGNORE INTO `throttle_counters` (`key`, `hits`, `expiresAt`) VALUES (?, 0, 0)';

// An existing row, found by its primary key: a record lock only, no gap. An expired window starts
// again at one. MySQL assigns left to right and `hits` is set first, so both IF()s read the old `expiresAt`.
const COUNT = `UPDATE \`throttle_counters\` SET
    \`hits\` = IF(\`expiresAt\` <= ?, 1, \`hits\` + 1),
    \`expiresAt\` = IF(\`expiresAt\` <= ?, ?, \`expiresAt\`)
  WHERE \`key\` = ?`;

/** A counter deleted (a success's remove, the sweep) between its ENSURE and its COUNT. */
class CounterVanished extends Error {}

/** mysql2 answers an UPDATE with a result header; TypeORM passes it through. */
const affectedRows = (result: unknown): number => Number((result as { affectedRows?: unknown })?.affectedRows ?? 0);

/**
 * Counts every counter in one transaction, each row by its primary key and the keys always in the
 * same order, so two attempts never hold each other's rows crosswise, and reads them back under
 * their row locks; a refused attempt rolls back. Lock contention that still happens (the sweep deletes in another
 * order) is retried a few times after a short random pause, then answered as the database being
 * unavailable (503 with Retry-After), never as a failure of the server.
 */
export class MysqlCounterStore implements CounterStore {
  constructor(
    private readonly dataSource: DataSource,
    private readonly backoff: Backoff = CONTENTION_BACKOFF,
  ) {}

  async take(limits: CounterLimit[], now: number): Promise<TakeResult> {
    const ordered = [...limits].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const contended = (error: unknown) => error instanceof CounterVanished || lockContention(error);
    try {
      return await retry(
        async () => {
          for (const { key } of ordered) await this.dataSource.query(ENSURE, [key]);
          return await this.takeOnce(ordered, now);
        },
        this.backoff,
        { retryable: contended },
      );
    } catch (error) {
      if (!contended(error)) throw error;
      throw new DatabaseUnavailableError(`throttle counters still contended after ${this.backoff.attempts} attempts`);
    }
  }

  async giveBack(key: string, windowEndsAt: number): Promise<void> {
    await this.dataSource.query(
      'UPDATE `throttle_counters` SET `hits` = `hits` - 1 WHERE `key` = ? AND `expiresAt` = ? AND `hits` > 0',
      [key, windowEndsAt],
    );
  }

  async remove(key: string): Promise<void> {
    await this.dataSource.query('DELETE FROM `throttle_counters` WHERE `key` = ?', [key]);
  }

  async sweep(now: number): Promise<void> {
    await this.dataSource.query('DELETE FROM `throttle_counters` WHERE `expiresAt` <= ?', [now]);
  }

  private async takeOnce(limits: CounterLimit[], now: number): Promise<TakeResult> {
    const runner = this.dataSource.createQueryRunner();
    try {
      await runner.startTransaction('READ COMMITTED');
      const result = await this.takeIn(runner, limits, now);
      if (result.taken) await runner.commitTransaction();
      else await runner.rollbackTransaction();
      return result;
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
  }

  private async takeIn(runner: QueryRunner, limits: CounterLimit[], now: number): Promise<TakeResult> {
    for (const { key, windowMs } of limits) {
      const counted = await runner.query(COUNT, [now, now, now + windowMs, key]);
      if (affectedRows(counted) !== 1) throw new CounterVanished(key);
    }
    const rows: Array<{ key: string; hits: number | string; expiresAt: number | string }> = await runner.query(
      'SELECT `key`, `hits`, `expiresAt` FROM `throttle_counters` WHERE `key` IN (?)',
      [limits.map((limit) => limit.key)],
    );
    const windowEnds = new Map<string, number>();
    let retryAfterMs = 0;
    for (const { key, limit } of limits) {
      const row = rows.find((candidate) => candidate.key === key);
      if (!row) throw new Error(`throttle counter ${key} vanished inside its transaction`);
      const expiresAt = Number(row.expiresAt);
      if (Number(row.hits) > limit) retryAfterMs = Math.max(retryAfterMs, expiresAt - now, 1);
      windowEnds.set(key, expiresAt);
    }
    return retryAfterMs > 0 ? { taken: false, retryAfterMs } : { taken: true, windowEnds };
  }
}
