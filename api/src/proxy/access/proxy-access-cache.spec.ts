import { ProxyAccessCache } from './proxy-access-cache';

const target = { url: 'http://nas.local/a.mp4', authorization: null };

describe('ProxyAccessCache', () => {
  let now: number;
  let cache: ProxyAccessCache;
  beforeEach(() => {
    now = 1_000_000;
    cache = new ProxyAccessCache(5_000, () => now);
  });

  it('keeps a decision for its session cookie and URL only, until it runs out', () => {
    cache.remember('s:one.sig', target.url, target);
    expect(cache.get('s:one.sig', target.url)).toBe(target);
    expect(cache.get('s:two.sig', target.url)).toBeNull();
    expect(cache.get('s:one.sig', `${target.url}?x`)).toBeNull();
    now += 5_000;
    expect(cache.get('s:one.sig', target.url)).toBeNull();
  });

  it('sends one read to the full check in the last second, the others keep the decision', () => {
    cache.remember('s:one.sig', target.url, target);
    now += 4_200;
    expect(cache.get('s:one.sig', target.url)).toBeNull();
    expect(cache.get('s:one.sig', target.url)).toBe(target);
    cache.remember('s:one.sig', target.url, target);
    now += 3_900;
    expect(cache.get('s:one.sig', target.url)).toBe(target);
  });

  it('drops every decision on clear', () => {
    cache.remember('s:one.sig', target.url, target);
    cache.remember('s:two.sig', target.url, target);
    cache.clear();
    expect([cache.get('s:one.sig', target.url), cache.get('s:two.sig', target.url)]).toEqual([null, null]);
  });
});
