import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemberQuizAttempt, QuizMemberRow, QuizQuestionStats, QuizStatsRow } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { AntdThemeProvider } from '@academy/context/antd';
import { makeAdminCourse, makeUser, mockApi, renderWithProviders, type RouteTable } from '@academy/context/testing';
import { LocationProbe } from '../../../../test/location-probe';
import { AnalyticsPage } from '../AnalyticsPage';

// jsdom draws no canvas: the chart stands in as its summary.
jest.mock('../DailyChart', () => ({
  __esModule: true,
  default: ({ summary }: { summary: string }) => <div role="img" aria-label={summary} />,
}));

const Q = ADMIN_MESSAGES.quiz;
const RANGE = 'from=2026-11-01&to=2026-11-24';

const quizzes: QuizStatsRow[] = [
  {
    videoId: 'v1',
    title: '1강 품사',
    courseTitle: '중등 문법',
    questions: 5,
    attempts: 12,
    average: 72.5,
    passRate: 66.7,
  },
  {
    videoId: 'v2',
    title: '2강 문장',
    courseTitle: '중등 문법',
    questions: 3,
    attempts: 0,
    average: null,
    passRate: null,
  },
];

const questions: QuizQuestionStats = {
  videoId: 'v1',
  title: '1강 품사',
  questions: [
    { questionId: 'q3', kind: 'VOCAB', prompt: 'adverb', answered: 12, correctRate: 25 },
    { questionId: 'q1', kind: 'CHOICE', prompt: '명사를 고르세요', answered: 12, correctRate: 91.7 },
    { questionId: 'q2', kind: 'SHORT', prompt: '새로 넣은 문제', answered: 0, correctRate: null },
  ],
};

const followUp: QuizMemberRow[] = [
  { userId: 'm1', name: '김민수', email: 'm1@academy.test', failed: 2, notTaken: 1 },
  { userId: 'm2', name: '이영희', email: 'm2@academy.test', failed: 0, notTaken: 3 },
];

const attempts: MemberQuizAttempt[] = [
  {
    id: 'a2',
    videoId: 'v1',
    videoTitle: '1강 품사',
    attemptNo: 2,
    quizVersion: 3,
    score: 40,
    passed: false,
    correct: 2,
    total: 5,
    // 00:24 on 21 November in Seoul.
    createdAt: '2026-11-20T15:24:00.000Z',
  },
];

function renderQuizTab(route = `/admin/analytics?tab=quizzes&${RANGE}`, extra: RouteTable = {}) {
  const server = mockApi(makeUser({ role: 'ADMIN' }), {
    'GET /api/admin/courses': { body: [makeAdminCourse({ id: 'c1', title: '중등 문법' })] },
    'GET /api/admin/analytics/quizzes': { body: quizzes },
    'GET /api/admin/analytics/quizzes/v1': { body: questions },
    'GET /api/admin/analytics/quiz-members': { body: followUp },
    'GET /api/admin/members/m1/quiz-attempts': { body: attempts },
    ...extra,
  });
  renderWithProviders(
    <AntdThemeProvider>
      <AnalyticsPage />
      <LocationProbe />
    </AntdThemeProvider>,
    { route, path: '/admin/analytics' },
  );
  return server;
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('/admin/analytics, 퀴즈 tab', () => {
  it("shows each quiz's figures, and a quiz's questions hardest first", async () => {
    const user = userEvent.setup();
    renderQuizTab();
    const table = await screen.findByRole('table', { name: Q.quizzesTitle });
    const [first, second] = bodyRows(table);
    expect(cellsOf(first).slice(0, 6)).toEqual(['중등 문법', '1강 품사', '5', '12', '72.5점', '66.7%']);
    expect(cellsOf(second).slice(2, 6)).toEqual(['3', '0', '-', '-']);

    await user.click(screen.getByRole('button', { name: Q.questionsFor('1강 품사') }));
    const drawer = await screen.findByRole('dialog');
    expect(drawer).toHaveTextContent(Q.questionsOf('1강 품사'));
    const stats = await within(drawer).findByRole('table', { name: Q.questionsFor('1강 품사') });
    expect(bodyRows(stats).map(cellsOf)).toEqual([
      ['단어', 'adverb', '12', '25%'],
      ['객관식', '명사를 고르세요', '12', '91.7%'],
      ['주관식', '새로 넣은 문제', '0', '-'],
    ]);
  });

  it("lists the members to follow up, and a member's attempts in Seoul time", async () => {
    const user = userEvent.setup();
    renderQuizTab();
    const table = await screen.findByRole('table', { name: Q.membersTitle });
    expect(cellsOf(bodyRows(table)[0]).slice(0, 4)).toEqual(['김민수', 'm1@academy.test', '2', '1']);

    await user.click(within(table).getByRole('button', { name: Q.attemptsFor('김민수') }));
    const drawer = await screen.findByRole('dialog');
    expect(drawer).toHaveTextContent(Q.attemptsOf('김민수'));
    const list = await within(drawer).findByRole('table', { name: Q.attemptsFor('김민수') });
    expect(cellsOf(bodyRows(list)[0])).toEqual([
      '1강 품사',
      Q.attemptNoValue(2, 3),
      Q.scoreValue(40, 2, 5),
      Q.passedNo,
      '2026년 11월 21일 00:24',
    ]);
  });

  it('offers the results CSV for the range and course of the screen', async () => {
    renderQuizTab(`/admin/analytics?tab=quizzes&${RANGE}&courseId=c1`);
    const csv = await screen.findByRole('link', { name: Q.resultsCsv });
    expect(csv).toHaveAttribute('href', `/api/admin/quiz-results.csv?${RANGE}&courseId=c1`);
    expect(csv).toHaveAttribute('download');
  });

  it('says in Korean that there is nothing to show yet', async () => {
    renderQuizTab(undefined, {
      'GET /api/admin/analytics/quizzes': { body: [] },
      'GET /api/admin/analytics/quiz-members': { body: [] },
    });
    expect(await screen.findByText(Q.quizzesEmpty)).toBeInTheDocument();
    expect(await screen.findByText(Q.membersEmpty)).toBeInTheDocument();
  });

  it('asks for the quiz figures only once the tab opens, and keeps the tab in the address', async () => {
    const user = userEvent.setup();
    const server = renderQuizTab(`/admin/analytics?${RANGE}`, {
      'GET /api/admin/analytics/*': { body: [] },
    });
    const tab = await screen.findByRole('tab', { name: Q.analyticsTab });
    expect(server.callsTo('GET', '/api/admin/analytics/quizzes')).toHaveLength(0);
    await user.click(tab);
    expect(await screen.findByRole('table', { name: Q.quizzesTitle })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('tab=quizzes'));
    expect(server.callsTo('GET', '/api/admin/analytics/quizzes')).toHaveLength(1);
  });
});
