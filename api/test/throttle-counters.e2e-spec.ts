import { DataSource } from 'typeorm';
import { MINUTE_MS } from '@academy/common/korean-days';
import type { CounterStore } from '../src/throttle/counter-store';
import { MysqlCounterStore } from '../src/throttle/mysql-counter-store';
import { SqliteCounterStore, type SqliteConnection } from '../src/throttle/sqlite-counter-store';
import { ThrottleCounter } from '../src/throttle/throttle-counter.entity';
import { throttleKey, ThrottleService, type ThrottleRule } from '../src/throttle/throttle.service';
import { createTestApp, type TestApp } from './support/test-app';

/** The counters on the real database of this run (SQLite or MariaDB), with a clock the test moves. */
describe('ThrottleService counters (e2e, both drivers)', () => {
  let t: TestApp;
  let dataSource: DataSource;
  let now: number;
  let service: ThrottleService;
  let sequence = 0;

  beforeAll(async () => {
    t = await createTestApp();
    dataSource = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    now = 1_800_000_000_000;
    service = new ThrottleService(dataSource, () => now);
  });

  const rule = (limit: number, windowMs = 15 * MINUTE_MS): ThrottleRule => ({
    scope: 'test',
    subject: `subject-${++sequence}`,
    limit,
    windowMs,
  });

  it('allows the limit in a window that starts with the first attempt, then refuses until that window ends', async () => {
    const counter = rule(3);
    for (let i = 0; i < 3; i++) {
      await expect(service.reserve([counter])).resolves.toMatchObject({ ok: true });
      now += MINUTE_MS;
    }
    // First attempt at 0, now 3 min: 12 minutes left.
    await expect(service.reserve([counter])).resolves.toEqual({ ok: false, retryAfterSeconds: 12 * 60 });
    now += 12 * MINUTE_MS - 1_500;
    await expect(service.reserve([counter])).resolves.toEqual({ ok: false, retryAfterSeconds: 2 });
    now += 1_500;
    await expect(service.reserve([counter])).resolves.toMatchObject({ ok: true });
  });

  it('is all or nothing: an attempt refused by one counter is counted by none', async () => {
    const full = rule(1);
    const roomy = rule(2);
    await service.reserve([full]);
    for (let i = 0; i < 5; i++) await expect(service.reserve([roomy, full])).resolves.toMatchObject({ ok: false });
    await expect(service.reserve([roomy])).resolves.toMatchObject({ ok: true });
    await expect(service.reserve([roomy])).resolves.toMatchObject({ ok: true });
    await expect(service.reserve([roomy])).resolves.toMatchObject({ ok: false });
  });

  it('release gives one attempt back, but only to the window it was counted in', async () => {
    const counter = rule(2, 10 * MINUTE_MS);
    const first = await service.reserve([counter]);
    await service.reserve([counter]);
    await expect(service.reserve([counter])).resolves.toMatchObject({ ok: false });
    if (!first.ok) throw new Error('first attempt refused');
    await service.release(first.slots[0]);
    await expect(service.reserve([counter])).resolves.toMatchObject({ ok: true });
    await expect(service.reserve([counter])).resolves.toMatchObject({ ok: false });

    // A slot from an ended window does not free a place in the next one.
    now += 10 * MINUTE_MS;
    const late = await service.reserve([counter]);
    await service.reserve([counter]);
    await service.release(first.slots[0]);
    await expect(service.reserve([counter])).resolves.toMatchObject({ ok: false });
    expect(late.ok).toBe(true);
  });

  it('clear forgets a counter', async () => {
    const counter = rule(1);
    const taken = await service.reserve([counter]);
    if (!taken.ok) throw new Error('refused');
    await expect(service.reserve([counter])).resolves.toMatchObject({ ok: false });
    await service.clear(taken.slots[0]);
    await expect(service.reserve([counter])).resolves.toMatchObject({ ok: true });
  });

  it('two services on one database (two API processes) share the counts', async () => {
    const other = new ThrottleService(dataSource, () => now);
    const counter = rule(4);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? service : other).reserve([counter])),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(4);
  });

  it('counts a burst of 100 attempts over 20 subjects exactly, and meets no lock conflict even without retries', async () => {
    // The driver's own store, never trying again: a deadlock or lock wait would reject the burst.
    const store: CounterStore =
      dataSource.options.type === 'better-sqlite3'
        ? new SqliteCounterStore(
            (dataSource.driver as unknown as { databaseConnection: SqliteConnection }).databaseConnection,
          )
        : new MysqlCounterStore(dataSource, { attempts: 1, firstMs: 0 });
    const burst = ++sequence;
    const shared = { key: throttleKey('test-shared', `burst-${burst}`), limit: 50, windowMs: 15 * MINUTE_MS };
    const subjects = Array.from({ length: 20 }, (_, i) => `burst-${burst}-address-${i}`);
    const attempts = subjects.flatMap((subject) =>
      Array.from({ length: 5 }, () => [
        { key: throttleKey('test-pair', subject), limit: 3, windowMs: 15 * MINUTE_MS },
        { key: throttleKey('test-address', subject), limit: 30, windowMs: 15 * MINUTE_MS },
        shared,
      ]),
    );
    const results = await Promise.all(attempts.map((limits) => store.take(limits, now)));
    // 20 subjects × 3 would be 60; the shared counter stops at 50.
    expect(results.filter((result) => result.taken)).toHaveLength(50);
    const counters = dataSource.getRepository(ThrottleCounter);
    await expect(counters.findOneByOrFail({ key: shared.key })).resolves.toMatchObject({ hits: 50 });
    for (const subject of subjects) {
      // No row when every attempt of the subject was refused (rolled back).
      const pair = await counters.findOneBy({ key: throttleKey('test-pair', subject) });
      expect(pair?.hits ?? 0).toBeLessThanOrEqual(3);
    }
  }, 30_000);

  it('sweeps counters whose window has ended, keeping the others', async () => {
    const counters = dataSource.getRepository(ThrottleCounter);
    await counters.clear();
    await service.reserve([rule(5, MINUTE_MS)]);
    await service.reserve([rule(5, 10 * MINUTE_MS)]);
    now += 2 * MINUTE_MS;
    await service.sweep();
    await expect(counters.count()).resolves.toBe(1);
  });
});
