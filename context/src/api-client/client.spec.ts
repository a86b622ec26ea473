import { api } from './client';
import { HttpError, SessionEndedError } from './request';
import { beforeSessionRedirect, loginPath } from '../session-redirect';
import { apiError, mockApi } from '../testing';

const wrongPassword = apiError(401, 'INVALID_PASSWORD', '잘못된 비밀번호입니다.');

describe('the typed client on a protected path', () => {
  let alertMock: jest.SpyInstance;
  let leaving: jest.Mock;
  let stopListening: () => void;

  beforeEach(() => {
    window.history.pushState({}, '', '/admin-dashboard?tab=videos');
    alertMock = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    // jsdom cannot navigate (it reports so on console.error); the listeners see the page leave.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    leaving = jest.fn();
    stopListening = beforeSessionRedirect(leaving);
  });

  afterEach(() => {
    stopListening();
    jest.restoreAllMocks();
  });

  it('leaves for /login on a 401 once the session has ended, with no native alert', async () => {
    mockApi(null, { 'GET /api/admin/members': wrongPassword });
    const failure = api.get('/admin/members');
    await expect(failure).rejects.toThrow('401: Unauthorized');
    await expect(failure).rejects.toBeInstanceOf(SessionEndedError);
    expect(alertMock).not.toHaveBeenCalled();
    expect(leaving).toHaveBeenCalledTimes(1);
    expect(leaving).toHaveBeenCalledWith('/admin-dashboard?tab=videos');
  });

  it('hands the 401 and its Korean message to a caller that handles it itself', async () => {
    mockApi(null, { 'POST /api/admin/login': wrongPassword });
    const failure = api.post('/admin/login', { body: { password: 'x' }, redirectOn401: false });
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.not.toBeInstanceOf(SessionEndedError);
    await expect(failure).rejects.toMatchObject({
      status: 401,
      userMessage: '잘못된 비밀번호입니다.',
      code: 'INVALID_PASSWORD',
    });
    expect(alertMock).not.toHaveBeenCalled();
    expect(leaving).not.toHaveBeenCalled();
  });
});

describe('loginPath', () => {
  it('carries where to come back to, and says when the session expired', () => {
    expect(loginPath('/admin/notices?q=공지')).toBe('/login?next=%2Fadmin%2Fnotices%3Fq%3D%EA%B3%B5%EC%A7%80');
    expect(loginPath('/admin/notices', { expired: true })).toBe('/login?next=%2Fadmin%2Fnotices&expired=1');
  });
});
