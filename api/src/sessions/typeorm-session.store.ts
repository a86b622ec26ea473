import { Store, type SessionData } from 'express-session';
import { LessThan, type Repository } from 'typeorm';
import { SessionRecord } from './session.entity';

type Callback<T = void> = (error?: unknown, value?: T) => void;

const DAY_MS = 24 * 60 * 60 * 1000;

function expiryOf(session: SessionData): Date {
  const expires = session.cookie?.expires;
  return expires ? new Date(expires) : new Date(Date.now() + DAY_MS);
}

function userIdOf(session: SessionData): string | null {
  const user = (session as { passport?: { user?: unknown } }).passport?.user;
  return typeof user === 'string' ? user : null;
}

/**
 * express-session rows in the application database (MySQL or SQLite), so every API process sees
 * the same sessions. Expired rows are ignored on read and swept now and then.
 */
export class TypeormSessionStore extends Store {
  private lastSweep = 0;

  constructor(private readonly sessions: Repository<SessionRecord>) {
    super();
  }

  get(sid: string, callback: Callback<SessionData | null>): void {
    this.sessions
      .findOneBy({ id: sid })
      .then((row) => {
        if (!row || row.expiresAt.getTime() <= Date.now()) return callback(undefined, null);
        callback(undefined, JSON.parse(row.data) as SessionData);
      })
      .catch((error) => callback(error));
  }

  set(sid: string, session: SessionData, callback?: Callback): void {
    this.sweepNowAndThen();
    this.sessions
      .upsert({ id: sid, data: JSON.stringify(session), expiresAt: expiryOf(session), userId: userIdOf(session) }, ['id'])
      .then(() => callback?.())
      .catch((error) => callback?.(error));
  }

  override touch(sid: string, session: SessionData, callback?: Callback): void {
    this.sessions
      .update({ id: sid }, { expiresAt: expiryOf(session) })
      .then(() => callback?.())
      .catch((error) => callback?.(error));
  }

  destroy(sid: string, callback?: Callback): void {
    this.sessions
      .delete({ id: sid })
      .then(() => callback?.())
      .catch((error) => callback?.(error));
  }

  /** Ends every session of a user (a removed member). */
  async destroyForUser(userId: string): Promise<void> {
    await this.sessions.delete({ userId });
  }

  private sweepNowAndThen(): void {
    if (Date.now() - this.lastSweep < 10 * 60 * 1000) return;
    this.lastSweep = Date.now();
    void this.sessions.delete({ expiresAt: LessThan(new Date()) }).catch(() => undefined);
  }
}
