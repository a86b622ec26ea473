import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminFrame } from './AdminFrame';

describe('admin frame', () => {
  it('draws the whole menu, the current screen marked, and a loading status in place of the screen', () => {
    render(
      <MemoryRouter initialEntries={['/admin/members']}>
        <AdminFrame />
      </MemoryRouter>,
    );
    const menu = screen.getByRole('navigation', { name: '관리자 메뉴' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/admin/dashboard',
      '/admin/members',
      '/admin/videos',
      '/admin/courses',
      '/admin/notices',
      '/admin/analytics',
      '/admin/audit',
    ]);
    expect(within(menu).getByRole('link', { name: '회원 관리' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: '대시보드' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('status')).toHaveTextContent('불러오는 중…');
  });
});
