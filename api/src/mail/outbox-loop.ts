import type { Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import {
  In,
  IsNull,
  LessThan,
  LessThanOrEqual,
  Or,
  type DataSource,
  type EntityTarget,
  type FindOptionsWhere,
  type Repository,
} from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import type { OutboxState } from './outbox-message.entity';
import { RepeatingTask } from '../database/repeating-task';
import { nextAttemptAt } from './retry-schedule';

/** How often each process looks for due messages. */
export const POLL_MS = 5000;
/** A claim outlives any one sending attempt's timeouts, so a live sender never loses its row. */
export const CLAIM_MS = 5 * 60 * 1000;
const BATCH = 20;

export type SendOutcome = 'sent' | 'retry' | 'failed';

/** The columns every outbox table has (mail_outbox, phone_outbox). */
export interface OutboxRow {
  id: number;
  state: OutboxState;
  priority: number;
  attempts: number;
  payload: string;
  createdAt: Date;
  nextAttemptAt: Date;
  claimedUntil: Date | null;
  sentAt: Date | null;
  lastError: string | null;
}

/**
 * The sending loop one outbox channel runs in every API process (mail: OutboxWorker, 문자·알림톡:
 * PhoneOutboxWorker). A row is taken with a conditional UPDATE (still pending, still due, not
 * claimed by a live sender) and only the process whose UPDATE changed it sends it, so two processes
 * never send one row twice; due rows are taken by priority, then oldest first. A row is marked sent
 * only after its message was accepted; a failure waits as retry-schedule.ts says, and past three
 * days the row is marked failed. Once sent or given up, the payload is emptied.
 */
export abstract class OutboxLoop<Row extends OutboxRow> implements OnApplicationBootstrap, OnApplicationShutdown {
  protected abstract readonly logger: Logger;
  protected stopped = false;
  private readonly task = new RepeatingTask(POLL_MS, () => this.runOnce());

  /** Columns besides claimedUntil a settled row lets go of (mail's claimedBy). */
  protected readonly releasedColumns: Partial<Row> = {};

  protected constructor(
    protected readonly dataSource: DataSource,
    private readonly target: EntityTarget<Row>,
  ) {}

  /** Sends one taken row; marks it with markSent / markFailedAttempt (or leaves it to wait) and says which. */
  protected abstract deliver(row: Row, now: Date): Promise<SendOutcome>;

  /** A fault of the loop itself (the database), for the log: never a secret. */
  protected abstract faultText(error: unknown): string;

  /** Closes the channel's connections once the loop has stopped. */
  protected abstract close(): void;

  onApplicationBootstrap(): void {
    this.task.start();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    await this.task.stop();
    this.close();
  }

  /** Sends every due message once; answers what happened to each row it took. A fault is logged, never thrown. */
  async runOnce(now: Date = new Date()): Promise<Map<number, SendOutcome>> {
    const outcomes = new Map<number, SendOutcome>();
    try {
      const due = await this.rows().find({
        where: this.dueAt(now),
        select: { id: true } as never,
        order: { priority: 'ASC', id: 'ASC' } as never,
        take: BATCH,
      });
      for (const { id } of due) {
        if (this.stopped) break;
        const row = await this.claim(id, now);
        if (row) outcomes.set(id, await this.deliver(row, now));
      }
    } catch (error) {
      this.logger.warn(this.faultText(error));
    }
    return outcomes;
  }

  protected rows(): Repository<Row> {
    return this.dataSource.getRepository(this.target);
  }

  /** Pending, due at `now` and held by no live sender. */
  protected dueAt(now: Date): FindOptionsWhere<Row> {
    return {
      state: 'pending',
      nextAttemptAt: LessThanOrEqual(now),
      claimedUntil: Or(IsNull(), LessThan(now)),
    } as FindOptionsWhere<Row>;
  }

  /**
   * Takes the row when nobody holds it and it is still due; the affected-row count says whether this
   * process won. "Still due" matters: another process may have tried it, failed and released it
   * with a later attempt time since this one listed it.
   */
  protected async claim(id: number, now: Date): Promise<Row | null> {
    const result = await this.change({ id, ...this.dueAt(now) }, { claimedUntil: new Date(now.getTime() + CLAIM_MS) });
    if (result.affected !== 1) return null;
    return this.rows().findOneBy({ id } as FindOptionsWhere<Row>);
  }

  /** An UPDATE of the channel's table: the columns named are OutboxRow's, which every Row has. */
  private change(where: object, values: object) {
    return this.rows().update(where as FindOptionsWhere<Row>, values as QueryDeepPartialEntity<Row>);
  }

  /** The message left: the rows are sent, their payload emptied. */
  protected async markSent(ids: number[]): Promise<void> {
    await this.change(
      { id: In(ids) },
      { ...this.releasedColumns, state: 'sent', sentAt: new Date(), claimedUntil: null, payload: '', lastError: null },
    );
  }

  /**
   * One more failed attempt for the rows `first` leads: they wait for the next try, or, when that
   * would fall past three days after `first` was written, are given up (failed, payload emptied).
   * Answers the next try's time, or null when given up.
   */
  protected async markFailedAttempt(ids: number[], first: Row, now: Date, problem: string): Promise<Date | null> {
    const attempts = first.attempts + 1;
    const next = nextAttemptAt(attempts, new Date(first.createdAt), now);
    const released = { ...this.releasedColumns, attempts, claimedUntil: null, lastError: problem };
    await this.change(
      { id: In(ids), state: 'pending' },
      next ? { ...released, nextAttemptAt: next } : { ...released, state: 'failed', payload: '' },
    );
    return next;
  }
}
