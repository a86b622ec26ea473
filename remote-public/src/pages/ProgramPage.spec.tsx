import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from '@academy/context/testing';
import { program } from '../test/fixtures';
import ProgramPage from './ProgramPage';

function renderProgram(slug: string) {
  return renderWithProviders(<ProgramPage />, { route: `/program/${slug}`, path: '/program/:slug' });
}

describe('program detail', () => {
  it('shows the program with its HTML, target students, features and a phone button', async () => {
    mockApi(null, (url) => (url === '/api/programs/middle-school' ? { body: program() } : undefined));
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
    mockApi(null, (url) =>
      url === '/api/programs/closed'
        ? {
            status: 404,
            body: {
              ok: false,
              statusCode: 404,
              code: 'NOT_FOUND',
              message: '프로그램을 찾을 수 없거나 현재 제공되지 않습니다.',
            },
          }
        : undefined,
    );
    renderProgram('closed');
    expect(
      await screen.findByRole('heading', { level: 1, name: '프로그램을 찾을 수 없거나 현재 제공되지 않습니다.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈으로 돌아가기' })).toHaveAttribute('href', '/');
  });

  it('offers a retry when the server fails, and shows the program once it answers', async () => {
    let calls = 0;
    mockApi(null, (url) => {
      if (url !== '/api/programs/exam-prep') return undefined;
      calls += 1;
      return calls === 1
        ? { status: 503, body: { ok: false, statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: '잠시 후' } }
        : { body: program({ slug: 'exam-prep', title: '내신·수능 대비 집중반' }) };
    });
    const user = userEvent.setup();
    renderProgram('exam-prep');
    expect(await screen.findByRole('alert')).toHaveTextContent('프로그램 정보를 불러올 수 없습니다.');
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('heading', { level: 1, name: '내신·수능 대비 집중반' })).toBeInTheDocument();
  });
});
