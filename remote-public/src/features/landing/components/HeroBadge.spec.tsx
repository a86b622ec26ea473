import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@academy/common';
import {
  currentLocation,
  jsonResponse,
  mockApi,
  renderWithProviders,
  type FakeApi,
  type RecordedCall,
  type TypedRoutes,
} from '@academy/context/testing';
import { HeroBadge } from './HeroBadge';

/** What the API may answer to POST /api/dev/login: its success body, or a refusal with any status it refuses with. */
type DevLoginAnswer = Exclude<
  TypedRoutes<'POST /api/dev/login'>['POST /api/dev/login'],
  (call: RecordedCall) => unknown
>;
/** A Response the test builds itself is for an answer the API does not describe. */
type LoginAnswer = DevLoginAnswer | Response | 'network-error' | 'html';

const loggedIn = { body: { success: true, ok: true, message: MESSAGES.console.loggedIn } } as const;

/** The console login answers `answer`; every other call is the usual fake API (no session). */
function mockDevLogin(answer: LoginAnswer): FakeApi {
  return mockApi(null, {
    'POST /api/dev/login': () => {
      if (answer === 'network-error') throw new TypeError('Failed to fetch');
      if (answer === 'html')
        return {
          ...jsonResponse(null),
          headers: { get: () => 'text/html' },
          text: async () => '<html>Bad gateway</html>',
        } as unknown as Response;
      return answer;
    },
  });
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
    const server = mockApi(null);
    renderWithProviders(<HeroBadge />);
    await waitFor(() => expect(server.callsTo('GET', '/api/auth/user')).not.toHaveLength(0));
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
    const server = mockDevLogin(loggedIn);
    renderWithProviders(<HeroBadge />);
    // Real timers until the dialog is up: React draws a lazily loaded component from a task that
    // fake timers do not run, so on a busy machine the dialog could miss the wait.
    await openDialog(userEvent.setup());
    await userEvent.setup().type(screen.getByLabelText('비밀번호'), 'console-secret');
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: '확인' }));

    await screen.findByText('인증되었습니다. 관리자 화면으로 이동합니다.');
    const [call] = server.callsTo('POST', '/api/dev/login');
    expect(call.init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(call.body).toEqual({ password: 'console-secret' });

    act(() => jest.advanceTimersByTime(450));
    expect(currentLocation()).toBeNull();
    act(() => jest.advanceTimersByTime(60));
    expect(currentLocation()).toBe('/_superadmin');
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it.each<[string, LoginAnswer]>([
    [
      'a 401 answer',
      { status: 401, body: { success: false, code: 'INVALID_PASSWORD', message: '잘못된 비밀번호입니다.' } },
    ],
    // Not an answer the API gives (it refuses with a 401), but the dialog must not take it for a success.
    ['success: false', jsonResponse({ success: false })],
  ])('says a wrong password under the field on %s, no native alert, and stays on the page', async (_label, answer) => {
    mockDevLogin(answer);
    const user = userEvent.setup();
    renderWithProviders(<HeroBadge />);
    await openDialog(user);
    await user.type(screen.getByLabelText('비밀번호'), 'guess');
    await user.click(screen.getByRole('button', { name: '확인' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('잘못된 비밀번호입니다.');
    expect(screen.getByLabelText('비밀번호')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('비밀번호')).toHaveAccessibleDescription('잘못된 비밀번호입니다.');
    expect(alertSpy).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(currentLocation()).toBeNull();
  });

  it.each<[string, LoginAnswer]>([
    ['a network failure', 'network-error'],
    ['an answer that is not JSON', 'html'],
  ])('says a general error on %s in the dialog, no native alert, and clears the field', async (_label, answer) => {
    mockDevLogin(answer);
    const user = userEvent.setup();
    renderWithProviders(<HeroBadge />);
    await openDialog(user);
    const field = screen.getByLabelText('비밀번호');
    await user.type(field, 'console-secret');
    await user.click(screen.getByRole('button', { name: '확인' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('오류가 발생했습니다. 다시 시도해주세요.');
    // Not the password's fault: the field is not marked wrong.
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(alertSpy).not.toHaveBeenCalled();
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
    expect(await screen.findByRole('alert')).toHaveTextContent('요청이 너무 많습니다. 잠시 후 다시 시도해주세요.');
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('asks for a password instead of sending an empty one', async () => {
    const server = mockDevLogin(loggedIn);
    const user = userEvent.setup();
    renderWithProviders(<HeroBadge />);
    await openDialog(user);
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('비밀번호를 입력해주세요');
    expect(server.calls.map((call) => call.path)).not.toContain('/api/dev/login');
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
