import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { AntdThemeProvider } from '@academy/context/antd';
import { makeProgram, makeUser, mockApi, renderWithProviders, type RouteTable } from '@academy/context/testing';
import { ProgramsTab } from './ProgramsTab';

const EXISTING = makeProgram({ id: 'pr1', slug: 'middle-school', title: '중등 내신 영어', order: 0 });

/** The program the API answers once the kept draft below is saved: as stored, its Markdown rendered. */
const CREATED = makeProgram({
  id: 'pr2',
  slug: 'toeic-intensive',
  title: 'TOEIC 실전반',
  subtitle: null,
  description: null,
  content: '**실전** 모의고사',
  contentHtml: '<p><strong>실전</strong> 모의고사</p>',
  features: [],
  targetStudents: null,
  curriculum: null,
  curriculumHtml: null,
  isActive: true,
  order: 5,
  tuition: null,
  schedule: [],
  startDate: null,
  capacity: null,
  seatsLeft: null,
});

function renderScreen(extra: RouteTable = {}) {
  const server = mockApi(makeUser({ role: 'ADMIN' }), {
    'GET /api/superadmin/programs': { body: [EXISTING] },
    'POST /api/superadmin/programs': { status: 201, body: CREATED },
    ...extra,
  });
  renderWithProviders(
    <AntdThemeProvider>
      <ProgramsTab />
    </AntdThemeProvider>,
    { route: '/_superadmin' },
  );
  return server;
}

const keep = (recordId: string, values: object) =>
  window.sessionStorage.setItem(`academy:draft:/_superadmin|program|${recordId}`, JSON.stringify(values));

describe("the secret console's programs after a session ended mid-way", () => {
  beforeEach(() => {
    window.history.pushState({}, '', '/_superadmin');
    window.sessionStorage.clear();
  });

  it("gives a new program's draft back, its own slug and order kept as the list arrives, and saves it", async () => {
    const user = userEvent.setup();
    keep('new', { title: 'TOEIC 실전반', slug: 'toeic-intensive', content: '**실전** 모의고사', order: 5 });
    const server = renderScreen();
    const form = await screen.findByRole('form', { name: '프로그램 추가' });
    expect(within(form).getByText(ADMIN_MESSAGES.admin.draftRestored)).toBeInTheDocument();
    await screen.findByText('/program/middle-school');
    expect(within(form).getByLabelText('제목')).toHaveValue('TOEIC 실전반');
    expect(within(form).getByLabelText('슬러그 (주소)')).toHaveValue('toeic-intensive');
    expect(within(form).getByRole('spinbutton', { name: '순서' })).toHaveValue('5');

    await user.click(within(form).getByRole('button', { name: '프로그램 추가' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/superadmin/programs')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/superadmin/programs')[0]!.body).toMatchObject({
      title: 'TOEIC 실전반',
      slug: 'toeic-intensive',
      order: 5,
    });
    await waitFor(() => expect(screen.queryByText(ADMIN_MESSAGES.admin.draftRestored)).not.toBeInTheDocument());
    expect(window.sessionStorage.length).toBe(0);
  });

  it("opens an edited program's draft on that program once the list is there", async () => {
    keep('pr1', { ...EXISTING, title: '중등 내신 영어 (개편)' });
    renderScreen();
    const form = await screen.findByRole('form', { name: '프로그램 수정' });
    expect(screen.getByText('프로그램 수정: 중등 내신 영어')).toBeInTheDocument();
    expect(within(form).getByText(ADMIN_MESSAGES.admin.draftRestored)).toBeInTheDocument();
    expect(within(form).getByLabelText('제목')).toHaveValue('중등 내신 영어 (개편)');
  });
});

describe("the secret console's program delete", () => {
  beforeEach(() => {
    window.history.pushState({}, '', '/_superadmin');
    window.sessionStorage.clear();
  });

  it('asks first, then deletes, toasts, and empties the form that was editing the program', async () => {
    const user = userEvent.setup();
    let programs = [EXISTING];
    const server = renderScreen({
      'GET /api/superadmin/programs': () => ({ body: programs }),
      'DELETE /api/superadmin/programs/pr1': () => {
        programs = [];
        return { body: { ok: true } };
      },
    });
    await user.click(await screen.findByRole('button', { name: '중등 내신 영어 수정' }));
    expect(await screen.findByRole('form', { name: '프로그램 수정' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '중등 내신 영어 삭제' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('중등 내신 영어 (/program/middle-school)')).toBeInTheDocument();
    expect(server.callsTo('DELETE', '/api/superadmin/programs/pr1')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(server.callsTo('DELETE', '/api/superadmin/programs/pr1')).toHaveLength(1));
    expect(await screen.findByText(MESSAGES.content.deleted)).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: '프로그램 추가' })).toBeInTheDocument();
    expect(await screen.findByText(ADMIN_MESSAGES.admin.programsEmpty)).toBeInTheDocument();
  });
});
