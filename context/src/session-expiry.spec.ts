import { MESSAGES } from '@academy/common';
import type * as RequestModule from './request';
import { makeUser, mockApi, unauthorizedBody } from './testing';

const unauthorized = { status: 401, body: unauthorizedBody };
const LISTS = ['pending', 'verified', 'rejected', 'all'].map((status) => `/api/admin/members?status=${status}`);

/** A fresh copy of the helper per test: a page that was sent to /login keeps no state into the next test. */
function freshRequestModule(): typeof RequestModule {
  let loaded: typeof RequestModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof RequestModule>('./request');
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
    mockApi(null, { 'GET /api/admin/*': unauthorized });
    const { getJson } = freshRequestModule();
    const results = await Promise.allSettled(LISTS.map((url) => getJson(url)));
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(alertMock).toHaveBeenCalledTimes(1);
    expect(alertMock).toHaveBeenCalledWith(MESSAGES.auth.sessionExpired);
  });

  it('neither alerts nor leaves for /login while /api/auth/user still answers (the login page would send the user straight back)', async () => {
    const api = mockApi(makeUser({ role: 'ADMIN' }), { 'GET /api/admin/*': unauthorized });
    const { getJson, HttpError } = freshRequestModule();
    const results = await Promise.allSettled(LISTS.map((url) => getJson(url)));
    for (const result of results) {
      expect(result.status).toBe('rejected');
      const reason = (result as PromiseRejectedResult).reason;
      expect(reason).toBeInstanceOf(HttpError);
      expect(reason).toMatchObject({ status: 401, userMessage: unauthorizedBody.message });
    }
    expect(alertMock).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/admin/members');
    // The session was asked about once for the four lists.
    expect(api.callsTo('GET', '/api/auth/user')).toHaveLength(1);
  });

  it('still hands a real expiry that comes later to the login page', async () => {
    const api = mockApi(makeUser({ role: 'ADMIN' }), { 'GET /api/admin/*': unauthorized });
    const { getJson } = freshRequestModule();
    await expect(getJson(LISTS[0])).rejects.toMatchObject({ status: 401 });
    expect(alertMock).not.toHaveBeenCalled();
    api.signIn(null);
    await expect(getJson(LISTS[0])).rejects.toThrow('401: Unauthorized');
    expect(alertMock).toHaveBeenCalledTimes(1);
  });
});
