import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addWeeks, seoulWeek } from '@academy/common/korean-days';
import {
  PARENT_HOME_MESSAGES as P,
  PARENT_MESSAGES,
  type ChildWeekReport,
  type ParentOwnLink,
} from '@academy/common/parents';
import { makeUser, mockApi, renderWithProviders, type RouteTable } from '@academy/context/testing';
import ParentHomePage from './ParentHomePage';

const parent = makeUser({ role: 'PARENT', firstName: '영희', lastName: '김' });
const child = { id: 'c1', firstName: '민수', lastName: '김' };
const thisWeek = seoulWeek(new Date());

function report(overrides: Partial<ChildWeekReport> = {}): ChildWeekReport {
  return {
    week: thisWeek,
    lessonsWatched: 3,
    minutes: 95,
    completed: 2,
    inProgress: [{ videoId: 'v2', title: '2강 조동사', courseTitle: '중2 내신 문법', percent: 30 }],
    trend: [1, 2, 3, 4].map((index) => ({ week: addWeeks(thisWeek, index - 5), minutes: index * 10 })),
    quizzes: [{ videoId: 'v1', title: '1강 시제', bestScore: 90, passed: true }],
    ...overrides,
  };
}

const pendingLink: ParentOwnLink = {
  id: 'l2',
  status: 'PENDING',
  child: { id: 'c2', firstName: '지우', lastName: '김' },
  createdAt: '2026-11-28T01:00:00.000Z',
};

function api(routes: RouteTable = {}) {
  return mockApi(parent, {
    'GET /api/parent/children': { body: [child] },
    'GET /api/parent/links': { body: [] },
    'GET /api/parent/children/c1/report': (call) => ({
      body: report(call.query.week ? { week: call.query.week, lessonsWatched: 1, minutes: 12, completed: 0 } : {}),
    }),
    'GET /api/parent/settings': { body: { weeklyReport: true, reportByPhone: false, phone: '010-1234-5678' } },
    'GET /api/notices': { body: [] },
    ...routes,
  });
}

const renderHome = (route = '/parent') => renderWithProviders(<ParentHomePage />, { route, path: '/parent' });

describe('ParentHomePage (/parent)', () => {
  it("shows each confirmed child's week: figures, five weeks of bars, lessons to finish, quizzes", async () => {
    api();
    renderHome();
    const card = await screen.findByTestId('child-week');
    expect(within(card).getByRole('heading', { name: '김민수' })).toBeInTheDocument();
    expect(await within(card).findByTestId('lessons-watched')).toHaveTextContent('3개');
    expect(within(card).getByTestId('minutes')).toHaveTextContent('1시간 35분');
    expect(within(card).getByTestId('completed')).toHaveTextContent('2개');
    const bars = within(card).getAllByTestId('trend-bar');
    expect(bars.map((bar) => bar.getAttribute('data-minutes'))).toEqual(['10', '20', '30', '40', '95']);
    expect(within(card).getByRole('img')).toHaveAccessibleName(expect.stringContaining('95분'));
    expect(within(card).getByRole('meter', { name: '2강 조동사' })).toHaveAttribute('aria-valuenow', '30');
    expect(within(card).getByTestId('report-quiz')).toHaveTextContent(`1강 시제${P.quizPassed}${P.quizScore(90)}`);
  });

  it("shows the class timetable of the child's program when the report carries one", async () => {
    api({
      'GET /api/parent/children/c1/report': {
        body: report({
          timetable: {
            programTitle: '중등 내신 집중반',
            rows: [{ name: 'A반', days: ['MON', 'WED'], start: '16:00', end: '17:30' }],
          },
        }),
      },
    });
    renderHome();
    const table = await screen.findByRole('table', { name: P.timetableTitle('중등 내신 집중반') });
    expect(within(table).getByRole('row', { name: /A반/ })).toHaveTextContent('16:00–17:30');
  });

  it('goes back a week on request and cannot go past this one', async () => {
    const server = api();
    renderHome();
    const card = await screen.findByTestId('child-week');
    const next = within(card).getByRole('button', { name: new RegExp(P.nextWeek) });
    expect(next).toBeDisabled();
    await userEvent.click(within(card).getByRole('button', { name: new RegExp(P.previousWeek) }));
    expect(await within(card).findByTestId('minutes')).toHaveTextContent('12분');
    const asked = server.callsTo('GET', '/api/parent/children/c1/report').map((call) => call.query.week ?? null);
    expect(asked).toEqual([null, addWeeks(thisWeek, -1)]);
    expect(next).toBeEnabled();
  });

  it("opens at the week the report mail's link names, and at this week for one not yet come", async () => {
    const lastWeek = addWeeks(thisWeek, -1);
    const server = api();
    const first = renderHome(`/parent?week=${lastWeek}`);
    expect(await screen.findByTestId('minutes')).toHaveTextContent('12분');
    first.unmount();
    renderHome(`/parent?week=${addWeeks(thisWeek, 1)}`);
    expect(await screen.findByTestId('minutes')).toHaveTextContent('1시간 35분');
    const asked = server.callsTo('GET', '/api/parent/children/c1/report').map((call) => call.query.week ?? null);
    expect(asked).toEqual([lastWeek, null]);
  });

  it('asks a parent without a confirmed child for a code, and posts it', async () => {
    let links: ParentOwnLink[] = [];
    const server = api({
      'GET /api/parent/children': { body: [] },
      'GET /api/parent/links': () => ({ body: links }),
      'POST /api/parent/links': () => {
        links = [pendingLink];
        return { status: 201, body: { id: 'l2', status: 'PENDING' } };
      },
    });
    renderHome();
    expect(await screen.findByText(P.noChildren)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: P.codeLabel }), 'k7mx-3pq9');
    await userEvent.click(screen.getByRole('button', { name: P.linkSubmit }));
    expect(await screen.findByTestId('parent-link')).toHaveTextContent(`김지우`);
    expect(screen.getByTestId('parent-link')).toHaveTextContent(P.pending);
    expect(server.callsTo('POST', '/api/parent/links')[0].body).toEqual({ code: 'k7mx-3pq9' });
  });

  it("shows the server's Korean reason when a code is refused", async () => {
    api({
      'POST /api/parent/links': {
        status: 400,
        body: { ok: false, statusCode: 400, code: 'INVALID_CODE', message: PARENT_MESSAGES.invalidCode },
      },
    });
    renderHome();
    await userEvent.type(await screen.findByRole('textbox', { name: P.codeLabel }), 'ZZZZZZZZ');
    await userEvent.click(screen.getByRole('button', { name: P.linkSubmit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PARENT_MESSAGES.invalidCode);
  });

  it('turns the weekly mail off and the phone summary on', async () => {
    const server = api({
      'PATCH /api/parent/settings': (call) => ({
        body: { weeklyReport: true, reportByPhone: false, phone: '010-1234-5678', ...call.body },
      }),
    });
    renderHome();
    const mail = await screen.findByRole('checkbox', { name: P.weeklyReportLabel });
    expect(mail).toBeChecked();
    await userEvent.click(mail);
    expect(await screen.findByRole('checkbox', { name: P.weeklyReportLabel })).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: (name) => name.startsWith(P.reportByPhoneLabel) }));
    expect(server.callsTo('PATCH', '/api/parent/settings').map((call) => call.body)).toEqual([
      { weeklyReport: false },
      { reportByPhone: true },
    ]);
  });
});
