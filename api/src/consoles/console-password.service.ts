import { Inject, Injectable } from '@nestjs/common';
import { createHash, timingSafeEqual } from 'crypto';
import { THROTTLE_LIMITS } from '@academy/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ThrottleService, type ThrottleRule } from '../throttle/throttle.service';
import { addressNetwork } from '../http/ip-address';

const CONSOLE = THROTTLE_LIMITS.console;

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

export type ConsolePasswordCheck =
  | { result: 'accepted' }
  | { result: 'wrong' }
  | { result: 'throttled'; retryAfterSeconds: number }
  /** The overall budget ran out just now or earlier; `newLockout` for the first refusal of a window. */
  | { result: 'locked'; retryAfterSeconds: number; newLockout: boolean };

/**
 * Checks ADMIN_CONSOLE_PASSWORD. Each try takes a slot in its counters before the comparison (so
 * parallel guesses cannot all be compared) and a right password gives them back: only wrong ones
 * use up the allowance. A browser without a console device cookie is counted per client network
 * and against one budget of failures from everywhere together (guessing from many addresses); a
 * browser with one, from an earlier successful login, per device and client network instead, so
 * the staff get in while a guessing attack has locked the password for everyone else. Equal-length
 * digests are compared in constant time, so neither the content nor the length of the secret
 * leaks through timing.
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

  /** `device`: the nonce of a valid console device cookie, or null. */
  async check(password: string, clientAddress: string, device: string | null = null): Promise<ConsolePasswordCheck> {
    const { windowMs } = CONSOLE;
    const perClient: ThrottleRule = {
      scope: 'console-ip',
      subject: addressNetwork(clientAddress),
      limit: CONSOLE.perIp,
      windowMs,
    };
    const reservation = await this.throttle.reserve(
      device
        ? [perClient, { scope: 'console-device', subject: device, limit: CONSOLE.perDevice, windowMs }]
        : [perClient],
    );
    if (!reservation.ok) return { result: 'throttled', retryAfterSeconds: reservation.retryAfterSeconds };
    const slots = [...reservation.slots];
    if (!device) {
      const budget = await this.throttle.reserve([
        { scope: 'console-all', subject: 'all', limit: CONSOLE.overall, windowMs },
      ]);
      if (!budget.ok) {
        // A refused attempt counts nowhere.
        await this.throttle.release(slots[0]!);
        return {
          result: 'locked',
          retryAfterSeconds: budget.retryAfterSeconds,
          newLockout: await this.firstOfWindow(),
        };
      }
      slots.push(...budget.slots);
    }
    if (!this.expected || !timingSafeEqual(digest(password), this.expected)) return { result: 'wrong' };
    for (const slot of slots) await this.throttle.release(slot);
    return { result: 'accepted' };
  }

  /** Whether this refusal is the first of the lockout's window, in any process: the one that is audited. */
  private async firstOfWindow(): Promise<boolean> {
    const gate = await this.throttle.reserve([
      { scope: 'console-lockout', subject: 'all', limit: 1, windowMs: CONSOLE.windowMs },
    ]);
    return gate.ok;
  }
}
