import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, mockApi, renderWithProviders } from '@academy/context/testing';
import { AuthDialogsProvider } from '../auth/AuthDialogsProvider';
import { Header } from './Header';

jest.mock('../auth/AuthDialogs', () => ({
  __esModule: true,
  default: ({ dialog }: { dialog: string | null }) => (dialog ? <div role="dialog">{dialog}</div> : null),
}));

function renderHeader() {
  return renderWithProviders(
    <AuthDialogsProvider>
      <Header />
    </AuthDialogsProvider>,
    { route: '/' },
  );
}

describe('Header', () => {
  it('names the logo link by the words it shows, so voice control can say them', () => {
    mockApi(null);
    renderHeader();
    expect(screen.getByRole('link', { name: '이든 영어학원' })).toHaveAttribute('href', '/');
  });

  it('offers login and sign-up to a visitor, each opening its dialog', async () => {
    mockApi(null);
    renderHeader();
    const nav = screen.getByRole('navigation', { name: '주요 메뉴' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['홈', '원장 소개', '강의', '동영상', '갤러리', '공지사항']);

    await userEvent.click(await screen.findByRole('button', { name: '회원가입' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('signup');
    await userEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('login');
  });

  it('shows a visitor 상담 신청 in the bar and first in the phone menu, and a member neither', async () => {
    const user = userEvent.setup();
    mockApi(null);
    const view = renderHeader();
    expect(screen.getByRole('link', { name: '상담 신청' })).toHaveAttribute('href', '/consultation');
    await user.click(screen.getByRole('button', { name: '메뉴 열기' }));
    const menu = screen.getByRole('navigation', { name: '모바일 메뉴' });
    const first = within(menu).getAllByRole('link')[0]!;
    expect(first).toHaveAttribute('href', '/consultation');
    expect(first).toHaveTextContent('상담 신청');
    view.unmount();

    mockApi(makeUser({ firstName: '민수' }));
    renderHeader();
    await screen.findByText('민수', { exact: false });
    expect(screen.queryByRole('link', { name: /상담 신청/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '메뉴 열기' }));
    expect(within(screen.getByRole('navigation', { name: '모바일 메뉴' })).queryByText(/상담 신청/)).toBeNull();
  });

  it('closes the phone menu on Escape, focus back on its button, and when a dialog opens from it', async () => {
    const user = userEvent.setup();
    mockApi(null);
    renderHeader();
    await user.click(screen.getByRole('button', { name: '메뉴 열기' }));
    expect(screen.getByRole('navigation', { name: '모바일 메뉴' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: '모바일 메뉴' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '메뉴 열기' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: '메뉴 열기' }));
    const menu = screen.getByRole('navigation', { name: '모바일 메뉴' });
    await user.click(within(menu).getByRole('button', { name: '회원가입' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('signup');
    expect(screen.queryByRole('navigation', { name: '모바일 메뉴' })).not.toBeInTheDocument();
  });

  it('shows the avatar initial, the first name and the role badge of a member', async () => {
    mockApi(makeUser({ firstName: '민수', role: 'PENDING' }));
    renderHeader();
    expect(await screen.findByText('민수')).toBeInTheDocument();
    expect(screen.getByTestId('role-badge')).toHaveTextContent('승인 대기');
    expect(screen.queryByRole('button', { name: '로그인' })).not.toBeInTheDocument();
  });

  it('falls back to the e-mail and offers the admin dashboard to ADMIN only', async () => {
    mockApi(makeUser({ firstName: null, email: 'teacher@academy.kr', role: 'ADMIN' }));
    renderHeader();
    await userEvent.click(await screen.findByRole('button', { name: /teacher@academy.kr/ }));
    expect(screen.getByText('T')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: '관리자 대시보드' })).toHaveAttribute('href', '/admin-dashboard');
    expect(screen.getByRole('menuitem', { name: '내 계정' })).toHaveAttribute('href', '/account');
  });

  it('offers a parent the 학부모 홈 and the account, and none of the member pages', async () => {
    const user = userEvent.setup();
    mockApi(makeUser({ firstName: '영희', role: 'PARENT' }));
    renderHeader();
    await user.click(await screen.findByRole('button', { name: /영희/ }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      '학부모 홈',
      '내 계정',
      '로그아웃',
    ]);
    expect(screen.getByRole('menuitem', { name: '학부모 홈' })).toHaveAttribute('href', '/parent');
    expect(screen.getByRole('menuitem', { name: '내 계정' })).toHaveAttribute('href', '/account');
    expect(screen.getByTestId('role-badge')).toHaveTextContent('학부모');

    const bar = screen.getByRole('navigation', { name: '주요 메뉴' });
    expect(within(bar).queryByRole('link', { name: '동영상' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '메뉴 열기' }));
    const phone = screen.getByRole('navigation', { name: '모바일 메뉴' });
    expect(within(phone).queryByRole('link', { name: '동영상' })).not.toBeInTheDocument();
    expect(within(phone).getByRole('link', { name: '공지사항' })).toBeInTheDocument();
  });

  it('offers a member the lessons and no 학부모 홈', async () => {
    mockApi(makeUser({ firstName: '민수', role: 'VERIFIED' }));
    renderHeader();
    await userEvent.click(await screen.findByRole('button', { name: /민수/ }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['내 계정', '로그아웃']);
    expect(
      within(screen.getByRole('navigation', { name: '주요 메뉴' })).getByRole('link', { name: '동영상' }),
    ).toHaveAttribute('href', '/videos');
  });

  it('logs a member out through the student logout and says so', async () => {
    const server = mockApi(makeUser({ firstName: '민수' }), {
      'POST /api/auth/student-logout': () => {
        server.signIn(null);
        return { body: { ok: true, message: '안전하게 로그아웃되었습니다.' } };
      },
    });
    localStorage.setItem('auth_user', 'stale');
    renderHeader();
    await userEvent.click(await screen.findByRole('button', { name: /민수/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: '로그아웃' }));

    expect(await screen.findByText('로그아웃 완료')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/auth/student-logout')).not.toHaveLength(0);
    expect(localStorage.getItem('auth_user')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: '로그인' })).toBeInTheDocument());
  });

  it('toggles the theme on the page root and remembers it', async () => {
    mockApi(null);
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: '다크 모드로 전환' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});
