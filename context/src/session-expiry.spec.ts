import type * as RequestModule from './request';
import type * as RedirectModule from './session-redirect';
import { makeUser, mockApi, unauthorizedBody } from './testing';

const unauthorized = { status: 401, body: unauthorizedBody };
const LISTS = ['pending', 'verified', 'rejected', 'all'].map((status) => `/api/admin/members?status=${status}`);

/**
 * A fresh copy of the helper per test: a page that was sent to /login keeps no state into the next
 * test. The redirect listeners come from the same copy.
 */
function freshRequestModule(): typeof RequestModule & typeof RedirectModule {
  let loaded: (typeof RequestModule & typeof RedirectModule) | undefined;
  jest.isolateModules(() => {
    loaded = {
      ...jest.requireActual<typeof RequestModule>('./request'),
      ...jest.requireActual<typeof RedirectModule>('./session-redirect'),
    };
  });
  return loaded!;
}

describe('a 401 from an admin list', () => {
  let alertMock: jest.SpyInstance;

  beforeEach(() => {
    window.history.pushState({}, '', '/admin/members');
    alertMock = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    // jsdom cannot navigate and says so on console.error; the listeners see the page leave.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => jest.restoreAllMocks());

  it('leaves for /login once, not once per list, when the session has really ended, with no native alert', async () => {
    mockApi(null, { 'GET /api/admin/*': unauthorized });
    const { getJson, beforeSessionRedirect } = freshRequestModule();
    const leaving = jest.fn();
    beforeSessionRedirect(leaving);
    const results = await Promise.allSettled(LISTS.map((url) => getJson(url)));
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(leaving).toHaveBeenCalledTimes(1);
    expect(leaving).toHaveBeenCalledWith('/admin/members');
    expect(alertMock).not.toHaveBeenCalled();
  });

  it('neither alerts nor leaves for /login while /api/auth/user still answers (the login page would send the user straight back)', async () => {
    const api = mockApi(makeUser({ role: 'ADMIN' }), { 'GET /api/admin/*': unauthorized });
    const { getJson, HttpError, SessionEndedError, beforeSessionRedirect } = freshRequestModule();
    const leaving = jest.fn();
    beforeSessionRedirect(leaving);
    const results = await Promise.allSettled(LISTS.map((url) => getJson(url)));
    for (const result of results) {
      expect(result.status).toBe('rejected');
      const reason = (result as PromiseRejectedResult).reason;
      expect(reason).toBeInstanceOf(HttpError);
      expect(reason).not.toBeInstanceOf(SessionEndedError);
      expect(reason).toMatchObject({ status: 401, userMessage: unauthorizedBody.message });
    }
    expect(alertMock).not.toHaveBeenCalled();
    expect(leaving).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/admin/members');
    // The session was asked about once for the four lists.
    expect(api.callsTo('GET', '/api/auth/user')).toHaveLength(1);
  });

  it('still hands a real expiry that comes later to the login page', async () => {
    const api = mockApi(makeUser({ role: 'ADMIN' }), { 'GET /api/admin/*': unauthorized });
    const { getJson, beforeSessionRedirect } = freshRequestModule();
    const leaving = jest.fn();
    beforeSessionRedirect(leaving);
    await expect(getJson(LISTS[0])).rejects.toMatchObject({ status: 401 });
    expect(leaving).not.toHaveBeenCalled();
    api.signIn(null);
    await expect(getJson(LISTS[0])).rejects.toThrow('401: Unauthorized');
    expect(leaving).toHaveBeenCalledTimes(1);
    expect(alertMock).not.toHaveBeenCalled();
  });

  it('runs every listener still registered, even after one of them throws, and none removed', async () => {
    mockApi(null, { 'POST /api/admin/*': unauthorized });
    const { apiRequest, beforeSessionRedirect, SessionEndedError } = freshRequestModule();
    beforeSessionRedirect(() => {
      throw new Error('storage full');
    });
    const kept = jest.fn();
    beforeSessionRedirect(kept);
    const removed = jest.fn();
    beforeSessionRedirect(removed)();
    await expect(apiRequest('POST', '/api/admin/notices', { title: '초안' })).rejects.toBeInstanceOf(SessionEndedError);
    expect(kept).toHaveBeenCalledWith('/admin/members');
    expect(removed).not.toHaveBeenCalled();
  });

  it('meets a later expiry afresh when the page is still there (its navigation stopped): the drafts are kept again', async () => {
    mockApi(null, { 'POST /api/admin/*': unauthorized });
    const { apiRequest, beforeSessionRedirect } = freshRequestModule();
    const leaving = jest.fn();
    beforeSessionRedirect(leaving);
    await expect(apiRequest('POST', '/api/admin/notices', { title: '첫 시도' })).rejects.toThrow('401: Unauthorized');
    await expect(apiRequest('POST', '/api/admin/notices', { title: '두 번째' })).rejects.toThrow('401: Unauthorized');
    expect(leaving).toHaveBeenCalledTimes(2);
  });
});
