import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockApi, renderWithProviders } from '@academy/context/testing';
import { currentLocation } from '../../../test/current-location';
import { HeroBadge } from './HeroBadge';

type Answer = { status?: number; body?: unknown } | 'network-error' | 'html';

/** The console login answers `answer`; every other call is the usual mock (no session). */
function mockDevLogin(answer: Answer): jest.Mock {
  const fetchMock = mockApi(null);
  const fallback = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input: string, init?: RequestInit) => {
    if (input !== '/api/dev/login') return fallback(input, init);
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (answer === 'html') {
      return {
        ...jsonResponse(null),
        headers: { get: () => 'text/html' },
        text: async () => '<html>Bad gateway</html>',
      };
    }
    return jsonResponse(answer.body, answer.status ?? 200);
  });
  return fetchMock;
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByText('문', { exact: true }));
  return screen.findByRole('dialog', { name: '관리자 인증' });
}

let alertSpy: jest.SpyInstance;
beforeEach(() => {
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  alertSpy.mockRestore();
  jest.useRealTimers();
});

describe('hidden console login in the hero badge', () => {
  it('is one character of the badge text, with no visible label of its own', async () => {
    const fetchMock = mockApi(null);
    renderWithProviders(<HeroBadge />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/auth/user', expect.anything()));
    const badge = screen.getByText(/창원 중·고등 영어/);
    expect(badge).toHaveTextContent('창원 중·고등 영어 전문 · 원장 직강');
    expect(screen.getByText('문', { exact: true })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is no Tab stop and no control a screen reader announces', async () => {
    mockApi(null);
    const user = userEvent.setup();
    renderWithProviders(<HeroBadge />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  it('posts the password and opens the secret console 500 ms after success', async () => {
    jest.useFakeTimers();
    const fetchMock = mockDevLogin({ body: { success: true } });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<HeroBadge />);
    await openDialog(user);
    await user.type(screen.getByLabelText('비밀번호'), 'console-secret');
    await user.click(screen.getByRole('button', { name: '확인' }));

    await screen.findByText('인증되었습니다. 관리자 화면으로 이동합니다.');
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/dev/login')!;
    expect(call[1]).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(call[1].body)).toEqual({ password: 'console-secret' });

    act(() => jest.advanceTimersByTime(450));
    expect(currentLocation()).toBeNull();
    act(() => jest.advanceTimersByTime(60));
    expect(currentLocation()).toBe('/_superadmin');
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it.each<[string, Answer]>([
    [
      'a 401 answer',
      { status: 401, body: { success: false, code: 'INVALID_PASSWORD', message: '잘못된 비밀번호입니다.' } },
    ],
    ['success: false', { body: { success: false } }],
  ])('alerts a wrong password on %s and stays on the page', async (_label, answer) => {
    mockDevLogin(answer);
    const user = userEvent.setup();
    renderWithProviders(<HeroBadge />);
    await openDialog(user);
    await user.type(screen.getByLabelText('비밀번호'), 'guess');
    await user.click(screen.getByRole('button', { name: '확인' }));

    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('잘못된 비밀번호입니다.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(currentLocation()).toBeNull();
  });

  it.each<[string, Answer]>([
    ['a network failure', 'network-error'],
    ['an answer that is not JSON', 'html'],
  ])('alerts a general error on %s and clears the field', async (_label, answer) => {
    mockDevLogin(answer);
    const user = userEvent.setup();
    renderWithProviders(<HeroBadge />);
    await openDialog(user);
    const field = screen.getByLabelText('비밀번호');
    await user.type(field, 'console-secret');
    await user.click(screen.getByRole('button', { name: '확인' }));

    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('오류가 발생했습니다. 다시 시도해주세요.'));
    expect(field).toHaveValue('');
    expect(currentLocation()).toBeNull();
  });

  it('shows the server sentence when the server refuses (throttled)', async () => {
    mockDevLogin({
      status: 429,
      body: {
        ok: false,
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<HeroBadge />);
    await openDialog(user);
    await user.type(screen.getByLabelText('비밀번호'), 'again');
    await user.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('요청이 너무 많습니다. 잠시 후 다시 시도해주세요.'));
  });

  it('asks for a password instead of sending an empty one', async () => {
    const fetchMock = mockDevLogin({ body: { success: true } });
    const user = userEvent.setup();
    renderWithProviders(<HeroBadge />);
    await openDialog(user);
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('비밀번호를 입력해주세요');
    expect(fetchMock).not.toHaveBeenCalledWith('/api/dev/login', expect.anything());
  });

  it('keeps focus inside its dialog and closes with Escape', async () => {
    mockApi(null);
    const user = userEvent.setup();
    renderWithProviders(<HeroBadge />);
    await openDialog(user);
    expect(screen.getByLabelText('비밀번호')).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByLabelText('비밀번호')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
