import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import type { Answer } from '@academy/context';
import { AntdThemeProvider } from '@academy/context/antd';
import { apiError, makeAuditEntry, makeUser, mockApi, renderWithProviders } from '@academy/context/testing';
import { AuditPage } from './AuditPage';

/** What GET /api/admin/audit answers: a page of entries and the total, or a refusal. */
type AuditAnswer = { body: Answer<'/admin/audit', 'get'> } | ReturnType<typeof apiError>;

const ENTRIES = [
  makeAuditEntry({
    id: '3',
    actorEmail: 'admin@test.local',
    action: 'MEMBER_PASSWORD_RESET',
    targetType: 'MEMBER',
    targetId: 'u1',
    summary: "회원 '김민수 (minsu@example.com)' 비밀번호 초기화",
  }),
  makeAuditEntry({
    id: '2',
    action: 'COURSE_DELETE',
    targetType: 'COURSE',
    targetId: 'c9',
    targetExists: false,
    summary: "강의 '지난 강의' 삭제",
  }),
  makeAuditEntry({
    id: '1',
    actorType: 'CONSOLE',
    actorId: null,
    actorEmail: null,
    action: 'CONSOLE_LOGIN_FAILED',
    targetType: 'CONSOLE',
    targetId: null,
    targetExists: false,
    summary: ADMIN_MESSAGES.audit.consoleLoginFailed,
  }),
];

/** The audit API's stand-in: records each query it is asked. */
function renderAudit(
  route = '/admin/audit',
  answer: (query: URLSearchParams) => AuditAnswer = () => ({
    body: { items: ENTRIES, total: ENTRIES.length },
  }),
) {
  const queries: URLSearchParams[] = [];
  mockApi(makeUser({ role: 'ADMIN' }), {
    'GET /api/admin/audit': ({ query }) => {
      const params = new URLSearchParams(query);
      queries.push(params);
      return answer(params);
    },
  });
  renderWithProviders(
    <AntdThemeProvider>
      <AuditPage />
    </AntdThemeProvider>,
    { route, path: '/admin/audit' },
  );
  return queries;
}

describe('/admin/audit', () => {
  it('lists who did what to what, newest first, linking to targets that still exist', async () => {
    const queries = renderAudit();
    expect(await screen.findByText("회원 '김민수 (minsu@example.com)' 비밀번호 초기화")).toBeInTheDocument();
    expect(Object.fromEntries(queries[0])).toEqual({ page: '1', pageSize: '20' });
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('비밀번호 초기화');
    expect(rows[0]).toHaveTextContent('admin@test.local');
    expect(within(rows[0]).getByRole('link', { name: /회원 보기/ })).toHaveAttribute(
      'href',
      '/admin/members?status=all&member=u1',
    );
    expect(rows[1]).toHaveTextContent('강의 (삭제됨)');
    expect(within(rows[1]).queryByRole('link')).not.toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('공용 콘솔');
    expect(rows[2]).toHaveTextContent('콘솔 로그인 실패');
    expect(screen.getByText(ADMIN_MESSAGES.admin.tableTotal(3))).toBeInTheDocument();
  });

  it('reads its filters from the address, asks for whole Korean days, and offers the same filters as CSV', async () => {
    const queries = renderAudit(
      '/admin/audit?actorType=CONSOLE&targetType=MEMBER&from=2026-03-01&to=2026-03-02&page=2',
    );
    await screen.findByText(ADMIN_MESSAGES.audit.consoleLoginFailed);
    expect(Object.fromEntries(queries[0])).toEqual({
      actorType: 'CONSOLE',
      targetType: 'MEMBER',
      from: '2026-02-28T15:00:00.000Z',
      to: '2026-03-02T14:59:59.999Z',
      page: '2',
      pageSize: '20',
    });
    const csv = screen.getByRole('link', { name: /CSV 내려받기/ });
    expect(new URL(csv.getAttribute('href')!, 'http://localhost').searchParams.get('page')).toBeNull();
    expect(csv.getAttribute('href')).toBe(
      `/api/admin/audit.csv?actorType=CONSOLE&targetType=MEMBER&from=${encodeURIComponent('2026-02-28T15:00:00.000Z')}&to=${encodeURIComponent('2026-03-02T14:59:59.999Z')}`,
    );
  });

  it('a new date asks again from the first page; the search is sent after a pause in typing', async () => {
    const queries = renderAudit('/admin/audit?page=3');
    await screen.findByText(ADMIN_MESSAGES.audit.consoleLoginFailed);
    fireEvent.change(screen.getByLabelText('기간 시작일'), { target: { value: '2026-02-01' } });
    await waitFor(() => expect(queries.at(-1)?.get('from')).toBe('2026-01-31T15:00:00.000Z'));
    expect(queries.at(-1)?.get('page')).toBe('1');
    await userEvent.type(screen.getByLabelText('감사 기록 검색'), 'minsu');
    await waitFor(() => expect(queries.at(-1)?.get('q')).toBe('minsu'));
  });

  it('pages on the server', async () => {
    const many = Array.from({ length: 20 }, (_, i) => makeAuditEntry({ id: String(100 - i), summary: `기록 ${i}` }));
    const queries = renderAudit('/admin/audit', (query) => ({
      body: { items: query.get('page') === '2' ? [makeAuditEntry({ id: '5', summary: '둘째 쪽' })] : many, total: 21 },
    }));
    await screen.findByText('기록 0');
    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByText('둘째 쪽')).toBeInTheDocument();
    expect(queries.at(-1)?.get('page')).toBe('2');
    expect(queries.at(-1)?.get('pageSize')).toBe('20');
  });

  it('asks for the page size the address keeps, and for the default when the address holds a bad one', async () => {
    const queries = renderAudit('/admin/audit?pageSize=50&page=2');
    await screen.findByText(ADMIN_MESSAGES.audit.consoleLoginFailed);
    expect(queries[0].get('pageSize')).toBe('50');
    expect(queries[0].get('page')).toBe('2');
    cleanup();
    const again = renderAudit('/admin/audit?pageSize=7&page=-1');
    await screen.findByText(ADMIN_MESSAGES.audit.consoleLoginFailed);
    expect(again[0].get('pageSize')).toBe('20');
    expect(again[0].get('page')).toBe('1');
  });

  it('says when nothing matches, and offers to clear the filters', async () => {
    renderAudit('/admin/audit?action=GALLERY_TOGGLE', () => ({ body: { items: [], total: 0 } }));
    expect(await screen.findByText(ADMIN_MESSAGES.admin.auditEmptyFiltered)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '검색 조건 초기화' }));
    expect(await screen.findByText(ADMIN_MESSAGES.admin.auditEmpty)).toBeInTheDocument();
  });

  it('shows a failure with a retry', async () => {
    let calls = 0;
    renderAudit('/admin/audit', () =>
      ++calls === 1
        ? apiError(500, 'INTERNAL_ERROR', '서버 오류가 발생했습니다.')
        : { body: { items: ENTRIES, total: 3 } },
    );
    expect(await screen.findByText(ADMIN_MESSAGES.admin.auditLoadFailed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.errors.remoteRetry }));
    expect(await screen.findByText(ADMIN_MESSAGES.audit.consoleLoginFailed)).toBeInTheDocument();
  });
});
