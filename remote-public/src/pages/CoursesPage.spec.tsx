import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type Course, type Role } from '@academy/common';
import { apiError, makeCourse, makeUser, mockApi, renderWithProviders } from '@academy/context/testing';
import CoursesPage from './CoursesPage';

const COURSES = [
  makeCourse({ id: 'c1', title: '중등 내신 문법', tags: ['문법', '중등', '내신', '서술형', '기출'] }),
  makeCourse({ id: 'c2', title: 'TOEIC 실전', tags: ['TOEIC', 'LC', 'RC'] }),
];

function renderCourses(role: Role | null, courses: Course[] = COURSES) {
  const server = mockApi(role ? makeUser({ role }) : null, { 'GET /api/courses': { body: courses } });
  renderWithProviders(<CoursesPage />, { route: '/courses', path: '/courses' });
  return server;
}

describe('course list', () => {
  it('links each card to its course and shows three tags plus a +N badge', async () => {
    renderCourses('VERIFIED');
    const first = (await screen.findByRole('link', { name: '중등 내신 문법' })).closest('li')!;
    expect(within(first).getByRole('link')).toHaveAttribute('href', '/courses/c1');
    const tags = within(within(first).getByRole('list', { name: '태그' }))
      .getAllByRole('listitem')
      .map((tag) => tag.textContent);
    expect(tags).toEqual(['문법', '중등', '내신', '+2']);

    const second = screen.getByRole('link', { name: 'TOEIC 실전' }).closest('li')!;
    expect(within(second).queryByText(/^\+\d+$/)).not.toBeInTheDocument();
    expect(within(second).getByText('RC')).toBeInTheDocument();
  });

  it("shows the gallery's placeholder tile, not a broken image, when a thumbnail does not load", async () => {
    renderCourses('VERIFIED', [
      makeCourse({ id: 'c3', title: '여름 특강', thumbnail: 'https://example.com/missing.jpg' }),
    ]);
    const card = (await screen.findByRole('link', { name: '여름 특강' })).closest('li')!;
    const image = card.querySelector('img')!;
    expect(image).toHaveAttribute('src', 'https://example.com/missing.jpg');
    fireEvent.error(image);
    expect(card.querySelector('img')).toBeNull();
    expect(card.querySelector('.gallery-image--broken')).not.toBeNull();
  });

  it('shows five skeleton rows while loading', () => {
    mockApi(null, { 'GET /api/courses': () => new Promise(() => undefined) });
    renderWithProviders(<CoursesPage />, { route: '/courses', path: '/courses' });
    expect(within(screen.getByTestId('courses-skeleton')).getAllByRole('listitem', { hidden: true })).toHaveLength(5);
  });

  it('says so when there is no course yet', async () => {
    renderCourses('VERIFIED', []);
    expect(await screen.findByText(/아직 공개된 강의가 없습니다/)).toBeInTheDocument();
  });

  it('shows an error with a retry that loads the list again', async () => {
    let calls = 0;
    mockApi(makeUser(), {
      'GET /api/courses': () => (++calls === 1 ? apiError(500, 'INTERNAL_ERROR', '서버 오류') : { body: COURSES }),
    });
    const user = userEvent.setup();
    renderWithProviders(<CoursesPage />, { route: '/courses', path: '/courses' });
    expect(await screen.findByRole('alert')).toHaveTextContent('강의 목록을 불러올 수 없습니다.');
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('link', { name: 'TOEIC 실전' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('course list banners', () => {
  it('invites a visitor to sign up or log in through /api/login', async () => {
    renderCourses(null);
    const link = await screen.findByRole('link', { name: '로그인 / 회원가입' });
    expect(link).toHaveAttribute('href', '/api/login');
    expect(
      screen.getByText('회원가입 후 관리자 승인을 받으면 모든 강의 동영상을 시청할 수 있습니다.'),
    ).toBeInTheDocument();
    await screen.findByRole('link', { name: 'TOEIC 실전' });
  });

  it('tells a PENDING member that approval is on its way', async () => {
    renderCourses('PENDING');
    expect(
      await screen.findByText('관리자 승인을 기다리는 중입니다. 승인 후 강의를 시청할 수 있습니다.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '로그인 / 회원가입' })).not.toBeInTheDocument();
    await screen.findByRole('link', { name: 'TOEIC 실전' });
  });

  it.each<Role>(['VERIFIED', 'ADMIN'])('shows no banner to a %s member', async (role) => {
    const server = renderCourses(role);
    await screen.findByRole('link', { name: 'TOEIC 실전' });
    await waitFor(() => expect(server.callsTo('GET', '/api/auth/user')).not.toHaveLength(0));
    await waitFor(() => expect(screen.queryByRole('note')).not.toBeInTheDocument());
    expect(screen.queryByText(/관리자 승인을 기다리는 중/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '로그인 / 회원가입' })).not.toBeInTheDocument();
  });
});

describe("course list: a member's progress on every card", () => {
  const PROGRESS = [
    { courseId: 'c1', percent: 50, completed: 1, total: 2, nextVideoId: 'v2', nextPositionSec: 23 },
    { courseId: 'c2', percent: 100, completed: 3, total: 3, nextVideoId: null, nextPositionSec: 0 },
  ];

  it("shows a VERIFIED member each course's percent and 이어서 보기 to the next lesson, from one request", async () => {
    const server = mockApi(makeUser({ role: 'VERIFIED' }), {
      'GET /api/courses': { body: COURSES },
      'GET /api/me/progress/courses': { body: PROGRESS },
    });
    renderWithProviders(<CoursesPage />, { route: '/courses', path: '/courses' });
    const resume = await screen.findByRole('link', { name: '중등 내신 문법 이어서 보기' });
    expect(resume).toHaveAttribute('href', '/courses/c1?video=v2&resume=1');
    const first = screen.getByRole('link', { name: '중등 내신 문법' }).closest('li')!;
    expect(within(first).getByText('진도 50%')).toBeInTheDocument();
    expect(within(first).getByRole('progressbar', { name: '중등 내신 문법 진도' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    const second = screen.getByRole('link', { name: 'TOEIC 실전' }).closest('li')!;
    expect(within(second).getByText('진도 100%')).toBeInTheDocument();
    expect(within(second).getByText('수강 완료')).toBeInTheDocument();
    expect(within(second).queryByRole('link', { name: /이어서 보기/ })).not.toBeInTheDocument();
    expect(server.requests().filter((request) => request.includes('progress'))).toEqual([
      'GET /api/me/progress/courses',
    ]);
  });

  it('offers 학습 시작 for a course not begun', async () => {
    mockApi(makeUser({ role: 'VERIFIED' }), {
      'GET /api/courses': { body: COURSES },
      'GET /api/me/progress/courses': {
        body: [{ courseId: 'c2', percent: 0, completed: 0, total: 2, nextVideoId: 'v9', nextPositionSec: 0 }],
      },
    });
    renderWithProviders(<CoursesPage />, { route: '/courses', path: '/courses' });
    await expect(screen.findByRole('link', { name: 'TOEIC 실전 학습 시작' })).resolves.toHaveAttribute(
      'href',
      '/courses/c2?video=v9&resume=1',
    );
  });

  it.each([null, 'PENDING'] as const)(
    'never asks for progress for a %s caller: the cards stay as drawn',
    async (role) => {
      const server = renderCourses(role);
      await screen.findByRole('link', { name: 'TOEIC 실전' });
      // The session is known (a PENDING member's banner shows) before the check means anything.
      if (role) await screen.findByText(MESSAGES.auth.pendingApproval);
      expect(server.requests()).not.toContain('GET /api/me/progress/courses');
      expect(screen.queryByTestId('course-card-progress')).not.toBeInTheDocument();
    },
  );
});
