import type { SessionData } from 'express-session';
import type { Repository } from 'typeorm';
import { HOUR_MS } from '@academy/common/korean-days';
import { openSqliteDatabase, type SqliteDatabase } from '../../test/support/sqlite-database';
import { SessionRecord } from './session.entity';
import { TOUCH_INTERVAL_MS, TypeormSessionStore } from './typeorm-session.store';

const sessionExpiring = (at: number, extra: object = {}) =>
  ({ cookie: { expires: new Date(at) }, ...extra }) as unknown as SessionData;

function call<T>(run: (callback: (error?: unknown, value?: T) => void) => void): Promise<T | undefined> {
  return new Promise((resolve, reject) => run((error, value) => (error ? reject(error) : resolve(value))));
}

describe('TypeormSessionStore on a real database', () => {
  let db: SqliteDatabase;
  let rows: Repository<SessionRecord>;
  let store: TypeormSessionStore;
  const put = (row: Partial<SessionRecord>) => rows.insert({ data: '{}', userId: null, ...row } as SessionRecord);
  const expiryOf = async (id: string) => (await rows.findOneByOrFail({ id })).expiresAt.getTime();

  beforeAll(async () => {
    db = await openSqliteDatabase();
    rows = db.repository(SessionRecord);
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    await db.clear();
    store = new TypeormSessionStore(rows);
  });

  it('reads a live session and ignores an expired or missing one', async () => {
    await put({
      id: 'live',
      expiresAt: new Date(Date.now() + HOUR_MS),
      data: JSON.stringify({ passport: { user: 'u1' } }),
    });
    await put({ id: 'old', expiresAt: new Date(Date.now() - 1) });
    await expect(call((cb) => store.get('live', cb))).resolves.toEqual({ passport: { user: 'u1' } });
    await expect(call((cb) => store.get('old', cb))).resolves.toBeNull();
    await expect(call((cb) => store.get('missing', cb))).resolves.toBeNull();
  });

  it('stores a session with its expiry and the signed-in user beside the data, so a member’s sessions go together', async () => {
    const expires = Date.now() + HOUR_MS;
    await call((cb) => store.set('s1', sessionExpiring(expires, { passport: { user: 'u7' } }), cb));
    await call((cb) => store.set('s2', sessionExpiring(expires, { passport: { user: 'u7' } }), cb));
    await call((cb) => store.set('s3', sessionExpiring(expires, { console: { since: 'now' } }), cb));
    await expect(rows.findOneByOrFail({ id: 's1' })).resolves.toMatchObject({
      userId: 'u7',
      expiresAt: new Date(expires),
    });
    await rows.delete({ userId: 'u7' });
    await expect(call((cb) => store.get('s1', cb))).resolves.toBeNull();
    await expect(call((cb) => store.get('s3', cb))).resolves.toMatchObject({ console: { since: 'now' } });
  });

  it('replaces a session written again under the same id', async () => {
    await call((cb) => store.set('s1', sessionExpiring(Date.now() + HOUR_MS, { passport: { user: 'u1' } }), cb));
    await call((cb) => store.set('s1', sessionExpiring(Date.now() + HOUR_MS, { passport: { user: 'u2' } }), cb));
    await expect(rows.countBy({ id: 's1' })).resolves.toBe(1);
    await expect(call((cb) => store.get('s1', cb))).resolves.toMatchObject({ passport: { user: 'u2' } });
  });

  it('keeps the stored expiry when a touch would move it by less than a minute', async () => {
    const stored = Date.now() + HOUR_MS;
    await put({ id: 's1', expiresAt: new Date(stored) });
    await call((cb) => store.get('s1', cb));
    await call((cb) => store.touch('s1', sessionExpiring(stored + TOUCH_INTERVAL_MS - 1), cb));
    await expect(expiryOf('s1')).resolves.toBe(stored);
  });

  it('moves the expiry once a touch moves it by a minute or more', async () => {
    const stored = Date.now() + HOUR_MS;
    await put({ id: 's1', expiresAt: new Date(stored) });
    await call((cb) => store.get('s1', cb));
    await call((cb) => store.touch('s1', sessionExpiring(stored + TOUCH_INTERVAL_MS), cb));
    await expect(expiryOf('s1')).resolves.toBe(stored + TOUCH_INTERVAL_MS);
  });

  it('moves the expiry on a touch it has no read for (another process read the session)', async () => {
    const stored = Date.now() + HOUR_MS;
    await put({ id: 's1', expiresAt: new Date(stored) });
    await call((cb) => store.touch('s1', sessionExpiring(stored + 1000), cb));
    await expect(expiryOf('s1')).resolves.toBe(stored + 1000);
  });

  it('destroys a session: it cannot be read again', async () => {
    await put({ id: 's1', expiresAt: new Date(Date.now() + HOUR_MS) });
    await call((cb) => store.destroy('s1', cb));
    await expect(call((cb) => store.get('s1', cb))).resolves.toBeNull();
    await expect(rows.countBy({ id: 's1' })).resolves.toBe(0);
  });

  it('writes the device a session signed in with, and when it was last seen, beside the data', async () => {
    const since = '2026-03-01T09:00:00.000Z';
    const before = Date.now();
    await call((cb) =>
      store.set(
        's1',
        sessionExpiring(Date.now() + HOUR_MS, {
          passport: { user: 'u1' },
          device: { since, userAgent: 'x'.repeat(600) },
        }),
        cb,
      ),
    );
    const row = await rows.findOneByOrFail({ id: 's1' });
    expect(row.createdAt).toEqual(new Date(since));
    expect(row.userAgent).toHaveLength(512);
    expect(row.lastSeenAt!.getTime()).toBeGreaterThanOrEqual(before);
    // Written again (a new id after a password change keeps its device): the sign-in time stays.
    await call((cb) =>
      store.set(
        's1',
        sessionExpiring(Date.now() + HOUR_MS, { passport: { user: 'u1' }, device: { since, userAgent: 'ua' } }),
        cb,
      ),
    );
    await expect(rows.findOneByOrFail({ id: 's1' })).resolves.toMatchObject({
      createdAt: new Date(since),
      userAgent: 'ua',
    });
  });

  it('moves "last seen" with the expiry only: a touch inside the minute writes nothing', async () => {
    const stored = Date.now() + HOUR_MS;
    const seen = new Date(Date.now() - HOUR_MS);
    await put({ id: 's1', expiresAt: new Date(stored), lastSeenAt: seen });
    await call((cb) => store.get('s1', cb));
    await call((cb) => store.touch('s1', sessionExpiring(stored + TOUCH_INTERVAL_MS - 1), cb));
    await expect(rows.findOneByOrFail({ id: 's1' })).resolves.toMatchObject({ lastSeenAt: seen });
    await call((cb) => store.get('s1', cb));
    await call((cb) => store.touch('s1', sessionExpiring(stored + TOUCH_INTERVAL_MS), cb));
    expect((await rows.findOneByOrFail({ id: 's1' })).lastSeenAt!.getTime()).toBeGreaterThan(seen.getTime());
  });

  it('sweeps expired rows away when it writes', async () => {
    await put({ id: 'old', expiresAt: new Date(Date.now() - HOUR_MS) });
    await call((cb) => store.set('new', sessionExpiring(Date.now() + HOUR_MS), cb));
    await expect(rows.countBy({ id: 'old' })).resolves.toBe(0);
  });
});
