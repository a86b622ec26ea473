import { MESSAGES } from '@academy/common';
import type * as RequestModule from '../request';
import { makeUser, mockApi } from '../testing';

const unauthorized = { ok: false, statusCode: 401, code: 'UNAUTHORIZED', message: '로그인이 필요합니다.' };
const LISTS = ['pending', 'verified', 'rejected', 'all'].map((status) => `/api/admin/members?status=${status}`);

/** A fresh copy of the helper per test: a page that was sent to /login keeps no state into the next test. */
function freshRequestModule(): typeof RequestModule {
  let loaded: typeof RequestModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof RequestModule>('../request');
  });
  return loaded!;
}

describe('a 401 from an admin list', () => {
  let alertMock: jest.SpyInstance;

  beforeEach(() => {
    window.history.pushState({}, '', '/admin/members');
    alertMock = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => jest.restoreAllMocks());

  it('alerts once, not once per list, when the session has really ended', async () => {
    mockApi(null, (url) => (url.startsWith('/api/admin/') ? { status: 401, body: unauthorized } : undefined));
    const { getJson } = freshRequestModule();
    const results = await Promise.allSettled(LISTS.map((url) => getJson(url)));
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(alertMock).toHaveBeenCalledTimes(1);
    expect(alertMock).toHaveBeenCalledWith(MESSAGES.auth.sessionExpired);
  });

  it('neither alerts nor leaves for /login while /api/auth/user still answers (the login page would send the user straight back)', async () => {
    const fetchMock = mockApi(makeUser({ role: 'ADMIN' }), (url) =>
      url.startsWith('/api/admin/') ? { status: 401, body: unauthorized } : undefined,
    );
    const { getJson, HttpError } = freshRequestModule();
    const results = await Promise.allSettled(LISTS.map((url) => getJson(url)));
    for (const result of results) {
      expect(result.status).toBe('rejected');
      const reason = (result as PromiseRejectedResult).reason;
      expect(reason).toBeInstanceOf(HttpError);
      expect(reason).toMatchObject({ status: 401, userMessage: unauthorized.message });
    }
    expect(alertMock).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/admin/members');
    // The session was asked about once for the four lists.
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/user')).toHaveLength(1);
  });

  it('still hands a real expiry that comes later to the login page', async () => {
    let signedIn = true;
    mockApi(null, (url) => {
      if (url === '/api/auth/user')
        return signedIn ? { body: makeUser({ role: 'ADMIN' }) } : { status: 401, body: unauthorized };
      return { status: 401, body: unauthorized };
    });
    const { getJson } = freshRequestModule();
    await expect(getJson(LISTS[0])).rejects.toMatchObject({ status: 401 });
    expect(alertMock).not.toHaveBeenCalled();
    signedIn = false;
    await expect(getJson(LISTS[0])).rejects.toThrow('401: Unauthorized');
    expect(alertMock).toHaveBeenCalledTimes(1);
  });
});
