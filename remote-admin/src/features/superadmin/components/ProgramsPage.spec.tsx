import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, PROGRAM_FACT_MESSAGES, type Program } from '@academy/common';
import { PROGRAM_FIELDS } from '@academy/common/entity-fields';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { AntdThemeProvider } from '@academy/context/antd';
import {
  apiError,
  makeProgram,
  makeUser,
  mockApi,
  renderWithProviders,
  type RouteTable,
} from '@academy/context/testing';
import { LocationProbe } from '../../../test/location-probe';
import { ProgramsPage } from './ProgramsPage';

const A = ADMIN_MESSAGES.admin;
const MIDDLE = makeProgram({ id: 'pr1', slug: 'middle-school', title: '중등 내신 영어', order: 0 });
const TOEIC = makeProgram({
  id: 'pr2',
  slug: 'toeic-intensive',
  title: 'TOEIC 실전반',
  isActive: false,
  order: 1,
  tuition: null,
  schedule: [],
});

/** The fake API keeps the list, so a reload after a change shows what the server stored. */
function renderPrograms(extra: RouteTable = {}, route = '/admin/programs') {
  let programs: Program[] = [MIDDLE, TOEIC];
  const server = mockApi(makeUser({ role: 'ADMIN' }), {
    'GET /api/superadmin/programs': () => ({ body: programs }),
    'POST /api/superadmin/programs': ({ body }) => {
      const created = makeProgram({ ...(body as Partial<Program>), id: 'pr3' });
      programs = [...programs, created];
      return { status: 201, body: created };
    },
    'DELETE /api/superadmin/programs/pr1': () => {
      programs = programs.filter((program) => program.id !== 'pr1');
      return { body: { ok: true } };
    },
    ...extra,
  });
  renderWithProviders(
    <AntdThemeProvider>
      <ProgramsPage />
      <LocationProbe />
    </AntdThemeProvider>,
    { route, path: '/admin/programs' },
  );
  return server;
}

const counts = () => screen.getByLabelText('프로그램 수');
const row = (title: string) => screen.getByText(title).closest('tr')!;
const address = () => screen.getByTestId('search').textContent;

async function openNewProgram(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByText('중등 내신 영어');
  await user.click(screen.getByRole('button', { name: /프로그램 추가/ }));
  return screen.findByRole('dialog', { name: '프로그램 추가' });
}

/** The dialog's own submit: the header's button says '프로그램 추가', the features' button '특징 추가'. */
const submitButton = (dialog: HTMLElement, name: '추가' | '수정') => within(dialog).getByRole('button', { name });

describe('/admin/programs', () => {
  it('lists every program, active or not, with its address and the counts', async () => {
    renderPrograms();
    await screen.findByText('중등 내신 영어');
    expect(row('중등 내신 영어')).toHaveTextContent('/program/middle-school');
    expect(row('중등 내신 영어')).toHaveTextContent('활성');
    expect(row('TOEIC 실전반')).toHaveTextContent('비활성');
    expect(counts()).toHaveTextContent('전체2');
    expect(counts()).toHaveTextContent('활성1');
    expect(counts()).toHaveTextContent('비활성1');
    expect(counts()).toHaveTextContent('검색 결과2');
  });

  it('searches titles and slugs, keeping the search in the address', async () => {
    const user = userEvent.setup();
    renderPrograms();
    await screen.findByText('중등 내신 영어');
    await user.type(screen.getByRole('searchbox', { name: '프로그램 검색' }), 'middle-school{Enter}');
    await waitFor(() => expect(counts()).toHaveTextContent('검색 결과1'));
    expect(screen.queryByText('TOEIC 실전반')).not.toBeInTheDocument();
    expect(address()).toBe('?q=middle-school');

    await user.clear(screen.getByRole('searchbox', { name: '프로그램 검색' }));
    await user.type(screen.getByRole('searchbox', { name: '프로그램 검색' }), '없는 프로그램{Enter}');
    expect(await screen.findByText('검색 조건에 맞는 프로그램이 없습니다.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '검색 조건 초기화' }));
    expect(await screen.findByText('TOEIC 실전반')).toBeInTheDocument();
    expect(address()).toBe('');
  });

  it('opens on the active filter the address names, and the filter writes it', async () => {
    const user = userEvent.setup();
    renderPrograms({}, '/admin/programs?active=inactive');
    expect(await screen.findByText('TOEIC 실전반')).toBeInTheDocument();
    expect(screen.queryByText('중등 내신 영어')).not.toBeInTheDocument();
    expect(counts()).toHaveTextContent('검색 결과1');
    await user.click(screen.getByText('활성', { selector: '.ant-segmented-item-label' }));
    expect(await screen.findByText('중등 내신 영어')).toBeInTheDocument();
    expect(screen.queryByText('TOEIC 실전반')).not.toBeInTheDocument();
    expect(address()).toBe('?active=active');
  });

  it('adds a program in the dialog with its facts, features and timetable; the list shows it after the reload', async () => {
    const user = userEvent.setup();
    const server = renderPrograms();
    const dialog = await openNewProgram(user);
    await user.type(within(dialog).getByLabelText('제목'), 'TOEIC 주말반');
    expect(within(dialog).getByLabelText('슬러그 (주소)')).toHaveValue('toeic');
    expect(within(dialog).getByRole('spinbutton', { name: '순서' })).toHaveValue('2');
    await user.type(within(dialog).getByLabelText('상세 내용 (Markdown)'), '**주말** 집중반');
    await user.type(within(dialog).getByLabelText('새 특징'), '토요일 3시간');
    await user.click(within(dialog).getByRole('button', { name: '특징 추가' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: '월 수강료' }), '250000');
    await user.click(within(dialog).getByRole('button', { name: '반 추가' }));
    const firstClass = within(dialog).getByRole('group', { name: '1번째 반' });
    await user.type(within(firstClass).getByLabelText('반 이름'), ' 토요반 ');
    await user.click(within(firstClass).getByRole('checkbox', { name: '토' }));
    await user.type(within(firstClass).getByLabelText('시작'), '10:00');
    await user.type(within(firstClass).getByLabelText('종료'), '13:00');
    await user.click(submitButton(dialog, '추가'));

    await waitFor(() => expect(server.callsTo('POST', '/api/superadmin/programs')).toHaveLength(1));
    const sent = server.callsTo('POST', '/api/superadmin/programs')[0].body as Record<string, unknown>;
    // Every program field and nothing else.
    expect(Object.keys(sent).sort()).toEqual([...PROGRAM_FIELDS].sort());
    expect(sent).toEqual({
      slug: 'toeic',
      title: 'TOEIC 주말반',
      subtitle: null,
      description: null,
      content: '**주말** 집중반',
      features: ['토요일 3시간'],
      targetStudents: null,
      curriculum: null,
      isActive: true,
      order: 2,
      tuition: { monthly: 250000, materials: null },
      schedule: [{ name: '토요반', days: ['SAT'], start: '10:00', end: '13:00' }],
      startDate: null,
      capacity: null,
      seatsLeft: null,
    });
    expect(await screen.findByText(MESSAGES.content.created)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('TOEIC 주말반')).toBeInTheDocument();
    expect(counts()).toHaveTextContent('전체3');
  });

  it("checks a timetable row with the API's rules before sending", async () => {
    const user = userEvent.setup();
    const server = renderPrograms();
    const dialog = await openNewProgram(user);
    await user.click(within(dialog).getByRole('button', { name: '반 추가' }));
    const firstClass = within(dialog).getByRole('group', { name: '1번째 반' });
    await user.type(within(firstClass).getByLabelText('시작'), '18:00');
    await user.type(within(firstClass).getByLabelText('종료'), '16:00');
    await user.click(submitButton(dialog, '추가'));
    expect(await within(firstClass).findByText(PROGRAM_FACT_MESSAGES.endAfterStart)).toBeInTheDocument();
    expect(await within(firstClass).findByText(PROGRAM_FACT_MESSAGES.days)).toBeInTheDocument();
    expect(await within(dialog).findByText(MESSAGES.validation.title)).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/superadmin/programs')).toHaveLength(0);
  });

  it("puts the server's message on the field it names and keeps the dialog open", async () => {
    const user = userEvent.setup();
    renderPrograms({
      'POST /api/superadmin/programs': apiError(409, 'DUPLICATE_SLUG', MESSAGES.content.duplicateSlug),
    });
    const dialog = await openNewProgram(user);
    await user.type(within(dialog).getByLabelText('제목'), 'middle school');
    await user.type(within(dialog).getByLabelText('상세 내용 (Markdown)'), '내용');
    await user.click(submitButton(dialog, '추가'));
    expect(await within(dialog).findByText(MESSAGES.content.duplicateSlug)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('슬러그 (주소)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: '프로그램 추가' })).toBeInTheDocument();
  });

  it('edits a program in a filled dialog; its slug stays while the title changes', async () => {
    const user = userEvent.setup();
    const server = renderPrograms({
      'PUT /api/superadmin/programs/pr1': ({ body }) => ({ body: makeProgram({ ...(body as Partial<Program>) }) }),
    });
    await user.click(await screen.findByRole('button', { name: '중등 내신 영어 수정' }));
    const dialog = await screen.findByRole('dialog', { name: '프로그램 수정' });
    expect(within(dialog).getByRole('spinbutton', { name: '월 수강료' })).toHaveValue('280,000');
    const firstClass = within(dialog).getByRole('group', { name: '1번째 반' });
    expect(within(firstClass).getByLabelText('반 이름')).toHaveValue('중2 A반');
    await user.type(within(dialog).getByLabelText('제목'), ' (개편)');
    expect(within(dialog).getByLabelText('슬러그 (주소)')).toHaveValue('middle-school');
    await user.click(submitButton(dialog, '수정'));

    await waitFor(() => expect(server.callsTo('PUT', '/api/superadmin/programs/pr1')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/superadmin/programs/pr1')[0].body).toMatchObject({
      title: '중등 내신 영어 (개편)',
      slug: 'middle-school',
      tuition: { monthly: 280000, materials: 20000 },
      schedule: MIDDLE.schedule,
      features: MIDDLE.features,
    });
    expect(await screen.findByText(MESSAGES.content.changed)).toBeInTheDocument();
  });

  it('deletes only after the confirmation, then toasts and reloads the list', async () => {
    const user = userEvent.setup();
    const server = renderPrograms();
    await user.click(await screen.findByRole('button', { name: '중등 내신 영어 삭제' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent(A.programDeleteConfirm);
    expect(confirm).toHaveTextContent('중등 내신 영어 (/program/middle-school)');
    expect(server.callsTo('DELETE', '/api/superadmin/programs/pr1')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(server.callsTo('DELETE', '/api/superadmin/programs/pr1')).toHaveLength(1));
    expect(await screen.findByText(MESSAGES.content.deleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: '중등 내신 영어 삭제' })).not.toBeInTheDocument());
    expect(counts()).toHaveTextContent('전체1');
  });

  it('names a failed delete with the server message', async () => {
    const user = userEvent.setup();
    renderPrograms({
      'DELETE /api/superadmin/programs/pr1': apiError(404, 'NOT_FOUND', '프로그램을 찾을 수 없습니다.'),
    });
    await user.click(await screen.findByRole('button', { name: '중등 내신 영어 삭제' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '삭제' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(A.programDeleteError);
    expect(toast).toHaveTextContent('프로그램을 찾을 수 없습니다.');
  });

  describe('after a session ended mid-way', () => {
    const keep = (recordId: string, values: object) =>
      window.sessionStorage.setItem(`academy:draft:/admin/programs|program|${recordId}`, JSON.stringify(values));

    beforeEach(() => {
      // The drafts are kept under the real address (jsdom's), not the router's.
      window.history.pushState({}, '', '/admin/programs');
      window.sessionStorage.clear();
    });

    it("opens the dialog on a new program's draft, its own slug and order kept, and saves it", async () => {
      const user = userEvent.setup();
      keep('new', { title: 'TOEIC 실전반', slug: 'toeic-weekend', content: '**실전** 모의고사', order: 5 });
      const server = renderPrograms();
      const dialog = await screen.findByRole('dialog', { name: '프로그램 추가' });
      expect(within(dialog).getByText(A.draftRestored)).toBeInTheDocument();
      await screen.findByText('중등 내신 영어');
      await user.type(within(dialog).getByLabelText('제목'), ' 주말');
      expect(within(dialog).getByLabelText('슬러그 (주소)')).toHaveValue('toeic-weekend');
      expect(within(dialog).getByRole('spinbutton', { name: '순서' })).toHaveValue('5');

      await user.click(submitButton(dialog, '추가'));
      await waitFor(() => expect(server.callsTo('POST', '/api/superadmin/programs')).toHaveLength(1));
      expect(server.callsTo('POST', '/api/superadmin/programs')[0].body).toMatchObject({
        title: 'TOEIC 실전반 주말',
        slug: 'toeic-weekend',
        order: 5,
      });
      expect(window.sessionStorage.length).toBe(0);
    });

    it("opens an edited program's draft on that program once the list is there", async () => {
      keep('pr1', { ...MIDDLE, title: '중등 내신 영어 (개편)' });
      renderPrograms();
      const dialog = await screen.findByRole('dialog', { name: '프로그램 수정' });
      expect(within(dialog).getByText(A.draftRestored)).toBeInTheDocument();
      expect(within(dialog).getByLabelText('제목')).toHaveValue('중등 내신 영어 (개편)');
    });
  });
});
