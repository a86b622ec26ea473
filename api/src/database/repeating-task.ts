/**
 * A task run again `intervalMs` after each run ends (never two at once in a process), until
 * stopped; stop() waits for a run in progress. The timer does not keep the process alive.
 */
export class RepeatingTask {
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;
  private stopped = false;

  constructor(
    private readonly intervalMs: number,
    private readonly run: () => Promise<unknown>,
  ) {}

  start(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.run().finally(() => this.start());
    }, this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }
}
