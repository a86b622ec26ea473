import type * as ClientModule from './api-client/client';
import type * as RequestModule from './api-client/request';
import type * as RedirectModule from './session-redirect';
import { makeUser, mockApi, unauthorizedBody } from './testing';

const unauthorized = { status: 401, body: unauthorizedBody };
const STATUSES = ['pending', 'verified', 'rejected', 'all'] as const;

/**
 * A fresh copy of the helper per test: a page that was sent to /login keeps no state into the next
 * test. The redirect listeners come from the same copy.
 */
function freshRequestModule(): typeof ClientModule & typeof RequestModule & typeof RedirectModule {
  let loaded: (typeof ClientModule & typeof RequestModule & typeof RedirectModule) | undefined;
  jest.isolateModules(() => {
    loaded = {
      ...jest.requireActual<typeof ClientModule>('./api-client/client'),
      ...jest.requireActual<typeof RequestModule>('./api-client/request'),
      ...jest.requireActual<typeof RedirectModule>('./session-redirect'),
    };
  });
  return loaded!;
}

const list = (client: typeof ClientModule.api, status: (typeof STATUSES)[number]) =>
  client.get('/admin/members', { params: { query: { status } } });

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
    const { api: client, beforeSessionRedirect } = freshRequestModule();
    const leaving = jest.fn();
    beforeSessionRedirect(leaving);
    const results = await Promise.allSettled(STATUSES.map((status) => list(client, status)));
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(leaving).toHaveBeenCalledTimes(1);
    expect(leaving).toHaveBeenCalledWith('/admin/members');
    expect(alertMock).not.toHaveBeenCalled();
  });

  it('neither alerts nor leaves for /login while /api/auth/user still answers (the login page would send the user straight back)', async () => {
    const api = mockApi(makeUser({ role: 'ADMIN' }), { 'GET /api/admin/*': unauthorized });
    const { api: client, HttpError, SessionEndedError, beforeSessionRedirect } = freshRequestModule();
    const leaving = jest.fn();
    beforeSessionRedirect(leaving);
    const results = await Promise.allSettled(STATUSES.map((status) => list(client, status)));
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
    const { api: client, beforeSessionRedirect } = freshRequestModule();
    const leaving = jest.fn();
    beforeSessionRedirect(leaving);
    await expect(list(client, 'pending')).rejects.toMatchObject({ status: 401 });
    expect(leaving).not.toHaveBeenCalled();
    api.signIn(null);
    await expect(list(client, 'pending')).rejects.toThrow('401: Unauthorized');
    expect(leaving).toHaveBeenCalledTimes(1);
    expect(alertMock).not.toHaveBeenCalled();
  });

  it('runs every listener still registered, even after one of them throws, and none removed', async () => {
    mockApi(null, { 'POST /api/admin/*': unauthorized });
    const { api: client, beforeSessionRedirect, SessionEndedError } = freshRequestModule();
    beforeSessionRedirect(() => {
      throw new Error('storage full');
    });
    const kept = jest.fn();
    beforeSessionRedirect(kept);
    const removed = jest.fn();
    beforeSessionRedirect(removed)();
    await expect(client.post('/admin/notices', { body: { title: '초안', body: '' } })).rejects.toBeInstanceOf(
      SessionEndedError,
    );
    expect(kept).toHaveBeenCalledWith('/admin/members');
    expect(removed).not.toHaveBeenCalled();
  });

  it('meets a later expiry afresh when the page is still there (its navigation stopped): the drafts are kept again', async () => {
    mockApi(null, { 'POST /api/admin/*': unauthorized });
    const { api: client, beforeSessionRedirect } = freshRequestModule();
    const leaving = jest.fn();
    beforeSessionRedirect(leaving);
    await expect(client.post('/admin/notices', { body: { title: '첫 시도', body: '' } })).rejects.toThrow(
      '401: Unauthorized',
    );
    await expect(client.post('/admin/notices', { body: { title: '두 번째', body: '' } })).rejects.toThrow(
      '401: Unauthorized',
    );
    expect(leaving).toHaveBeenCalledTimes(2);
  });
});
