import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, PLACEHOLDER_FIGURES } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import {
  makeGalleryItem,
  makeMember,
  makeProgram,
  makeUser,
  mockApi,
  renderWithProviders,
} from '@academy/context/testing';
import { approval, memberRoutes } from '../test/member-routes';
import AdminSection from './AdminSection';

const admin = makeUser({ id: 'admin', role: 'ADMIN' });

function sixPendingAndTwoVerified() {
  return [
    ...['가', '나', '다', '라', '마', '바'].map((letter, index) =>
      makeMember({ id: `p${index}`, name: `대기${letter}` }),
    ),
    makeMember({ id: 'v1', name: '인증하나', role: 'VERIFIED', latestApproval: approval('APPROVED') }),
    makeMember({ id: 'v2', name: '인증두울', role: 'VERIFIED', latestApproval: approval('APPROVED') }),
  ];
}

function renderSection(route: string, routes = memberRoutes(sixPendingAndTwoVerified())) {
  const server = mockApi(admin, routes);
  renderWithProviders(<AdminSection />, { route, path: '/admin/*' });
  return server;
}

const sideMenu = () => screen.getByRole('navigation', { name: '관리자 메뉴' });

/** Back to the overview, and its quick links. */
async function screenQuickLinks(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(sideMenu()).getByRole('link', { name: '대시보드' }));
  return screen.findByRole('navigation', { name: '바로 가기' });
}

describe('admin section', () => {
  // antd and the screens are lazy: without this the first test would time out loading antd under jest.
  beforeAll(() => import('@academy/context/antd'), 60_000);

  it('opens on the overview: real member counts, the first 5 pending and approved members, quick links', async () => {
    renderSection('/admin');
    expect(await screen.findByRole('heading', { name: '대시보드' })).toBeInTheDocument();
    // antd tables: a header row, then a row per member.
    const pending = await screen.findByRole('table', { name: '최근 승인 대기 회원' });
    expect(within(pending).getAllByRole('row')).toHaveLength(1 + 5);
    expect(within(screen.getByRole('table', { name: '승인된 회원' })).getAllByRole('row')).toHaveLength(1 + 2);
    expect(screen.getByText('승인 대기').closest('.ant-statistic')).toHaveTextContent('6');
    expect(screen.getByText('인증 회원').closest('.ant-statistic')).toHaveTextContent('2');
    expect(screen.getByText('전체 회원').closest('.ant-statistic')).toHaveTextContent('8');
    // The video count is real (the admin list answered []): no placeholder figure.
    expect(screen.getByText('동영상').closest('.ant-statistic')).toHaveTextContent('0');
    const quickLinks = screen.getByRole('navigation', { name: '바로 가기' });
    for (const [name, href] of [
      ['회원 관리', '/admin/members'],
      ['동영상 관리', '/admin/videos'],
      ['강의 관리', '/admin/courses'],
      ['공지사항 관리', '/admin/notices'],
      ['학습 분석', '/admin/analytics'],
    ]) {
      expect(within(quickLinks).getByRole('link', { name: new RegExp(name) })).toHaveAttribute('href', href);
    }
  });

  it('opened on /admin/members with a search, draws the lists of that search, asking once for each tab', async () => {
    const server = renderSection('/admin/members?q=대기');
    expect(await screen.findByRole('button', { name: '대기가 승인' })).toBeInTheDocument();
    const calls = server.callsTo('GET', '/api/admin/members');
    expect(calls.map((call) => call.query.status).sort()).toEqual(['all', 'pending', 'rejected', 'verified']);
    expect(calls.every((call) => call.query.q === '대기')).toBe(true);
  });

  it('never shows a made-up figure: when the video count cannot be read, it says so instead', async () => {
    renderSection('/admin/dashboard', {
      ...memberRoutes(sixPendingAndTwoVerified()),
      'GET /api/admin/videos': { status: 500, body: { ok: false, message: MESSAGES.errors.internal } },
    });
    const figure = (await screen.findByText('동영상')).closest('.ant-statistic') as HTMLElement;
    expect(figure).toHaveTextContent('-');
    expect(figure).not.toHaveTextContent(String(PLACEHOLDER_FIGURES.overviewVideos));
    expect(within(figure).getByText(ADMIN_MESSAGES.admin.countUnavailable)).toBeInTheDocument();
  });

  it('shows failed e-mail and the oldest waiting one on the overview', async () => {
    renderSection('/admin', {
      ...memberRoutes(sixPendingAndTwoVerified()),
      'GET /api/admin/mail-outbox': {
        body: {
          pending: 2,
          failed: 3,
          oldestPendingAt: '2026-03-01T01:00:00.000Z',
          lastFailure: {
            kind: '비밀번호 재설정 링크',
            createdAt: '2026-02-26T01:00:00.000Z',
            error: 'connect ECONNREFUSED',
          },
        },
      },
    });
    const card = (await screen.findByText(ADMIN_MESSAGES.admin.mail.failedTitle)).closest('.ant-card') as HTMLElement;
    expect(card).toHaveClass('admin-card--attention');
    expect(within(card).getByText('3')).toBeInTheDocument();
    expect(card).toHaveTextContent(ADMIN_MESSAGES.admin.mail.pending(2));
    expect(card).toHaveTextContent('2026년 3월 1일');
    expect(card).toHaveTextContent('마지막 실패: 비밀번호 재설정 링크');
    expect(card).toHaveTextContent('connect ECONNREFUSED');
  });

  it('shows the console password lockouts of the last week, linked to the audit log, only once there were some', async () => {
    const server = renderSection('/admin', {
      ...memberRoutes(sixPendingAndTwoVerified()),
      'GET /api/admin/audit': { body: { items: [], total: 2 } },
    });
    const title = await screen.findByRole('link', { name: ADMIN_MESSAGES.admin.consoleLockouts(7) });
    expect(title).toHaveAttribute('href', '/admin/audit?action=CONSOLE_LOCKOUT');
    expect(title.closest('.ant-card')).toHaveTextContent('2회');
    const asked = new URL(server.callsTo('GET', '/api/admin/audit')[0]!.url, 'http://x');
    expect(asked.searchParams.get('action')).toBe('CONSOLE_LOCKOUT');
    expect(Date.now() - Date.parse(asked.searchParams.get('from')!)).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
  });

  it('draws no lockout card without a lockout', async () => {
    renderSection('/admin', {
      ...memberRoutes(sixPendingAndTwoVerified()),
      'GET /api/admin/audit': { body: { items: [], total: 0 } },
    });
    await screen.findByText('승인 대기');
    expect(screen.queryByText(ADMIN_MESSAGES.admin.consoleLockouts(7))).not.toBeInTheDocument();
  });

  it('moves between screens with the side menu and marks the current one', async () => {
    const user = userEvent.setup();
    renderSection('/admin');
    await screen.findByRole('heading', { name: '대시보드' });
    await user.click(within(sideMenu()).getByRole('link', { name: '회원 관리' }));
    expect(await screen.findByRole('heading', { name: '회원 관리' })).toBeInTheDocument();
    expect(await screen.findByText('대기가')).toBeInTheDocument();
    expect(within(sideMenu()).getByRole('link', { name: '회원 관리' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(sideMenu()).getByRole('link', { name: '동영상 관리' }));
    expect(await screen.findByRole('heading', { name: '동영상 관리' })).toBeInTheDocument();
    expect(await screen.findByText(ADMIN_MESSAGES.admin.videosEmpty)).toBeInTheDocument();

    await user.click(within(sideMenu()).getByRole('link', { name: '대시보드' }));
    expect(await screen.findByRole('heading', { name: '대시보드' })).toBeInTheDocument();
  });

  it('manages the gallery and the programs from the menu, with the console panels', async () => {
    const user = userEvent.setup();
    renderSection('/admin', {
      ...memberRoutes(sixPendingAndTwoVerified()),
      'GET /api/admin/gallery': { body: [makeGalleryItem({ id: 'g1', caption: '졸업식 사진' })] },
      'GET /api/superadmin/programs': { body: [makeProgram({ id: 'pr1', title: '중등 내신반', slug: 'middle' })] },
    });
    await screen.findByRole('heading', { name: '대시보드' });
    await user.click(within(sideMenu()).getByRole('link', { name: '갤러리 관리' }));
    expect(await screen.findByRole('heading', { name: '갤러리 관리' })).toBeInTheDocument();
    expect(await screen.findByText('졸업식 사진')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /이미지 추가/ })).toBeInTheDocument();

    await user.click(within(sideMenu()).getByRole('link', { name: '프로그램 관리' }));
    expect(await screen.findByRole('heading', { name: '프로그램 관리' })).toBeInTheDocument();
    expect(await screen.findByText('중등 내신반')).toBeInTheDocument();
    const quickLinks = await screenQuickLinks(user);
    expect(within(quickLinks).getByRole('link', { name: /갤러리 관리/ })).toHaveAttribute('href', '/admin/gallery');
    expect(within(quickLinks).getByRole('link', { name: /프로그램 관리/ })).toHaveAttribute('href', '/admin/programs');
  }, 60_000);

  it('offers the same menu behind a button for phones, closed again once a screen is chosen', async () => {
    const user = userEvent.setup();
    renderSection('/admin/courses');
    expect(await screen.findByRole('heading', { name: '강의 관리' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '관리자 메뉴 열기' }));
    expect(sideMenu()).toHaveAttribute('data-open');
    await user.click(within(sideMenu()).getByRole('link', { name: '공지사항 관리' }));
    expect(await screen.findByRole('heading', { name: '공지사항 관리' })).toBeInTheDocument();
    expect(sideMenu()).not.toHaveAttribute('data-open');
    expect(screen.getByRole('button', { name: '관리자 메뉴 열기' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the member list on the tab a quick link asks for', async () => {
    const user = userEvent.setup();
    renderSection('/admin');
    await screen.findByRole('table', { name: '승인된 회원' });
    const [, approvedMore] = screen.getAllByRole('link', { name: '전체 보기' });
    await user.click(approvedMore);
    expect(await screen.findByRole('heading', { name: '회원 관리' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: /인증 회원/ })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('인증하나')).toBeInTheDocument();
  });

  it('answers an unknown admin path with a not-found message', async () => {
    renderSection('/admin/unknown');
    expect(await screen.findByText(MESSAGES.errors.pageNotFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '관리자 대시보드로' })).toHaveAttribute('href', '/admin');
  });
});
