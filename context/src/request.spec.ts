import { MESSAGES } from '@academy/common';
import { apiRequest, HttpError } from './request';
import { apiError, mockApi } from './testing';

const wrongPassword = apiError(401, 'INVALID_PASSWORD', '잘못된 비밀번호입니다.');

describe('apiRequest on a protected path', () => {
  let alertMock: jest.SpyInstance;

  beforeEach(() => {
    window.history.pushState({}, '', '/admin-dashboard');
    alertMock = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    // jsdom cannot navigate; the redirect itself is the shell's business, the alert is what the user sees.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => jest.restoreAllMocks());

  it('alerts that the session expired on a 401 by default', async () => {
    mockApi(null, { 'GET /api/admin/members': wrongPassword });
    await expect(apiRequest('GET', '/api/admin/members')).rejects.toThrow('401: Unauthorized');
    expect(alertMock).toHaveBeenCalledWith(MESSAGES.auth.sessionExpired);
  });

  it('hands the 401 and its Korean message to a caller that handles it itself', async () => {
    mockApi(null, { 'POST /api/admin/login': wrongPassword });
    const failure = apiRequest('POST', '/api/admin/login', { password: 'x' }, { redirectOn401: false });
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({
      status: 401,
      userMessage: '잘못된 비밀번호입니다.',
      code: 'INVALID_PASSWORD',
    });
    expect(alertMock).not.toHaveBeenCalled();
  });
});
