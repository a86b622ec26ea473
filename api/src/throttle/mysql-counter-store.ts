import type { DataSource, QueryRunner } from 'typeorm';
import type { CounterLimit, CounterStore, TakeResult } from './counter-store';

// An expired window starts again at one. MySQL assigns left to right and `hits` is set first, so
// both IF()s still read the old `expiresAt`.
const UPSERT = `INSERT INTO \`throttle_counters\` (\`key\`, \`hits\`, \`expiresAt\`) VALUES (?, 1, ?)
  ON DUPLICATE KEY UPDATE
    \`hits\` = IF(\`expiresAt\` <= ?, 1, \`hits\` + 1),
    \`expiresAt\` = IF(\`expiresAt\` <= ?, ?, \`expiresAt\`)`;

/** Deadlock (1213) and lock wait timeout (1205): InnoDB gave up on this transaction, another try may pass. */
const RETRYABLE = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT']);
const ATTEMPTS = 3;

function isRetryable(error: unknown): boolean {
  const code =
    (error as { driverError?: { code?: string }; code?: string })?.driverError?.code ??
    (error as { code?: string })?.code;
  return code !== undefined && RETRYABLE.has(code);
}

/**
 * Upserts every counter in one transaction (in key order, so two attempts never wait on each
 * other's rows crosswise) and reads them back under their row locks; a refused attempt rolls back.
 */
export class MysqlCounterStore implements CounterStore {
  constructor(private readonly dataSource: DataSource) {}

  async take(limits: CounterLimit[], now: number): Promise<TakeResult> {
    const ordered = [...limits].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    for (let attempt = 1; ; attempt++) {
      const runner = this.dataSource.createQueryRunner();
      try {
        await runner.startTransaction('READ COMMITTED');
        const result = await this.takeIn(runner, ordered, now);
        if (result.taken) await runner.commitTransaction();
        else await runner.rollbackTransaction();
        return result;
      } catch (error) {
        if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
        if (!isRetryable(error) || attempt >= ATTEMPTS) throw error;
      } finally {
        await runner.release();
      }
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

  private async takeIn(runner: QueryRunner, limits: CounterLimit[], now: number): Promise<TakeResult> {
    for (const { key, windowMs } of limits) await runner.query(UPSERT, [key, now + windowMs, now, now, now + windowMs]);
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
