import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomInt } from 'crypto';
import { MoreThan, type Repository } from 'typeorm';
import { HOUR_MS } from '@academy/common/korean-days';
import { makeLinkCode, PARENT_LIMITS, type ParentLinkCode } from '@academy/common/parents';
import { isUniqueViolation } from '../database/unique-violation';
import { ParentLinkCodeRow } from './parent-link-code.entity';

/** Draws when a new code happens to be another student's (about 1 in 10^11 each), or two renewals race. */
const DRAWS_MAX = 5;

const toWire = (row: ParentLinkCodeRow): ParentLinkCode => ({
  code: row.code,
  expiresAt: new Date(row.expiresAt).toISOString(),
});

/** A student's 학부모 연결 코드: the one still valid, or a new one, valid 24 hours. */
@Injectable()
export class LinkCodesService {
  constructor(@InjectRepository(ParentLinkCodeRow) private readonly codes: Repository<ParentLinkCodeRow>) {}

  async current(userId: string, now = new Date()): Promise<ParentLinkCode> {
    const valid = await this.codes.findOneBy({ userId, expiresAt: MoreThan(now) });
    return valid ? toWire(valid) : this.renew(userId, now);
  }

  /** A new code; the old one stops working at once. */
  async renew(userId: string, now = new Date()): Promise<ParentLinkCode> {
    const expiresAt = new Date(now.getTime() + PARENT_LIMITS.codeTtlHours * HOUR_MS);
    for (let draw = 1; ; draw++) {
      const row = this.codes.create({ userId, code: makeLinkCode((size) => randomInt(size)), expiresAt });
      try {
        // Not an upsert: MySQL's would update whichever row a taken code collides with.
        const replaced = await this.codes.update({ userId }, { code: row.code, expiresAt });
        if (!replaced.affected) await this.codes.insert(row);
        return toWire(row);
      } catch (error) {
        if (!isUniqueViolation(error) || draw >= DRAWS_MAX) throw error;
      }
    }
  }

  /** The student whose valid code this is, or null. */
  async studentOf(code: string, now = new Date()): Promise<string | null> {
    const row = await this.codes.findOneBy({ code, expiresAt: MoreThan(now) });
    return row?.userId ?? null;
  }
}
