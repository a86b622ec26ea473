import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { mockApi, makeUser } from '@academy/context/testing';
import type { ScreenLink } from '../../../lib/screen-links';
import { AdminLayout } from './AdminLayout';

// The layout draws the screens it is given (pages/ hands it the table); the first is the dashboard.
const SCREENS: ScreenLink[] = [
  { path: 'dashboard', label: '대시보드', icon: '◎' },
  { path: 'members', label: '회원 관리', icon: '◎', hint: '가입 승인' },
  { path: 'consultations', label: '상담 신청', icon: '◎', Badge: () => <span aria-label="새 상담 신청 3건">3</span> },
  { path: 'videos', label: '동영상 관리', icon: '◎' },
];

/** A screen still loading (antd or its code): the layout must stand without it. */
function LoadingScreen(): never {
  throw new Promise(() => undefined);
}

function renderLayout() {
  mockApi(makeUser({ role: 'ADMIN' }));
  render(
    <MemoryRouter initialEntries={['/admin/members']}>
      <AdminLayout screens={SCREENS}>
        <LoadingScreen />
      </AdminLayout>
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: '관리자 메뉴' });
}

describe('admin layout', () => {
  it('draws the whole menu, the current screen marked, and a loading status while the screen loads', () => {
    const menu = renderLayout();
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/admin/dashboard', '/admin/members', '/admin/consultations', '/admin/videos']);
    expect(within(menu).getByRole('link', { name: '회원 관리' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: '대시보드' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('status')).toHaveTextContent('불러오는 중…');
  });

  it("draws a screen's badge after its menu label", async () => {
    const menu = renderLayout();
    expect(await within(menu).findByLabelText('새 상담 신청 3건')).toHaveTextContent('3');
    expect(within(menu).getByRole('link', { name: /상담 신청/ })).toHaveAttribute('href', '/admin/consultations');
  });

  it('has a phone menu button that shows the menu, and Escape closes it and gives focus back', async () => {
    const user = userEvent.setup();
    const menu = renderLayout();
    const button = screen.getByRole('button', { name: '관리자 메뉴 열기' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('관리자 메뉴 닫기');
    expect(menu).toHaveAttribute('data-open');
    within(menu).getByRole('link', { name: '동영상 관리' }).focus();
    await user.keyboard('{Escape}');
    expect(menu).not.toHaveAttribute('data-open');
    expect(button).toHaveFocus();
  });
});
