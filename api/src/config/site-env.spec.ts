import { EnvError } from './env';
import { parseSiteEnv } from './site-env';

describe('site rendering settings', () => {
  it('has working defaults: relative URLs, a 300 ms render budget, 30 s caches, a 10 s remote check', () => {
    expect(parseSiteEnv({})).toEqual({
      publicUrl: null,
      renderBudgetMs: 300,
      cacheSeconds: 30,
      remoteCheckSeconds: 10,
      remotePublicInternalUrl: null,
    });
  });

  it('takes PUBLIC_URL without its trailing slash', () => {
    expect(parseSiteEnv({ PUBLIC_URL: 'https://eden-english.kr/' }).publicUrl).toBe('https://eden-english.kr');
  });

  it.each([
    ['PUBLIC_URL', 'eden-english.kr'],
    ['PUBLIC_URL', 'ftp://eden-english.kr'],
    ['PUBLIC_URL', 'https://eden-english.kr/?a=1'],
    ['RENDER_BUDGET_MS', 'fast'],
    ['RENDER_BUDGET_MS', '10'],
    ['PAGE_CACHE_SECONDS', '-1'],
    ['PAGE_CACHE_SECONDS', '1.5'],
    ['REMOTE_CHECK_SECONDS', '0'],
    ['REMOTE_PUBLIC_INTERNAL_URL', '/remotes/public/'],
  ])('stops with a message naming %s for "%s"', (name, value) => {
    expect(() => parseSiteEnv({ [name]: value })).toThrow(EnvError);
    expect(() => parseSiteEnv({ [name]: value })).toThrow(`환경 변수 ${name} 오류`);
  });

  it('accepts 0 for PAGE_CACHE_SECONDS (no caching)', () => {
    expect(parseSiteEnv({ PAGE_CACHE_SECONDS: '0' }).cacheSeconds).toBe(0);
  });
});
