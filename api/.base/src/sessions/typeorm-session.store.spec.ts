import type { SessionData } from 'express-session';
import type { Repository } from 'typeorm';
import type { SessionRecord } from './session.entity';
import { TOUCH_INTERVAL_MS, TypeormSessionStore } from './typeorm-session.store';

const HOUR = 60 * 60 * 1000;

function fakeRepository(rows: Partial<SessionRecord>[] = []) {
  return {
    findOneBy: jest.fn(async ({ id }: { id: string }) => rows.find((row) => row.id === id) ?? null),
    upsert: jest.fn(async () => undefined),
    update: jest.fn(async () => undefined),
    delete: jest.fn(async () => undefined),
  };
}

const sessionExpiring = (at: number, extra: object = {}) => ({ cookie: { expires: new Date(at) }, ...extra }) as unknown as SessionData;

function call<T>(run: (callback: (error?: unknown, value?: T) => void) => void): Promise<T | undefined> {
  return new Promise((resolve, reject) => run((error, value) => (error ? reject(error) : resolve(value))));
}

describe('TypeormSessionStore', () => {
  it('reads a live session and ignores an expired one', async () => {
    const live = { id: 'live', expiresAt: new Date(Date.now() + HOUR), data: JSON.stringify({ passport: { user: 'u1' } }) };
    const expired = { id: 'old', expiresAt: new Date(Date.now() - 1), data: '{}' };
    const store = new TypeormSessionStore(fakeRepository([live, expired]) as unknown as Repository<SessionRecord>);
    await expect(call((cb) => store.get('live', cb))).resolves.toEqual({ passport: { user: 'u1' } });
    await expect(call((cb) => store.get('old', cb))).resolves.toBeNull();
    await expect(call((cb) => store.get('missing', cb))).resolves.toBeNull();
  });

  it('stores the signed-in user id beside the data, so a member’s sessions can be deleted together', async () => {
    const repository = fakeRepository();
    const store = new TypeormSessionStore(repository as unknown as Repository<SessionRecord>);
    await call((cb) => store.set('s1', sessionExpiring(Date.now() + HOUR, { passport: { user: 'u7' } }), cb));
    expect(repository.upsert).toHaveBeenCalledWith(expect.objectContaining({ id: 's1', userId: 'u7' }), ['id']);
  });

  it('skips the database write of a touch that would move the expiry by less than a minute', async () => {
    const storedExpiry = Date.now() + HOUR;
    const repository = fakeRepository([{ id: 's1', expiresAt: new Date(storedExpiry), data: '{}' }]);
    const store = new TypeormSessionStore(repository as unknown as Repository<SessionRecord>);
    await call((cb) => store.get('s1', cb));
    await call((cb) => store.touch('s1', sessionExpiring(storedExpiry + TOUCH_INTERVAL_MS - 1), cb));
    expect(repository.update).not.toHaveBeenCalled();
  });

  it('writes the touch once the expiry moves by a minute or more', async () => {
    const storedExpiry = Date.now() + HOUR;
    const repository = fakeRepository([{ id: 's1', expiresAt: new Date(storedExpiry), data: '{}' }]);
    const store = new TypeormSessionStore(repository as unknown as Repository<SessionRecord>);
    await call((cb) => store.get('s1', cb));
    await call((cb) => store.touch('s1', sessionExpiring(storedExpiry + TOUCH_INTERVAL_MS), cb));
    expect(repository.update).toHaveBeenCalledWith({ id: 's1' }, { expiresAt: new Date(storedExpiry + TOUCH_INTERVAL_MS) });
  });

  it('writes a touch it has no read for', async () => {
    const repository = fakeRepository();
    const store = new TypeormSessionStore(repository as unknown as Repository<SessionRecord>);
    await call((cb) => store.touch('s1', sessionExpiring(Date.now() + HOUR), cb));
    expect(repository.update).toHaveBeenCalledTimes(1);
  });

  it('destroys a session row', async () => {
    const repository = fakeRepository();
    const store = new TypeormSessionStore(repository as unknown as Repository<SessionRecord>);
    await call((cb) => store.destroy('s1', cb));
    expect(repository.delete).toHaveBeenCalledWith({ id: 's1' });
  });
});
