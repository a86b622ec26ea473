import { Inject, Injectable, Optional } from '@nestjs/common';
import { createHash, timingSafeEqual } from 'crypto';
import { SlidingWindowCounter, THROTTLE_CLOCK } from '../auth/throttle/sliding-window-counter';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/** Wrong console passwords allowed per IP in 15 minutes. */
export const CONSOLE_FAILURE_LIMIT = 10;

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Checks ADMIN_CONSOLE_PASSWORD. Equal-length digests are compared in constant time, so neither
 * the content nor the length of the secret leaks through timing; wrong guesses are counted per IP.
 */
@Injectable()
export class ConsolePasswordService {
  private readonly expected: Buffer | null;
  private readonly failures: SlidingWindowCounter;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Optional() @Inject(THROTTLE_CLOCK) now?: () => number) {
    this.expected = config.consolePassword ? digest(config.consolePassword) : null;
    this.failures = new SlidingWindowCounter({ limit: CONSOLE_FAILURE_LIMIT, windowMs: 15 * 60 * 1000, now });
  }

  get configured(): boolean {
    return this.expected !== null;
  }

  /** Whole seconds this client must wait, or 0. */
  retryAfterSeconds(clientKey: string): number {
    const waitMs = this.failures.retryAfterMs(clientKey);
    return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
  }

  /** True for the right password; a wrong one counts against the client. */
  verify(password: string, clientKey: string): boolean {
    if (this.expected && timingSafeEqual(digest(password), this.expected)) return true;
    this.failures.hit(clientKey);
    return false;
  }
}
