import { ContentCache } from './content-cache';
import { ContentChanges } from './content-changes';

describe('ContentCache', () => {
  const setup = (ttlMs = 1000, maxEntries = 10) => {
    const changes = new ContentChanges();
    return { changes, cache: new ContentCache<string>(changes, ttlMs, maxEntries) };
  };

  it('computes a key once and reuses it within the cache time', async () => {
    const { cache } = setup();
    const compute = jest.fn(async () => 'page');
    await expect(cache.get('/', compute, 0)).resolves.toBe('page');
    await expect(cache.get('/', compute, 999)).resolves.toBe('page');
    expect(compute).toHaveBeenCalledTimes(1);
    await cache.get('/', compute, 1000);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('drops everything as soon as public content changes', async () => {
    const { cache, changes } = setup();
    const compute = jest.fn(async () => 'page');
    await cache.get('/', compute, 0);
    changes.changed();
    await cache.get('/', compute, 1);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('lets concurrent misses share one computation', async () => {
    const { cache } = setup();
    let finish!: (value: string) => void;
    const compute = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const both = Promise.all([cache.get('/', compute, 0), cache.get('/', compute, 0)]);
    finish('page');
    await expect(both).resolves.toEqual(['page', 'page']);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('does not keep a value computed while the content changed (it may hold the old rows)', async () => {
    const { cache, changes } = setup();
    let finish!: (value: string) => void;
    const slow = () => new Promise<string>((resolve) => (finish = resolve));
    const first = cache.get('/', slow, 0);
    changes.changed();
    finish('old');
    await expect(first).resolves.toBe('old');
    await expect(cache.get('/', async () => 'new', 1)).resolves.toBe('new');
  });

  it('keeps nothing when the cache time is 0, and forgets a failed computation', async () => {
    const { cache } = setup(0);
    const compute = jest.fn(async () => 'page');
    await cache.get('/', compute, 0);
    await cache.get('/', compute, 0);
    expect(compute).toHaveBeenCalledTimes(2);
    const failing = setup().cache;
    await expect(failing.get('/', async () => Promise.reject(new Error('db down')), 0)).rejects.toThrow('db down');
    await expect(failing.get('/', async () => 'page', 0)).resolves.toBe('page');
  });

  it('holds at most maxEntries keys, dropping the oldest', async () => {
    const { cache } = setup(1000, 2);
    const compute = jest.fn(async () => 'page');
    for (const key of ['/a', '/b', '/c']) await cache.get(key, compute, 0);
    await cache.get('/c', compute, 1);
    await cache.get('/a', compute, 1);
    expect(compute).toHaveBeenCalledTimes(4);
  });
});
