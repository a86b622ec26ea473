import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@academy/common';
import { MEMBER_MESSAGES } from '@academy/common/member-messages';
import {
  apiError,
  makeContinueItem,
  makeCourse,
  makeNotice,
  makeUser,
  mockApi,
  renderWithProviders,
} from '@academy/context/testing';
import MembersHomePage from './MembersHomePage';

const courses = [
  makeCourse({ id: 'c1', title: '중등 내신 영어 문법', tags: ['중등', '문법', '내신', '서술형', '기출'] }),
  makeCourse({ id: 'c2', title: '고등 영어 독해', tags: ['고등'] }),
  makeCourse({ id: 'c3', title: 'TOEIC 실전', tags: [] }),
];

function renderHome() {
  return renderWithProviders(<MembersHomePage />, { route: '/members' });
}

describe('MembersHomePage', () => {
  it('greets the member by first name and counts the courses', async () => {
    mockApi(makeUser({ firstName: '서연' }), {
      'GET /api/courses': { body: courses },
      'GET /api/notices': { body: [] },
    });
    renderHome();
    await expect(screen.findByRole('heading', { name: '안녕하세요, 서연님!' })).resolves.toBeInTheDocument();
    await expect(screen.findByText('3개')).resolves.toHaveAttribute('data-testid', 'course-count');
    expect(screen.getByTestId('video-figure')).toHaveTextContent('50+');
  });

  it('links each course card to its detail page with three tags and a +N badge', async () => {
    mockApi(makeUser(), { 'GET /api/courses': { body: courses }, 'GET /api/notices': { body: [] } });
    renderHome();
    const card = await screen.findByRole('link', { name: /중등 내신 영어 문법/ });
    expect(card).toHaveAttribute('href', '/courses/c1');
    expect(within(card).getByText('+2')).toBeInTheDocument();
    expect(within(card).queryByText('서술형')).not.toBeInTheDocument();
  });

  it('shows at most 5 notices, each body cut at 150 characters', async () => {
    const long = '가'.repeat(200);
    const notices = Array.from({ length: 7 }, (_, index) =>
      makeNotice({
        id: `n${index + 1}`,
        title: `공지 ${index + 1}`,
        body: index === 0 ? long : `공지 본문 ${index + 1}`,
        createdAt: `2026-03-${11 + index}T00:00:00.000Z`,
      }),
    );
    mockApi(makeUser(), { 'GET /api/courses': { body: [] }, 'GET /api/notices': { body: notices } });
    renderHome();
    const shown = await screen.findAllByTestId('notice');
    expect(shown).toHaveLength(5);
    expect(shown[0]).toHaveTextContent(`${'가'.repeat(150)}…`);
    expect(shown[0]).not.toHaveTextContent('가'.repeat(151));
    expect(screen.queryByText('공지 6')).not.toBeInTheDocument();
    expect(screen.getByText(MEMBER_MESSAGES.memberArea.coursesEmpty)).toBeInTheDocument();
  });

  it('keeps the page usable when the notices cannot be loaded', async () => {
    mockApi(makeUser(), {
      'GET /api/courses': { body: courses },
      'GET /api/notices': apiError(500, 'INTERNAL_ERROR', '서버 오류'),
      'GET /api/me/progress/continue': { body: [] },
    });
    renderHome();
    await expect(screen.findByText(MESSAGES.content.genericError)).resolves.toBeInTheDocument();
    expect(screen.getByRole('button', { name: MEMBER_MESSAGES.memberArea.retry })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /고등 영어 독해/ })).toBeInTheDocument();
  });
});

describe('MembersHomePage: 이어서 보기', () => {
  const item = (id: string, title: string, position: number) =>
    makeContinueItem({ video: { id, title, courseId: 'c1' }, position, duration: 600 });

  it('lists the lessons in progress the server gives, each opening at its place', async () => {
    mockApi(makeUser(), {
      'GET /api/courses': { body: courses },
      'GET /api/notices': { body: [] },
      'GET /api/me/progress/continue': { body: [item('v1', '1강', 125), item('v2', '2강', 30)] },
    });
    renderHome();
    const list = await screen.findByTestId('continue-list');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/courses/c1?video=v1&resume=1',
      '/courses/c1?video=v2&resume=1',
    ]);
    expect(links[0]).toHaveTextContent(MEMBER_MESSAGES.progress.continueAt('2:05', '10:00'));
    expect(within(links[0]).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
  });

  it('says so when nothing is in progress', async () => {
    mockApi(makeUser(), {
      'GET /api/courses': { body: courses },
      'GET /api/notices': { body: [] },
      'GET /api/me/progress/continue': { body: [] },
    });
    renderHome();
    await expect(screen.findByText(MEMBER_MESSAGES.progress.continueEmpty)).resolves.toBeInTheDocument();
  });
});

describe('MembersHomePage: 오답 노트', () => {
  const R = MEMBER_MESSAGES.review;
  const missed = (id: string) => ({
    id,
    videoId: 'v1',
    videoTitle: '1강 문장의 5형식',
    questionId: `q-${id}`,
    kind: 'VOCAB' as const,
    prompt: 'improve',
    correctDays: [],
  });

  it('offers 오답 복습 (N) while the 오답 노트 holds items', async () => {
    mockApi(makeUser(), {
      'GET /api/courses': { body: courses },
      'GET /api/notices': { body: [] },
      'GET /api/me/review': { body: [missed('r1'), missed('r2')] },
    });
    renderHome();
    expect(await screen.findByRole('link', { name: R.link(2) })).toHaveAttribute('href', '/review');
  });

  it('offers nothing when the 오답 노트 is empty', async () => {
    const api = mockApi(makeUser(), {
      'GET /api/courses': { body: courses },
      'GET /api/notices': { body: [] },
      'GET /api/me/review': { body: [] },
    });
    renderHome();
    await screen.findByRole('link', { name: /고등 영어 독해/ });
    await waitFor(() => expect(api.requests()).toContain('GET /api/me/review'));
    expect(screen.queryByRole('link', { name: /오답 복습/ })).not.toBeInTheDocument();
  });
});
