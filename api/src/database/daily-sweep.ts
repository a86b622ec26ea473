import type { Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DAY_MS, MINUTE_MS } from '@academy/common/korean-days';

/** The first sweep waits a little: a start (and its migrations) comes first. */
const FIRST_SWEEP_MS = MINUTE_MS;

/**
 * A deletion of what is past its retention, a minute after start and then daily, in every API
 * process: the delete names its rows by condition, so two processes sweeping at once delete each
 * row once. A database fault is logged and the next day tries again.
 */
export abstract class DailySweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  protected abstract readonly logger: Logger;

  /** Deletes what `now` puts past its retention; the number of rows removed. */
  protected abstract removeExpired(now: Date): Promise<number>;
  /** The log lines, in Korean: what was removed, and what could not be. */
  protected abstract removedText(count: number): string;
  protected abstract readonly failedText: string;

  onApplicationBootstrap(): void {
    const run = (delay: number) => {
      this.timer = setTimeout(() => void this.sweep().finally(() => run(DAY_MS)), delay);
      this.timer.unref();
    };
    run(FIRST_SWEEP_MS);
  }

  onApplicationShutdown(): void {
    clearTimeout(this.timer);
  }

  async sweep(now: Date = new Date()): Promise<number> {
    try {
      const removed = await this.removeExpired(now);
      if (removed > 0) this.logger.log(this.removedText(removed));
      return removed;
    } catch (error) {
      this.logger.warn(`${this.failedText}: ${error instanceof Error ? error.message : String(error)}`);
      return 0;
    }
  }
}
