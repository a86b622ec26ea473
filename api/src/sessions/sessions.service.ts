import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'crypto';
import { DataSource, MoreThan, Not, type EntityManager } from 'typeorm';
import type { SessionInfo } from '@academy/common';
import { browserSummary } from './browser-summary';
import { SessionRecord } from './session.entity';

/** An id for the list that is not the cookie's value: the session id itself is a bearer secret. */
const publicIdOf = (sid: string) => createHash('sha256').update(sid).digest('base64url').slice(0, 16);
const iso = (date: Date | null, fallback: Date) => new Date(date ?? fallback).toISOString();

/** A user's signed-in browsers: listing them and ending them. */
@Injectable()
export class SessionsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The user's live sessions, this one first, then the most recently seen. */
  async list(userId: string, currentSid: string): Promise<SessionInfo[]> {
    const rows = await this.dataSource.getRepository(SessionRecord).find({
      where: { userId, expiresAt: MoreThan(new Date()) },
      select: { id: true, createdAt: true, lastSeenAt: true, userAgent: true, expiresAt: true },
    });
    const seen = (row: SessionRecord) => (row.lastSeenAt ?? row.createdAt ?? new Date(0)).getTime();
    return rows
      .sort((a, b) => Number(b.id === currentSid) - Number(a.id === currentSid) || seen(b) - seen(a))
      .map((row) => ({
        id: publicIdOf(row.id),
        createdAt: iso(row.createdAt, row.lastSeenAt ?? row.expiresAt),
        lastSeenAt: iso(row.lastSeenAt, row.createdAt ?? row.expiresAt),
        browser: browserSummary(row.userAgent),
        current: row.id === currentSid,
      }));
  }

  /** Ends every session of the user but `currentSid`; answers how many ended. */
  async endOthers(userId: string, currentSid: string): Promise<number> {
    const result = await this.dataSource.getRepository(SessionRecord).delete({ userId, id: Not(currentSid) });
    return result.affected ?? 0;
  }

  /** Ends every session of the user, inside the caller's transaction (a reset, a new password). */
  async endAll(manager: EntityManager, userId: string): Promise<void> {
    await manager.delete(SessionRecord, { userId });
  }
}
