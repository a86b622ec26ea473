import { Inject, Injectable } from '@nestjs/common';
import { createHash, timingSafeEqual } from 'crypto';
import { THROTTLE_LIMITS } from '@academy/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ThrottleService } from '../throttle/throttle.service';
import { addressNetwork } from '../http/ip-address';

const CONSOLE = THROTTLE_LIMITS.console;

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

export type ConsolePasswordCheck =
  { result: 'accepted' } | { result: 'wrong' } | { result: 'throttled'; retryAfterSeconds: number };

/**
 * Checks ADMIN_CONSOLE_PASSWORD. Each try takes a slot in the client's counter before the
 * comparison (so parallel guesses cannot all be compared) and a right password gives it back:
 * only wrong ones use up the allowance. Equal-length digests are compared in constant time, so
 * neither the content nor the length of the secret leaks through timing.
 */
@Injectable()
export class ConsolePasswordService {
  private readonly expected: Buffer | null;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly throttle: ThrottleService,
  ) {
    this.expected = config.consolePassword ? digest(config.consolePassword) : null;
  }

  get configured(): boolean {
    return this.expected !== null;
  }

  async check(password: string, clientAddress: string): Promise<ConsolePasswordCheck> {
    const reservation = await this.throttle.reserve([
      { scope: 'console-ip', subject: addressNetwork(clientAddress), limit: CONSOLE.perIp, windowMs: CONSOLE.windowMs },
    ]);
    if (!reservation.ok) return { result: 'throttled', retryAfterSeconds: reservation.retryAfterSeconds };
    if (!this.expected || !timingSafeEqual(digest(password), this.expected)) return { result: 'wrong' };
    await this.throttle.release(reservation.slots[0]);
    return { result: 'accepted' };
  }
}
