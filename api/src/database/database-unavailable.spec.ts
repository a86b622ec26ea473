import { QueryFailedError } from 'typeorm';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './database-unavailable';

const driverError = (fields: Record<string, unknown>) => Object.assign(new Error('driver'), fields);
const wrapped = (error: Error) => new QueryFailedError('SELECT 1', [], error);

describe('isDatabaseUnavailable', () => {
  it.each([
    ['mysql2: connection refused', driverError({ code: 'ECONNREFUSED', fatal: true, errno: -111 })],
    ['mysql2: connect timeout', driverError({ code: 'ETIMEDOUT', fatal: true })],
    [
      'mysql2: connection lost, wrapped by TypeORM',
      wrapped(driverError({ code: 'PROTOCOL_CONNECTION_LOST', fatal: true })),
    ],
    ['mysql2: query timeout, wrapped by TypeORM', wrapped(driverError({ code: 'PROTOCOL_SEQUENCE_TIMEOUT' }))],
    ['mysql2: command on a closed connection', driverError({ fatal: true })],
    ['server: too many connections', driverError({ code: 'ER_CON_COUNT_ERROR', errno: 1040, sqlState: '08004' })],
    ['server: shutting down', wrapped(driverError({ code: 'ER_SERVER_SHUTDOWN', errno: 1053, sqlState: '08S01' }))],
    [
      'server: deadlock, wrapped by TypeORM',
      wrapped(driverError({ code: 'ER_LOCK_DEADLOCK', errno: 1213, sqlState: '40001' })),
    ],
    [
      'server: lock wait timeout',
      wrapped(driverError({ code: 'ER_LOCK_WAIT_TIMEOUT', errno: 1205, sqlState: 'HY000' })),
    ],
    ['SQLite: busy past the timeout', wrapped(driverError({ code: 'SQLITE_BUSY' }))],
    ['SQLite: extended busy code', driverError({ code: 'SQLITE_BUSY_SNAPSHOT' })],
    ['SQLite: file cannot be opened', driverError({ code: 'SQLITE_CANTOPEN' })],
    ['SQLite: disk full', driverError({ code: 'SQLITE_FULL' })],
    ['no free pooled connection in time', new DatabaseUnavailableError('pool')],
    ['an error given as the cause', Object.assign(new Error('outer'), { cause: driverError({ code: 'ECONNRESET' }) })],
  ])('%s → unavailable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    [
      'access denied (waiting will not fix it)',
      driverError({ code: 'ER_ACCESS_DENIED_ERROR', fatal: true, errno: 1045, sqlState: '28000' }),
    ],
    ['unknown database', driverError({ code: 'ER_BAD_DB_ERROR', fatal: true, errno: 1049, sqlState: '42000' })],
    ['bad SQL', wrapped(driverError({ code: 'ER_PARSE_ERROR', errno: 1064, sqlState: '42000' }))],
    ['duplicate key', wrapped(driverError({ code: 'ER_DUP_ENTRY', errno: 1062, sqlState: '23000' }))],
    ['SQLite constraint', wrapped(driverError({ code: 'SQLITE_CONSTRAINT_UNIQUE' }))],
    ['a plain bug', new TypeError('x is undefined')],
    ['not an error at all', 'boom'],
    ['nothing', undefined],
  ])('%s → not unavailable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
