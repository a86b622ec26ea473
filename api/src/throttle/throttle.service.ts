import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'crypto';
import type { DataSource } from 'typeorm';
import type { CounterStore } from './counter-store';
import { MysqlCounterStore } from './mysql-counter-store';
import { SqliteCounterStore, type SqliteConnection } from './sqlite-counter-store';
import { THROTTLE_CLOCK, type Clock } from './throttle-clock';

/** One counter an attempt is charged to: who (scope + subject) and how many per window. */
export interface ThrottleRule {
  /** What is counted, e.g. "login-ip"; short, lower-case ASCII. */
  scope: string;
  /** Whom it is counted for, e.g. an IP address or "e-mail + IP". */
  subject: string;
  limit: number;
  windowMs: number;
}

/** An attempt that was counted: where, so a success can give it back. */
export interface ThrottleSlot {
  readonly key: string;
  readonly windowEndsAt: number;
}

/** Slots in the order of the rules. */
export type Reservation = { ok: true; slots: ThrottleSlot[] } | { ok: false; retryAfterSeconds: number };

/** Expired counters are deleted at most this often per process (the upsert reuses them anyway). */
const SWEEP_EVERY_MS = 10 * 60 * 1000;

export const throttleKey = (scope: string, subject: string) =>
  `${scope}:${createHash('sha256').update(subject, 'utf8').digest('hex')}`;

/**
 * Counts attempts in the shared database, in fixed windows that start with the first attempt:
 * every API process on that database sees the same counts, and a restart keeps them. An attempt is
 * reserved before the work it guards (a password check) and refused when any of its counters is
 * full; a refused attempt counts nowhere.
 */
@Injectable()
export class ThrottleService {
  private readonly logger = new Logger('Throttle');
  private store?: CounterStore;
  private nextSweepAt = 0;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Optional() @Inject(THROTTLE_CLOCK) private readonly now: Clock = Date.now,
  ) {}

  async reserve(rules: ThrottleRule[]): Promise<Reservation> {
    const now = this.now();
    const limits = rules.map((rule) => ({
      key: throttleKey(rule.scope, rule.subject),
      limit: rule.limit,
      windowMs: rule.windowMs,
    }));
    const result = await this.counters().take(limits, now);
    this.sweepNowAndThen(now);
    if (!result.taken) return { ok: false, retryAfterSeconds: Math.ceil(result.retryAfterMs / 1000) };
    return { ok: true, slots: limits.map(({ key }) => ({ key, windowEndsAt: result.windowEnds.get(key)! })) };
  }

  /** Gives one attempt back to its counter (a success that should not use up the allowance). */
  async release(slot: ThrottleSlot): Promise<void> {
    await this.counters().giveBack(slot.key, slot.windowEndsAt);
  }

  /** Forgets a counter altogether (a success that clears earlier failures). */
  async clear(slot: ThrottleSlot): Promise<void> {
    await this.counters().remove(slot.key);
  }

  /** Deletes ended windows; runs by itself now and then, callable for tests. */
  sweep(): Promise<void> {
    return this.counters().sweep(this.now());
  }

  private sweepNowAndThen(now: number): void {
    if (now < this.nextSweepAt) return;
    this.nextSweepAt = now + SWEEP_EVERY_MS;
    this.counters()
      .sweep(now)
      .catch((error: unknown) =>
        this.logger.warn(
          `만료된 요청 제한 기록을 지우지 못했습니다: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
  }

  private counters(): CounterStore {
    this.store ??=
      this.dataSource.options.type === 'better-sqlite3'
        ? new SqliteCounterStore(
            (this.dataSource.driver as unknown as { databaseConnection: SqliteConnection }).databaseConnection,
          )
        : new MysqlCounterStore(this.dataSource);
    return this.store;
  }
}
