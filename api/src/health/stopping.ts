import { Injectable } from '@nestjs/common';

/**
 * Whether this process has been told to stop. The server (src/server) flips it the moment SIGTERM
 * arrives, before anything closes: a balancer that polls readiness then stops sending requests here
 * while those already sent still get their answers.
 */
@Injectable()
export class Stopping {
  private since: number | null = null;

  get active(): boolean {
    return this.since !== null;
  }

  begin(): void {
    this.since ??= Date.now();
  }
}
