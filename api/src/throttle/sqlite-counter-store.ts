import type { CounterLimit, CounterStore, TakeResult } from './counter-store';

/** The part of better-sqlite3 this store uses (TypeORM's driver holds the connection). */
export interface SqliteConnection {
  prepare(sql: string): SqliteStatement;
  transaction<T>(body: () => T): { immediate(): T };
}

interface SqliteStatement {
  get(parameters: object): unknown;
  run(parameters: object): unknown;
}

// An expired window starts again at one; SET expressions read the row as it was before the update.
const UPSERT = `INSERT INTO "throttle_counters" ("key", "hits", "expiresAt") VALUES (@key, 1, @windowEnd)
  ON CONFLICT ("key") DO UPDATE SET
    "hits" = CASE WHEN "expiresAt" <= @now THEN 1 ELSE "hits" + 1 END,
    "expiresAt" = CASE WHEN "expiresAt" <= @now THEN excluded."expiresAt" ELSE "expiresAt" END
  RETURNING "hits", "expiresAt"`;

class Refused {
  constructor(readonly retryAfterMs: number) {}
}

/**
 * better-sqlite3 runs a transaction synchronously: nothing else in this process can interleave,
 * and BEGIN IMMEDIATE takes the database's write lock at once, so other processes on the same file
 * wait (busy timeout) instead of counting past the limit. TypeORM shares this one connection: if
 * one of its transactions is open at that moment, better-sqlite3 nests ours as a savepoint in it.
 */
export class SqliteCounterStore implements CounterStore {
  private readonly statements = new Map<string, SqliteStatement>();

  constructor(private readonly db: SqliteConnection) {}

  async take(limits: CounterLimit[], now: number): Promise<TakeResult> {
    const upsert = this.statement(UPSERT);
    try {
      const windowEnds = this.db
        .transaction(() => {
          const ends = new Map<string, number>();
          let retryAfterMs = 0;
          for (const { key, limit, windowMs } of limits) {
            const row = upsert.get({ key, windowEnd: now + windowMs, now }) as { hits: number; expiresAt: number };
            if (row.hits > limit) retryAfterMs = Math.max(retryAfterMs, row.expiresAt - now, 1);
            ends.set(key, Number(row.expiresAt));
          }
          // Throwing rolls the whole transaction back: a refused attempt counts nowhere.
          if (retryAfterMs > 0) throw new Refused(retryAfterMs);
          return ends;
        })
        .immediate();
      return { taken: true, windowEnds };
    } catch (error) {
      if (error instanceof Refused) return { taken: false, retryAfterMs: error.retryAfterMs };
      throw error;
    }
  }

  async giveBack(key: string, windowEndsAt: number): Promise<void> {
    this.statement(
      `UPDATE "throttle_counters" SET "hits" = "hits" - 1 WHERE "key" = @key AND "expiresAt" = @windowEndsAt AND "hits" > 0`,
    ).run({ key, windowEndsAt });
  }

  async remove(key: string): Promise<void> {
    this.statement(`DELETE FROM "throttle_counters" WHERE "key" = @key`).run({ key });
  }

  async sweep(now: number): Promise<void> {
    this.statement(`DELETE FROM "throttle_counters" WHERE "expiresAt" <= @now`).run({ now });
  }

  private statement(sql: string): SqliteStatement {
    let statement = this.statements.get(sql);
    if (!statement) this.statements.set(sql, (statement = this.db.prepare(sql)));
    return statement;
  }
}
