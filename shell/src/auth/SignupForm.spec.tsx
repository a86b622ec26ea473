import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PARENT_MESSAGES, PARENT_SCREEN_MESSAGES as P } from '@academy/common/parents';
import { makeUser, mockApi, renderWithProviders } from '@academy/context/testing';
import LoginPage from './LoginPage';
import { SignupForm } from './SignupForm';

const signedUp = (user = makeUser({ role: 'PENDING', email: 'new@example.com' })) => ({
  status: 201 as const,
  body: { ok: true as const, message: '회원가입이 완료되었습니다. 관리자 승인 후 강의를 시청할 수 있습니다.', user },
});

/** Everything but the account type and the phone, filled in and agreed to. */
async function fillTheRest(email = 'new@example.com') {
  await userEvent.type(screen.getByLabelText('이메일'), email);
  await userEvent.type(screen.getByLabelText('성'), '김');
  await userEvent.type(screen.getByLabelText('이름'), '영희');
  await userEvent.type(screen.getByLabelText('비밀번호'), 'secret1');
  await userEvent.type(screen.getByLabelText('비밀번호 확인'), 'secret1');
  await userEvent.click(screen.getByLabelText('이용약관에 동의합니다 (필수)'));
  await userEvent.click(screen.getByLabelText('개인정보 수집·이용에 동의합니다 (필수)'));
}

const phoneHint = () => {
  const id = screen.getByLabelText(PARENT_MESSAGES.phoneLabel).getAttribute('aria-describedby') ?? '';
  return document.getElementById(id.split(' ').at(-1)!)?.textContent;
};

describe('SignupForm: 학생 / 학부모', () => {
  it('opens as a student: the phone optional, the under-14 box offered, no phone sent when none is typed', async () => {
    const server = mockApi(null, { 'POST /api/auth/signup': signedUp() });
    renderWithProviders(<SignupForm />);
    const type = screen.getByRole('radiogroup', { name: P.accountTypeLabel });
    expect(within(type).getByRole('radio', { name: '학생' })).toBeChecked();
    expect(screen.getByLabelText(PARENT_MESSAGES.phoneLabel)).not.toBeRequired();
    expect(phoneHint()).toBe(PARENT_MESSAGES.studentPhoneHelp);
    expect(screen.getByLabelText('만 14세 미만입니다')).toBeInTheDocument();
    expect(screen.getByText(P.studentSignupHint)).toBeInTheDocument();

    await fillTheRest();
    await userEvent.click(screen.getByRole('button', { name: '회원가입' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/auth/signup')).toHaveLength(1));
    const body = server.callsTo('POST', '/api/auth/signup')[0]!.body;
    expect(body).toMatchObject({ accountType: 'STUDENT', under14: false });
    expect(body).not.toHaveProperty('phone');
  });

  it('asks a parent for the phone, on its field, and drops the under-14 block', async () => {
    const server = mockApi(null);
    renderWithProviders(<SignupForm />);
    await userEvent.click(screen.getByLabelText('만 14세 미만입니다'));
    expect(screen.getByLabelText('법정대리인 이름')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: '학부모' }));
    expect(screen.queryByLabelText('만 14세 미만입니다')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('법정대리인 이름')).not.toBeInTheDocument();
    const phone = screen.getByLabelText(PARENT_MESSAGES.phoneLabel);
    expect(phone).toBeRequired();
    expect(phoneHint()).toBe(PARENT_MESSAGES.parentPhoneHelp);
    expect(screen.getByText(P.parentSignupHint)).toBeInTheDocument();

    await fillTheRest();
    await userEvent.click(screen.getByRole('button', { name: '회원가입' }));
    expect(await screen.findByText(PARENT_MESSAGES.phone)).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveFocus();

    await userEvent.type(phone, '02-12');
    await userEvent.click(screen.getByRole('button', { name: '회원가입' }));
    expect(await screen.findByText(PARENT_MESSAGES.phoneInvalid)).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/auth/signup')).toHaveLength(0);
  });

  it('shows the server’s message for the phone on its field', async () => {
    mockApi(null, {
      'POST /api/auth/signup': {
        status: 400,
        body: {
          ok: false,
          statusCode: 400,
          code: 'VALIDATION_ERROR',
          message: '입력값을 확인해주세요',
          errors: [{ field: 'phone', message: PARENT_MESSAGES.phoneInvalid }],
        },
      },
    });
    renderWithProviders(<SignupForm />);
    await userEvent.click(screen.getByRole('radio', { name: '학부모' }));
    await fillTheRest();
    await userEvent.type(screen.getByLabelText(PARENT_MESSAGES.phoneLabel), '010-1234-5678');
    await userEvent.click(screen.getByRole('button', { name: '회원가입' }));
    expect(await screen.findByText(PARENT_MESSAGES.phoneInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText(PARENT_MESSAGES.phoneLabel)).toHaveFocus();
  });
});

describe('/login: a parent signs up', () => {
  it('sends PARENT and the phone without the guardian fields, says the account is ready, then logs in to /parent', async () => {
    const parent = makeUser({ role: 'PARENT', email: 'mom@example.com', firstName: '영희' });
    const server = mockApi(null, {
      'POST /api/auth/signup': signedUp(parent),
      'POST /api/auth/login': () => {
        server.signIn(parent);
        return { body: { ok: true, message: '환영합니다, 영희님!', user: parent } };
      },
    });
    renderWithProviders(<LoginPage />, { route: '/login' });
    await userEvent.click(await screen.findByText('회원가입'));
    await userEvent.click(screen.getByRole('radio', { name: '학부모' }));
    await fillTheRest('mom@example.com');
    await userEvent.type(screen.getByLabelText(PARENT_MESSAGES.phoneLabel), '010 1234 5678');
    await userEvent.click(screen.getByRole('button', { name: '회원가입' }));

    expect(await screen.findByText(P.parentSignupDone)).toBeInTheDocument();
    const body = server.callsTo('POST', '/api/auth/signup')[0]!.body;
    expect(body).toMatchObject({ accountType: 'PARENT', phone: '010 1234 5678', under14: false });
    expect(body).not.toHaveProperty('guardianName');

    // As a student does: the login form with the address filled in, and the login goes to /parent.
    await waitFor(() => expect(screen.getByLabelText('이메일')).toHaveValue('mom@example.com'));
    await userEvent.type(screen.getByLabelText('비밀번호'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(screen.getByTestId('redirected')).toHaveAttribute('data-location', '/parent'), {
      timeout: 2000,
    });
  });
});
