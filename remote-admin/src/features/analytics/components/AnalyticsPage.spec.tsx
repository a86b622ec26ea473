import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type AnalyticsMemberDetail } from '@academy/common';
import { MEMBER_MESSAGES } from '@academy/common/member-messages';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { lastDays } from '@academy/common/korean-days';
import { AntdThemeProvider } from '@academy/context/antd';
import {
  makeAdminCourse,
  makeAnalyticsMemberRow,
  makeAnalyticsVideoRow,
  makeUser,
  mockApi,
  renderWithProviders,
  type FakeApi,
} from '@academy/context/testing';
import { AnalyticsPage } from './AnalyticsPage';

// jsdom draws no canvas: the chart stands in as its summary; its data mapping has its own test.
jest.mock('./DailyChart', () => ({
  __esModule: true,
  default: ({ summary }: { summary: string }) => <div role="img" aria-label={summary} />,
}));

const A = ADMIN_MESSAGES.analytics;

const video = (videoId: string, title: string, views: number, completionRate: number) =>
  makeAnalyticsVideoRow({ videoId, title, courseTitle: '중등 문법', views, viewers: views, completionRate });

const member = (userId: string, name: string, views: number) =>
  makeAnalyticsMemberRow({ userId, name, email: `${userId}@academy.test`, views });

const detail: AnalyticsMemberDetail = {
  member: { id: 'm1', name: '김민수', email: 'm1@academy.test', role: 'VERIFIED' },
  courses: [{ courseId: 'c1', title: '중등 문법', completed: 1, total: 4, percent: 25 }],
  videos: [
    {
      videoId: 'v1',
      title: '1강 품사',
      courseId: 'c1',
      position: 125,
      duration: 600,
      furthest: 600,
      completed: true,
      completedAt: '2026-11-20T10:24:00.000Z',
      updatedAt: '2026-11-20T10:24:00.000Z',
    },
  ],
};

function renderPage(route = '/admin/analytics', memberTotal = 2) {
  const server = mockApi(makeUser({ role: 'ADMIN' }), {
    'GET /api/admin/courses': {
      body: [makeAdminCourse({ id: 'c1', title: '중등 문법' })],
    },
    'GET /api/admin/analytics/summary': {
      body: {
        from: 'x',
        to: 'y',
        courseId: null,
        activeMembers: 12,
        views: 340,
        completions: 27,
        averageCompletion: 43,
      },
    },
    'GET /api/admin/analytics/daily': {
      body: [
        { day: '2026-11-23', views: 4, completions: 1 },
        { day: '2026-11-24', views: 6, completions: 0 },
      ],
    },
    'GET /api/admin/analytics/videos': { body: [video('v1', '1강 품사', 3, 50), video('v2', '2강 문장', 9, 20)] },
    'GET /api/admin/analytics/members': {
      body: { items: [member('m1', '김민수', 7), member('m2', '이영희', 2)], total: memberTotal },
    },
    'GET /api/admin/analytics/members/m1': { body: detail },
  });
  renderWithProviders(
    <AntdThemeProvider>
      <AnalyticsPage />
    </AntdThemeProvider>,
    { route, path: '/admin/analytics' },
  );
  return server;
}

const lastCall = (server: FakeApi, path: string) => server.callsTo('GET', path).at(-1);

describe('/admin/analytics', () => {
  it('reports on the last 30 days by default: figures, the chart, the videos (most viewed first) and the members', async () => {
    const server = renderPage();
    const cards = await screen.findByTestId('analytics-summary');
    for (const [title, value] of [
      [A.activeMembers, '12'],
      [A.views, '340'],
      [A.completions, '27'],
      [A.averageCompletion, '43'],
    ]) {
      expect(within(cards).getByText(title).closest('.ant-statistic')).toHaveTextContent(value);
    }
    const { from, to } = lastDays(30);
    for (const path of ['summary', 'daily', 'videos', 'members']) {
      expect(lastCall(server, `/api/admin/analytics/${path}`)?.query).toMatchObject({ from, to });
    }
    expect(await screen.findByRole('img', { name: A.chartSummary(2, 10, 1) })).toBeInTheDocument();
    const videos = screen.getByRole('table', { name: A.videosTitle });
    const titles = within(videos)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0].textContent);
    expect(titles).toEqual(['2강 문장중등 문법', '1강 품사중등 문법']);
    const members = screen.getByRole('table', { name: A.membersTitle });
    expect(within(members).getByText('김민수')).toBeInTheDocument();
    expect(within(members).getByText('m1@academy.test')).toBeInTheDocument();
  });

  it('reports on one course when one is chosen, and keeps the choice in the address', async () => {
    const user = userEvent.setup();
    const server = renderPage();
    await screen.findByTestId('analytics-summary');
    await user.click(screen.getByRole('combobox', { name: A.course }));
    await user.click(await screen.findByTitle('중등 문법'));
    await waitFor(() => expect(lastCall(server, '/api/admin/analytics/summary')?.query.courseId).toBe('c1'));
    expect(lastCall(server, '/api/admin/analytics/members')?.query.courseId).toBe('c1');
  });

  it('asks the server nothing for a range it would refuse, and says why', async () => {
    const server = renderPage('/admin/analytics?from=2026-11-24&to=2026-11-01');
    expect(await screen.findByText(MESSAGES.validation.dayOrder)).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/admin/analytics/summary')).toHaveLength(0);
    expect(server.callsTo('GET', '/api/admin/analytics/members')).toHaveLength(0);
  });

  it('takes a range from the address and from the last-7-days choice', async () => {
    const user = userEvent.setup();
    const server = renderPage('/admin/analytics?from=2026-01-01&to=2026-01-31');
    await screen.findByTestId('analytics-summary');
    expect(lastCall(server, '/api/admin/analytics/daily')?.query).toMatchObject({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    await user.click(screen.getByRole('radio', { name: A.lastDays(7) }));
    await waitFor(() => expect(lastCall(server, '/api/admin/analytics/daily')?.query).toMatchObject(lastDays(7)));
  });

  it('has the server sort, search and page the members, and offers them as CSV for the same choice', async () => {
    const user = userEvent.setup();
    const server = renderPage('/admin/analytics?from=2026-11-01&to=2026-11-24', 45);
    const members = await screen.findByRole('table', { name: A.membersTitle });
    expect(lastCall(server, '/api/admin/analytics/members')?.query).toMatchObject({
      sort: 'lastActivity',
      order: 'desc',
      page: '1',
      pageSize: '20',
    });

    await user.click(within(members).getByRole('columnheader', { name: new RegExp(`^${A.views}`) }));
    await waitFor(() =>
      expect(lastCall(server, '/api/admin/analytics/members')?.query).toMatchObject({ sort: 'views', order: 'desc' }),
    );
    await user.click(within(members).getByRole('columnheader', { name: new RegExp(`^${A.views}`) }));
    await waitFor(() =>
      expect(lastCall(server, '/api/admin/analytics/members')?.query).toMatchObject({ sort: 'views', order: 'asc' }),
    );

    const pager = members.closest<HTMLElement>('.ant-table-wrapper')!.querySelector<HTMLElement>('.ant-pagination')!;
    await user.click(within(pager).getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(lastCall(server, '/api/admin/analytics/members')?.query.page).toBe('2'));

    await user.type(screen.getByRole('searchbox', { name: A.search }), '김민');
    await waitFor(() =>
      expect(lastCall(server, '/api/admin/analytics/members')?.query).toMatchObject({ q: '김민', page: '1' }),
    );
    const csv = screen.getByRole('link', { name: new RegExp(A.csv) });
    expect(csv).toHaveAttribute(
      'href',
      `/api/admin/analytics/members.csv?from=2026-11-01&to=2026-11-24&q=${encodeURIComponent('김민')}`,
    );
    expect(csv).toHaveAttribute('download');
  });

  it('filters the members by a confirmed guardian (보호자 연결), in the list, the address and the CSV alike', async () => {
    const user = userEvent.setup();
    const server = renderPage('/admin/analytics?from=2026-11-01&to=2026-11-24&memberPage=2', 45);
    await screen.findByRole('table', { name: A.membersTitle });
    expect(lastCall(server, '/api/admin/analytics/members')?.query.guardian).toBeUndefined();
    const filter = screen.getByRole('radiogroup', { name: A.guardian });
    expect(within(filter).getByRole('radio', { name: A.guardianLabels.all })).toBeChecked();

    await user.click(within(filter).getByRole('radio', { name: A.guardianLabels.with }));
    // Another choice of members starts at their first page.
    await waitFor(() =>
      expect(lastCall(server, '/api/admin/analytics/members')?.query).toMatchObject({ guardian: 'with', page: '1' }),
    );
    expect(screen.getByRole('link', { name: new RegExp(A.csv) })).toHaveAttribute(
      'href',
      '/api/admin/analytics/members.csv?from=2026-11-01&to=2026-11-24&guardian=with',
    );

    await user.click(within(filter).getByRole('radio', { name: A.guardianLabels.without }));
    await waitFor(() => expect(lastCall(server, '/api/admin/analytics/members')?.query.guardian).toBe('without'));
    await user.click(within(filter).getByRole('radio', { name: A.guardianLabels.all }));
    await waitFor(() => expect(lastCall(server, '/api/admin/analytics/members')?.query.guardian).toBeUndefined());

    cleanup();
    const again = renderPage('/admin/analytics?from=2026-11-01&to=2026-11-24&memberGuardian=without', 45);
    await screen.findByRole('table', { name: A.membersTitle });
    expect(lastCall(again, '/api/admin/analytics/members')?.query.guardian).toBe('without');
  });

  it('restores both tables from the address, and reads a bad sort or page as the default', async () => {
    const server = renderPage(
      '/admin/analytics?from=2026-11-01&to=2026-11-24&memberPage=2&memberSort=views&memberOrder=asc&memberQ=%EA%B9%80&videoSort=title&videoOrder=asc',
      45,
    );
    const videos = await screen.findByRole('table', { name: A.videosTitle });
    expect(within(videos).getByRole('columnheader', { name: new RegExp(`^${A.video}`) })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await waitFor(() =>
      expect(lastCall(server, '/api/admin/analytics/members')?.query).toMatchObject({
        sort: 'views',
        order: 'asc',
        page: '2',
        q: '김',
      }),
    );
    cleanup();
    const again = renderPage('/admin/analytics?from=2026-11-01&to=2026-11-24&memberPage=zero&memberSort=password', 45);
    await screen.findByRole('table', { name: A.membersTitle });
    expect(lastCall(again, '/api/admin/analytics/members')?.query).toMatchObject({
      sort: 'lastActivity',
      order: 'desc',
      page: '1',
    });
  });

  it("opens a member's progress per course and per lesson in a drawer", async () => {
    const user = userEvent.setup();
    const server = renderPage();
    await user.click(await screen.findByRole('button', { name: `김민수 ${A.details}` }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText(A.detailsOf('김민수'))).toBeInTheDocument();
    expect(await within(drawer).findByText(MEMBER_MESSAGES.progress.courseProgressValue(1, 4))).toBeInTheDocument();
    expect(within(drawer).getByText('1강 품사')).toBeInTheDocument();
    expect(drawer).toHaveTextContent(`${MEMBER_MESSAGES.progress.completed} · ${A.position} 2:05 / 10:00`);
    expect(server.callsTo('GET', '/api/admin/analytics/members/m1')).toHaveLength(1);
  });
});
