import { Injectable } from '@nestjs/common';
import { randomBytes } from 'crypto';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/**
 * argon2id at the library's defaults (19 MiB, 2 passes, 1 lane: the OWASP minimum), a few
 * milliseconds per hash on this hardware; api/bench/login-throughput.mjs measures it.
 */
export const ARGON2_OPTIONS: Options = {
  algorithm: 2 as Algorithm, // Argon2id (a const enum, which the test transpiler cannot inline)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

@Injectable()
export class PasswordHasher {
  private dummyHash?: Promise<string>;

  hash(password: string): Promise<string> {
    return hash(password, ARGON2_OPTIONS);
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      // A malformed stored hash is a wrong password, not a 500.
      return false;
    }
  }

  /**
   * Spends the same work as a real check when the e-mail is unknown, so the answer time does not
   * tell whether an account exists.
   */
  async verifyNobody(password: string): Promise<false> {
    this.dummyHash ??= this.hash(randomBytes(16).toString('hex'));
    await this.verify(await this.dummyHash, password);
    return false;
  }
}
