import { QueryFailedError } from 'typeorm';
import { lockContention } from './lock-contention';

const driverError = (code: string) => Object.assign(new Error(code), { code });

describe('lockContention', () => {
  it.each([
    ['a deadlock, wrapped by TypeORM', new QueryFailedError('x', [], driverError('ER_LOCK_DEADLOCK')), true],
    ['a lock wait timeout from mysql2', driverError('ER_LOCK_WAIT_TIMEOUT'), true],
    ['a duplicate key', new QueryFailedError('x', [], driverError('ER_DUP_ENTRY')), false],
    ['a connection refused', driverError('ECONNREFUSED'), false],
    ['not an error at all', undefined, false],
  ])('%s → %s', (_name, error, expected) => {
    expect(lockContention(error)).toBe(expected);
  });
});
