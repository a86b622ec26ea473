import { QueryFailedError, type DataSource } from 'typeorm';
import { errorBody } from '../http/error-body';
import { DatabaseUnavailableError } from '../database/database-unavailable';
import { MysqlCounterStore } from './mysql-counter-store';

const driverError = (code: string, errno: number) =>
  new QueryFailedError('UPDATE `throttle_counters` …', [], Object.assign(new Error(code), { code, errno }));
const DEADLOCK = () => driverError('ER_LOCK_DEADLOCK', 1213);
const LOCK_WAIT = () => driverError('ER_LOCK_WAIT_TIMEOUT', 1205);

type Step = 'ok' | 'vanished' | (() => Error);

/**
 * A DataSource that answers like MariaDB: each transaction's first UPDATE follows the next step of
 * the script (a deadlock, a lock wait timeout, a row deleted meanwhile, or a count), then 'ok'.
 */
function scriptedDatabase(script: Step[]) {
  const hits = new Map<string, number>();
  const log = { transactions: 0, rolledBack: 0, committed: 0, released: 0 };
  const dataSource = {
    query: async () => undefined,
    createQueryRunner: () => {
      let active = false;
      let first = true;
      const pending = new Map<string, number>();
      return {
        get isTransactionActive() {
          return active;
        },
        startTransaction: async () => {
          active = true;
          log.transactions++;
        },
        commitTransaction: async () => {
          active = false;
          log.committed++;
          for (const [key, value] of pending) hits.set(key, value);
        },
        rollbackTransaction: async () => {
          active = false;
          log.rolledBack++;
        },
        release: async () => {
          log.released++;
        },
        query: async (sql: string, parameters: unknown[]) => {
          if (sql.startsWith('UPDATE')) {
            const step = first ? (script.shift() ?? 'ok') : 'ok';
            first = false;
            if (typeof step === 'function') throw step();
            if (step === 'vanished') return { affectedRows: 0 };
            const key = parameters[3] as string;
            pending.set(key, (hits.get(key) ?? 0) + 1);
            return { affectedRows: 1 };
          }
          const keys = parameters[0] as string[];
          return keys.map((key) => ({ key, hits: String(pending.get(key) ?? 0), expiresAt: '2000' }));
        },
      };
    },
  };
  return { dataSource: dataSource as unknown as DataSource, log, hits };
}

const LIMITS = [
  { key: 'login-ip:b', limit: 30, windowMs: 1000 },
  { key: 'login-email:a', limit: 50, windowMs: 1000 },
];
const NO_PAUSE = { attempts: 4, firstMs: 0 };

describe('MysqlCounterStore under lock contention', () => {
  it('tries again after a deadlock and counts the attempt once', async () => {
    const { dataSource, log, hits } = scriptedDatabase([DEADLOCK]);
    const result = await new MysqlCounterStore(dataSource, NO_PAUSE).take(LIMITS, 1000);
    expect(result).toEqual({
      taken: true,
      windowEnds: new Map([
        ['login-email:a', 2000],
        ['login-ip:b', 2000],
      ]),
    });
    expect(log).toEqual({ transactions: 2, rolledBack: 1, committed: 1, released: 2 });
    expect(Object.fromEntries(hits)).toEqual({ 'login-email:a': 1, 'login-ip:b': 1 });
  });

  it('tries again after a lock wait timeout, and after a counter deleted between its insert and its count', async () => {
    const { dataSource, log } = scriptedDatabase([LOCK_WAIT, 'vanished']);
    await expect(new MysqlCounterStore(dataSource, NO_PAUSE).take(LIMITS, 1000)).resolves.toMatchObject({
      taken: true,
    });
    expect(log).toMatchObject({ transactions: 3, rolledBack: 2, committed: 1 });
  });

  it('answers "database unavailable" (503 DB_UNAVAILABLE with Retry-After), not a 500, when every try is contended', async () => {
    const { dataSource, log } = scriptedDatabase([DEADLOCK, LOCK_WAIT, DEADLOCK, DEADLOCK, DEADLOCK]);
    const failure = await new MysqlCounterStore(dataSource, NO_PAUSE).take(LIMITS, 1000).catch((error) => error);
    expect(failure).toBeInstanceOf(DatabaseUnavailableError);
    expect(log).toMatchObject({ transactions: NO_PAUSE.attempts, committed: 0, released: NO_PAUSE.attempts });
    const answer = errorBody(failure);
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ ok: false, statusCode: 503, code: 'DB_UNAVAILABLE' });
    expect(answer.headers['Retry-After']).toBeDefined();
  });

  it('does not retry an error that waiting does not fix', async () => {
    const broken = () => driverError('ER_NO_SUCH_TABLE', 1146);
    const { dataSource, log } = scriptedDatabase([broken]);
    await expect(new MysqlCounterStore(dataSource, NO_PAUSE).take(LIMITS, 1000)).rejects.toMatchObject({
      driverError: { code: 'ER_NO_SUCH_TABLE' },
    });
    expect(log).toMatchObject({ transactions: 1, rolledBack: 1, released: 1 });
  });
});
