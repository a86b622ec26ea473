import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSULTATION_MESSAGES as M, type Consultation } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { AntdThemeProvider } from '@academy/context/antd';
import { makeProgram, makeUser, mockApi, renderWithProviders } from '@academy/context/testing';
import { ConsultationsPage } from './ConsultationsPage';

const item = (overrides: Partial<Consultation>): Consultation => ({
  id: 'c1',
  createdAt: '2030-03-10T03:00:00.000Z',
  name: '김민수',
  phone: '010-1234-5678',
  grade: '중2',
  programSlug: 'middle-school',
  programTitle: '중등 내신 영어',
  message: '레벨 테스트 문의',
  status: 'NEW',
  memo: null,
  handledBy: null,
  handledAt: null,
  closedAt: null,
  ...overrides,
});
const ITEMS = [item({}), item({ id: 'c2', name: '이영희', phone: '02-123-4567', status: 'CONTACTED' })];

function renderInbox(route = '/admin/consultations') {
  const queries: URLSearchParams[] = [];
  const api = mockApi(makeUser({ role: 'ADMIN' }), {
    'GET /api/admin/consultations': ({ query }) => {
      queries.push(new URLSearchParams(query));
      return { body: { items: ITEMS, total: 42 } };
    },
    'GET /api/programs': { body: [makeProgram({ slug: 'middle-school', title: '중등 내신 영어' })] },
    'PATCH /api/admin/consultations/*': ({ body }) => ({ body: { ...ITEMS[0], ...body } }),
  });
  renderWithProviders(
    <AntdThemeProvider>
      <ConsultationsPage />
    </AntdThemeProvider>,
    { route, path: '/admin/consultations' },
  );
  return { api, queries };
}

describe('/admin/consultations', () => {
  it('lists the requests a server page at a time, with status, name, phone and program', async () => {
    const { queries } = renderInbox();
    expect(await screen.findByText('김민수')).toBeInTheDocument();
    expect(Object.fromEntries(queries[0]!)).toEqual({ page: '1', pageSize: '20' });
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('신규');
    expect(within(rows[0]!).getByRole('link', { name: '010-1234-5678' })).toHaveAttribute('href', 'tel:01012345678');
    expect(rows[1]).toHaveTextContent('연락함');
    expect(screen.getByText(ADMIN_MESSAGES.admin.tableTotal(42))).toBeInTheDocument();
  });

  it('reads its filters from the address and offers the same filters as CSV', async () => {
    const { queries } = renderInbox(
      '/admin/consultations?status=NEW&program=middle-school&from=2030-03-01&to=2030-03-31&q=김&page=2',
    );
    await screen.findByText('김민수');
    expect(Object.fromEntries(queries[0]!)).toEqual({
      status: 'NEW',
      programSlug: 'middle-school',
      q: '김',
      from: '2030-03-01',
      to: '2030-03-31',
      page: '2',
      pageSize: '20',
    });
    expect(screen.getByRole('link', { name: /CSV 내려받기/ })).toHaveAttribute(
      'href',
      `/api/admin/consultations.csv?status=NEW&programSlug=middle-school&q=${encodeURIComponent('김')}&from=2030-03-01&to=2030-03-31`,
    );
  });

  it('marks a request 연락함 with a memo from its drawer and loads the list again', async () => {
    const { api, queries } = renderInbox();
    await screen.findByText('김민수');
    await userEvent.click(screen.getByRole('button', { name: '김민수 상담 신청 처리' }));
    await screen.findByText('김민수 님의 상담 신청');
    await userEvent.click(screen.getByRole('combobox', { name: '상태' }));
    await userEvent.click(await screen.findByTitle('연락함'));
    await userEvent.type(screen.getByRole('textbox', { name: '메모' }), '3/12 통화');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/admin/consultations/c1')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/admin/consultations/c1')[0]!.body).toEqual({
      status: 'CONTACTED',
      memo: '3/12 통화',
    });
    expect(await screen.findByText(M.updated)).toBeInTheDocument();
    await waitFor(() => expect(queries).toHaveLength(2));
  });
});
