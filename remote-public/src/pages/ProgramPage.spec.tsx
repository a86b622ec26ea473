import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, makeProgram, mockApi, renderWithProviders } from '@academy/context/testing';
import ProgramPage from './ProgramPage';

function renderProgram(slug: string) {
  return renderWithProviders(<ProgramPage />, { route: `/program/${slug}`, path: '/program/:slug' });
}

describe('program detail', () => {
  it('shows the program with its HTML, target students, features and a phone button', async () => {
    const program = makeProgram({
      slug: 'middle-school',
      title: '중등 내신 영어',
      subtitle: '학교 시험 완벽 대비',
      content: '<h3>수업 방식</h3><p>교과서 <strong>본문 분석</strong></p>',
      curriculum: '<ul><li>1주차: 문법</li></ul>',
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
