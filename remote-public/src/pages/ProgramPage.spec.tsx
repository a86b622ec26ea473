import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, jsonResponse, makeProgram, mockApi, renderWithProviders } from '@academy/context/testing';
import ProgramPage from './ProgramPage';

function renderProgram(slug: string) {
  return renderWithProviders(<ProgramPage />, { route: `/program/${slug}`, path: '/program/:slug' });
}

describe('program detail', () => {
  it("shows the program with the server's rendered HTML, target students, features and a phone button", async () => {
    const program = makeProgram({
      slug: 'middle-school',
      title: '중등 내신 영어',
      subtitle: '학교 시험 완벽 대비',
      content: '### 수업 방식',
      contentHtml: '<h3>수업 방식</h3><p>교과서 <strong>본문 분석</strong></p>',
      curriculumHtml: '<ul><li>1주차: 문법</li></ul>',
      targetStudents: '중학교 1~3학년',
      features: ['교과서 분석', '서술형 첨삭'],
    });
    mockApi(null, { 'GET /api/programs/middle-school': { body: program } });
    renderProgram('middle-school');
    expect(await screen.findByRole('heading', { level: 1, name: '중등 내신 영어' })).toBeInTheDocument();
    expect(screen.getByText('학교 시험 완벽 대비')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '수업 방식' })).toBeInTheDocument();
    expect(screen.getByText('본문 분석').tagName).toBe('STRONG');
    expect(screen.getByText('1주차: 문법')).toBeInTheDocument();
    expect(screen.getByText('중학교 1~3학년')).toBeInTheDocument();
    expect(screen.getByText('서술형 첨삭')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /전화 상담 055-264-7780/ })).toHaveAttribute('href', 'tel:0552647780');
    expect(screen.getByRole('link', { name: /홈으로/ })).toHaveAttribute('href', '/');
  });

  it('shows tuition, 교재비, start date, seats and the timetable in tables, with the reported-fee notice', async () => {
    mockApi(null, { 'GET /api/programs/middle-school': { body: makeProgram() } });
    renderProgram('middle-school');
    const facts = await screen.findByRole('table', { name: '수강료와 개강일, 모집 현황' });
    expect(within(facts).getByRole('row', { name: '월 수강료 280,000원' })).toBeInTheDocument();
    expect(within(facts).getByRole('row', { name: '교재비 20,000원 (별도)' })).toBeInTheDocument();
    expect(within(facts).getByRole('row', { name: '개강일 2026년 3월 2일' })).toBeInTheDocument();
    expect(within(facts).getByRole('row', { name: '모집 현황 남은 자리 4석 (정원 12명)' })).toBeInTheDocument();
    const timetable = screen.getByRole('table', { name: '시간표' });
    expect(within(timetable).getByRole('row', { name: '중2 A반 월 · 수 · 금 16:30~18:00' })).toBeInTheDocument();
    expect(within(timetable).getByRole('row', { name: '중3 B반 화 · 목 18:30~20:30' })).toBeInTheDocument();
    expect(screen.getByText('수강료는 교육청에 신고된 금액입니다')).toBeInTheDocument();
  });

  it('says a full class is closed, and shows no facts block for a program without facts', async () => {
    mockApi(null, {
      'GET /api/programs/full': { body: makeProgram({ slug: 'full', tuition: null, capacity: 8, seatsLeft: 0 }) },
      'GET /api/programs/bare': {
        body: makeProgram({
          slug: 'bare',
          tuition: null,
          schedule: [],
          startDate: null,
          capacity: null,
          seatsLeft: null,
        }),
      },
    });
    const { unmount } = renderProgram('full');
    expect(await screen.findByRole('row', { name: '모집 현황 마감 (정원 8명)' })).toBeInTheDocument();
    expect(screen.queryByText('수강료는 교육청에 신고된 금액입니다')).not.toBeInTheDocument();
    unmount();
    renderProgram('bare');
    expect(await screen.findByRole('heading', { level: 1, name: '중등 내신 영어' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '수강 안내' })).not.toBeInTheDocument();
  });

  it('still shows an answer from an API deployed before the facts and Markdown (HTML in content)', async () => {
    const older: Record<string, unknown> = {
      ...makeProgram({ content: '<h3>예전 안내</h3>', curriculum: '<p>예전 과정</p>' }),
    };
    for (const key of ['contentHtml', 'curriculumHtml', 'tuition', 'schedule', 'startDate', 'capacity', 'seatsLeft'])
      delete older[key];
    // Not what today's API answers (its keys are always there), so the test builds the Response itself.
    mockApi(null, { 'GET /api/programs/middle-school': () => jsonResponse(older) });
    renderProgram('middle-school');
    expect(await screen.findByRole('heading', { name: '예전 안내' })).toBeInTheDocument();
    expect(screen.getByText('예전 과정')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '수강 안내' })).not.toBeInTheDocument();
  });

  it('says the program is not found (missing or inactive: 404) with a way home', async () => {
    mockApi(null, {
      'GET /api/programs/closed': apiError(404, 'NOT_FOUND', '프로그램을 찾을 수 없거나 현재 제공되지 않습니다.'),
    });
    renderProgram('closed');
    expect(
      await screen.findByRole('heading', { level: 1, name: '프로그램을 찾을 수 없거나 현재 제공되지 않습니다.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈으로 돌아가기' })).toHaveAttribute('href', '/');
  });

  it('offers a retry when the server fails, and shows the program once it answers', async () => {
    let calls = 0;
    mockApi(null, {
      'GET /api/programs/exam-prep': () =>
        ++calls === 1
          ? apiError(503, 'SERVICE_UNAVAILABLE', '잠시 후')
          : { body: makeProgram({ slug: 'exam-prep', title: '내신·수능 대비 집중반' }) },
    });
    const user = userEvent.setup();
    renderProgram('exam-prep');
    expect(await screen.findByRole('alert')).toHaveTextContent('프로그램 정보를 불러올 수 없습니다.');
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('heading', { level: 1, name: '내신·수능 대비 집중반' })).toBeInTheDocument();
  });
});
