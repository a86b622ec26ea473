import { Store, type SessionData } from 'express-session';
import { LessThan, type Repository } from 'typeorm';
import { DAY_MS, MINUTE_MS } from '@academy/common/korean-days';
import { SessionRecord } from './session.entity';

type Callback<T = void> = (error?: unknown, value?: T) => void;

/** A session's expiry is pushed back at most once a minute (see touch). */
export const TOUCH_INTERVAL_MS = MINUTE_MS;
const READ_EXPIRY_MAX = 10_000;
const USER_AGENT_MAX = 512;

function expiryOf(session: SessionData): Date {
  const expires = session.cookie?.expires;
  return expires ? new Date(expires) : new Date(Date.now() + DAY_MS);
}

function userIdOf(session: SessionData): string | null {
  const user = (session as { passport?: { user?: unknown } }).passport?.user;
  return typeof user === 'string' ? user : null;
}

/** The columns the session list reads, from the session's `device` (set at login). */
function deviceColumns(session: SessionData): Partial<Pick<SessionRecord, 'createdAt' | 'userAgent'>> {
  const device = session.device;
  if (!device) return {};
  return { createdAt: new Date(device.since), userAgent: device.userAgent?.slice(0, USER_AGENT_MAX) ?? null };
}

/**
 * express-session rows in the application database (MySQL or SQLite), so every API process sees
 * the same sessions. Expired rows are ignored on read and swept now and then.
 */
export class TypeormSessionStore extends Store {
  private lastSweep = 0;
  private readonly readExpiry = new Map<string, number>();

  constructor(private readonly sessions: Repository<SessionRecord>) {
    super();
  }

  get(sid: string, callback: Callback<SessionData | null>): void {
    this.sessions
      .findOneBy({ id: sid })
      .then((row) => {
        if (!row || row.expiresAt.getTime() <= Date.now()) return callback(undefined, null);
        this.remember(sid, row.expiresAt.getTime());
        callback(undefined, JSON.parse(row.data) as SessionData);
      })
      .catch((error) => callback(error));
  }

  set(sid: string, session: SessionData, callback?: Callback): void {
    this.readExpiry.delete(sid);
    this.sweepNowAndThen();
    this.sessions
      .upsert(
        {
          id: sid,
          data: JSON.stringify(session),
          expiresAt: expiryOf(session),
          userId: userIdOf(session),
          lastSeenAt: new Date(),
          ...deviceColumns(session),
        },
        ['id'],
      )
      .then(() => callback?.())
      .catch((error) => callback?.(error));
  }

  /**
   * The rolling cookie asks for a touch on every request. The expiry moves only when it would
   * move by more than TOUCH_INTERVAL_MS, which saves a database write per request and changes a
   * week-long session's lifetime by at most that much. "Last seen" moves with it, so the session
   * list is exact to that interval without a write of its own.
   */
  override touch(sid: string, session: SessionData, callback?: Callback): void {
    const stored = this.readExpiry.get(sid);
    this.readExpiry.delete(sid);
    if (stored !== undefined && expiryOf(session).getTime() - stored < TOUCH_INTERVAL_MS) {
      callback?.();
      return;
    }
    this.sessions
      .update({ id: sid }, { expiresAt: expiryOf(session), lastSeenAt: new Date() })
      .then(() => callback?.())
      .catch((error) => callback?.(error));
  }

  destroy(sid: string, callback?: Callback): void {
    this.readExpiry.delete(sid);
    this.sessions
      .delete({ id: sid })
      .then(() => callback?.())
      .catch((error) => callback?.(error));
  }

  /** Expiry read by get() until the same request's touch/set; bounded, oldest entries go first. */
  private remember(sid: string, expiresAt: number): void {
    this.readExpiry.delete(sid);
    this.readExpiry.set(sid, expiresAt);
    if (this.readExpiry.size > READ_EXPIRY_MAX) this.readExpiry.delete(this.readExpiry.keys().next().value!);
  }

  private sweepNowAndThen(): void {
    if (Date.now() - this.lastSweep < 10 * 60 * 1000) return;
    this.lastSweep = Date.now();
    void this.sessions.delete({ expiresAt: LessThan(new Date()) }).catch(() => undefined);
  }
}
