import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, makeUser, mockApi, renderWithProviders } from '@academy/context/testing';
import LoginPage from './LoginPage';

describe('/login', () => {
  it('is headed by one first-level heading', async () => {
    mockApi(null);
    renderWithProviders(<LoginPage />, { route: '/login' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('이든 영어학원 온라인 학습');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('says the session expired when a page whose session ended sent the user here, with no alert', async () => {
    const alertMock = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    mockApi(null);
    renderWithProviders(<LoginPage />, { route: '/login?next=%2Fadmin%2Fnotices&expired=1', path: '/login' });
    await screen.findByLabelText('이메일');
    expect(screen.getByRole('status')).toHaveTextContent('세션이 만료되었습니다. 다시 로그인해주세요.');
    expect(alertMock).not.toHaveBeenCalled();
    alertMock.mockRestore();
  });

  it('opens the sign-up form set to 학부모 from a parent invitation (?signup=parent)', async () => {
    mockApi(null);
    renderWithProviders(<LoginPage />, {
      route: '/login?signup=parent&next=%2Fparent%2Finvite%3Ftoken%3Dt',
      path: '/login',
    });
    expect(await screen.findByRole('radio', { name: '학부모' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '회원가입' })).toBeChecked();
  });

  it('says nothing about a session on a plain visit', async () => {
    mockApi(null);
    renderWithProviders(<LoginPage />, { route: '/login?next=%2Fadmin%2Fnotices', path: '/login' });
    await screen.findByLabelText('이메일');
    expect(screen.queryByText('세션이 만료되었습니다. 다시 로그인해주세요.')).not.toBeInTheDocument();
  });

  it('shows and hides the password with a button that says its state', async () => {
    mockApi(null);
    renderWithProviders(<LoginPage />, { route: '/login' });
    const password = await screen.findByLabelText('비밀번호');
    const toggle = screen.getByRole('button', { name: '비밀번호 표시' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(password).toHaveAttribute('type', 'text');
  });

  it.each([
    ['not-an-email', 'secret1', '올바른 이메일 주소를 입력해주세요'],
    ['student@example.com', '', '비밀번호를 입력해주세요'],
  ])('refuses %j / %j with the message before sending anything', async (email, password, message) => {
    const server = mockApi(null);
    renderWithProviders(<LoginPage />, { route: '/login' });
    await userEvent.type(await screen.findByLabelText('이메일'), email);
    if (password) await userEvent.type(screen.getByLabelText('비밀번호'), password);
    await userEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText(message, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(server.calls.map((call) => call.path)).not.toContain('/api/auth/login');
  });

  it('logs in, welcomes the member by name and follows next after 500 ms', async () => {
    const student = makeUser({ firstName: '민수' });
    const server = mockApi(null, {
      'POST /api/auth/login': () => {
        server.signIn(student);
        return { body: { ok: true, message: '로그인되었습니다.', user: student } };
      },
    });
    renderWithProviders(<LoginPage />, { route: '/login?next=%2Fvideos', path: '/login' });
    await userEvent.type(await screen.findByLabelText('이메일'), 'student@example.com');
    await userEvent.type(screen.getByLabelText('비밀번호'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: '로그인' }));

    expect(await screen.findByText('환영합니다, 민수님!')).toBeInTheDocument();
    expect(screen.queryByTestId('redirected')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('redirected')).toBeInTheDocument(), { timeout: 2000 });
  });

  it('shows the server message in a "로그인 실패" toast', async () => {
    mockApi(null, {
      'POST /api/auth/login': apiError(401, 'INVALID_CREDENTIALS', '이메일 또는 비밀번호가 올바르지 않습니다.'),
    });
    renderWithProviders(<LoginPage />, { route: '/login' });
    await userEvent.type(await screen.findByLabelText('이메일'), 'student@example.com');
    await userEvent.type(screen.getByLabelText('비밀번호'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('로그인 실패')).toBeInTheDocument();
    expect(screen.getByText('이메일 또는 비밀번호가 올바르지 않습니다.')).toBeInTheDocument();
  });

  it('shows sign-up placeholders as examples that cannot pass for answers', async () => {
    mockApi(null);
    renderWithProviders(<LoginPage />, { route: '/login' });
    await userEvent.click(await screen.findByText('회원가입'));
    expect(screen.getByLabelText('성')).toHaveAttribute('placeholder', '예: 김');
    expect(screen.getByLabelText('이름')).toHaveAttribute('placeholder', '예: 민수');
    expect(screen.getByLabelText('이메일')).toHaveAttribute('placeholder', '예: example@email.com');
  });

  it('signs up with matching passwords and hands over to the login form with the e-mail filled in', async () => {
    const server = mockApi(null, {
      'POST /api/auth/signup': {
        status: 201,
        body: {
          ok: true,
          message: '회원가입이 완료되었습니다. 관리자 승인 후 강의를 시청할 수 있습니다.',
          user: makeUser({ role: 'PENDING', email: 'new@example.com' }),
        },
      },
    });
    renderWithProviders(<LoginPage />, { route: '/login' });
    await userEvent.click(await screen.findByText('회원가입'));
    await userEvent.type(screen.getByLabelText('이메일'), 'new@example.com');
    await userEvent.type(screen.getByLabelText('성'), '김');
    await userEvent.type(screen.getByLabelText('이름'), '민수');
    await userEvent.type(screen.getByLabelText('비밀번호'), 'secret1');
    await userEvent.type(screen.getByLabelText('비밀번호 확인'), 'secret2');
    await userEvent.click(screen.getByRole('button', { name: '회원가입' }));
    expect(await screen.findByText('비밀번호가 일치하지 않습니다')).toBeInTheDocument();
    expect(server.calls.map((call) => call.path)).not.toContain('/api/auth/signup');

    await userEvent.clear(screen.getByLabelText('비밀번호 확인'));
    await userEvent.type(screen.getByLabelText('비밀번호 확인'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: '회원가입' }));
    // Neither required consent is ticked: each says so on its box, and nothing is sent.
    expect(await screen.findByText('이용약관에 동의해주세요')).toBeInTheDocument();
    expect(screen.getByText('개인정보 수집·이용에 동의해주세요')).toBeInTheDocument();
    expect(screen.getByLabelText('이용약관에 동의합니다 (필수)')).toHaveFocus();
    expect(server.calls.map((call) => call.path)).not.toContain('/api/auth/signup');

    await userEvent.click(screen.getByLabelText('이용약관에 동의합니다 (필수)'));
    await userEvent.click(screen.getByLabelText('개인정보 수집·이용에 동의합니다 (필수)'));
    await userEvent.click(screen.getByRole('button', { name: '회원가입' }));
    expect(await screen.findByText('회원가입 성공')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/auth/signup')[0].body).toMatchObject({
      agreements: { terms: true, privacy: true, marketing: false },
      under14: false,
    });
    await waitFor(() => expect(screen.getByLabelText('이메일')).toHaveValue('new@example.com'));
    expect(screen.queryByLabelText('비밀번호 확인')).not.toBeInTheDocument();
  });

  it('asks for the guardian under 14, and states the retention the server applies', async () => {
    const server = mockApi(null, {
      'GET /api/site': {
        body: {
          kakaoChannelUrl: null,
          retention: { unapprovedAccounts: 45, consultations: 365, auditLog: 730, sessions: 30, mailOutbox: 30 },
        },
      },
      'POST /api/auth/signup': {
        status: 201,
        body: { ok: true, message: '완료', user: makeUser({ role: 'PENDING', email: 'kid@example.com' }) },
      },
    });
    renderWithProviders(<LoginPage />, { route: '/login' });
    await userEvent.click(await screen.findByText('회원가입'));
    expect(await screen.findByText(/가입 후 45일이 지나면 파기합니다/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '이용약관 보기 (새 창)' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: '개인정보처리방침 보기 (새 창)' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByLabelText('광고성 정보(강좌 안내, 이벤트) 수신에 동의합니다 (선택)')).not.toBeChecked();
    expect(screen.queryByLabelText('법정대리인 이름')).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('이메일'), 'kid@example.com');
    await userEvent.type(screen.getByLabelText('성'), '김');
    await userEvent.type(screen.getByLabelText('이름'), '하늘');
    await userEvent.type(screen.getByLabelText('비밀번호'), 'secret1');
    await userEvent.type(screen.getByLabelText('비밀번호 확인'), 'secret1');
    await userEvent.click(screen.getByLabelText('이용약관에 동의합니다 (필수)'));
    await userEvent.click(screen.getByLabelText('개인정보 수집·이용에 동의합니다 (필수)'));
    await userEvent.click(screen.getByLabelText('만 14세 미만입니다'));
    await userEvent.click(screen.getByRole('button', { name: '회원가입' }));
    expect(await screen.findByText('법정대리인 이름을 입력해주세요')).toBeInTheDocument();
    expect(screen.getByText('법정대리인 연락처를 입력해주세요')).toBeInTheDocument();
    expect(screen.getByText('만 14세 미만은 법정대리인의 동의가 필요합니다')).toBeInTheDocument();
    expect(screen.getByLabelText('법정대리인 이름')).toHaveFocus();

    await userEvent.type(screen.getByLabelText('법정대리인 이름'), '김영희');
    await userEvent.type(screen.getByLabelText('법정대리인 연락처'), '010 9876 5432');
    await userEvent.click(screen.getByLabelText('법정대리인으로서 위 개인정보 수집·이용에 동의합니다 (필수)'));
    await userEvent.click(screen.getByRole('button', { name: '회원가입' }));
    expect(await screen.findByText('회원가입 성공')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/auth/signup')[0].body).toMatchObject({
      under14: true,
      guardianName: '김영희',
      guardianPhone: '010 9876 5432',
      guardianConsent: true,
    });
  });

  it('sends a member who is already signed in on at once', async () => {
    mockApi(makeUser({ role: 'ADMIN' }));
    renderWithProviders(<LoginPage />, { route: '/login' });
    await act(async () => undefined);
    expect(await screen.findByTestId('redirected')).toBeInTheDocument();
  });
});
