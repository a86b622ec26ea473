import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { PARENT_MESSAGES, type AdminParentLink } from '@academy/common/parents';
import { AntdThemeProvider } from '@academy/context/antd';
import { apiError, makeUser, mockApi, renderWithProviders } from '@academy/context/testing';
import { LocationProbe } from '../../../test/location-probe';
import { parentLink, parentLinkRoutes } from '../../../test/parent-link-routes';
import { ParentLinksPage } from './ParentLinksPage';

const P = ADMIN_MESSAGES.parents;

const LINKS = [
  parentLink(),
  parentLink({
    id: 'l2',
    status: 'CONFIRMED',
    confirmedAt: '2026-11-02T01:00:00.000Z',
    parent: { id: 'par2', firstName: '철수', lastName: '박', email: 'dad@test.local', phone: null },
    child: { id: 'p2', firstName: '지훈', lastName: '박', email: 'jihoon@test.local' },
  }),
];

function renderTab(route = '/admin/parents', links: AdminParentLink[] = LINKS) {
  const api = mockApi(makeUser({ role: 'ADMIN' }), parentLinkRoutes(links));
  renderWithProviders(
    <AntdThemeProvider>
      <ParentLinksPage />
      <LocationProbe />
    </AntdThemeProvider>,
    { route, path: '/admin/parents' },
  );
  const lists = () => api.callsTo('GET', '/api/admin/parent-links').map((call) => call.query);
  return { api, lists };
}

const table = () => screen.findByRole('table', { name: P.title });

describe('/admin/parents', () => {
  it('opens on the requests waiting for staff: parent, child, state and day from the API', async () => {
    const { lists } = renderTab();
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(lists()).toEqual([{ status: 'PENDING', page: '1', pageSize: '20' }]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('김영희');
    expect(rows[0]).toHaveTextContent('mom@test.local');
    expect(within(rows[0]!).getByRole('link', { name: '010-9876-5432' })).toHaveAttribute('href', 'tel:01098765432');
    expect(rows[0]).toHaveTextContent('김민수');
    expect(rows[0]).toHaveTextContent('minsu@test.local');
    expect(rows[0]).toHaveTextContent('확인 대기');
    expect(within(rows[0]!).getByRole('button', { name: P.confirmFor('김영희') })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: P.refuseFor('김영희') })).toBeInTheDocument();
  });

  it('asks the server for the status chosen (연결됨, 전체), which the address keeps', async () => {
    const user = userEvent.setup();
    const { lists } = renderTab();
    await table();
    await user.click(screen.getByRole('radio', { name: '연결됨' }));
    await waitFor(() => expect(lists().at(-1)).toEqual({ status: 'CONFIRMED', page: '1', pageSize: '20' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?status=CONFIRMED');
    const confirmed = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(confirmed[0]).toHaveTextContent('박철수');
    expect(confirmed[0]).toHaveTextContent('연결됨');
    // A confirmed link is removed, never confirmed again.
    expect(within(confirmed[0]!).queryByRole('button', { name: P.confirmFor('박철수') })).not.toBeInTheDocument();
    expect(within(confirmed[0]!).getByRole('button', { name: P.unlinkFor('박철수') })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: P.all }));
    await waitFor(() => expect(lists().at(-1)).toEqual({ page: '1', pageSize: '20' }));
    await waitFor(async () => expect(within(await table()).getAllByRole('row')).toHaveLength(1 + 2));
    expect(screen.getByTestId('search')).toHaveTextContent('?status=all');
  });

  it('reads ?status=all from the address', async () => {
    const { lists } = renderTab('/admin/parents?status=all');
    await table();
    expect(lists()).toEqual([{ page: '1', pageSize: '20' }]);
    expect(screen.getByRole('radio', { name: P.all })).toBeChecked();
  });

  it('confirms a request through its route, says so with the API sentence and loads the list again', async () => {
    const user = userEvent.setup();
    const { api, lists } = renderTab();
    await table();
    await user.click(screen.getByRole('button', { name: P.confirmFor('김영희') }));
    await waitFor(() => expect(api.callsTo('POST', '/api/admin/parent-links/l1/confirm')).toHaveLength(1));
    expect(await screen.findByText(PARENT_MESSAGES.confirmed)).toBeInTheDocument();
    await waitFor(() => expect(lists()).toHaveLength(2));
    expect(await screen.findByText(P.empty.PENDING)).toBeInTheDocument();
  });

  it('asks before refusing a request, and removes it only once confirmed', async () => {
    const user = userEvent.setup();
    const { api, lists } = renderTab();
    await table();
    await user.click(screen.getByRole('button', { name: P.refuseFor('김영희') }));
    const question = await screen.findByText(P.refuseQuestion('김영희', '김민수'));
    expect(api.callsTo('DELETE', '/api/admin/parent-links/l1')).toHaveLength(0);

    const popup = question.closest<HTMLElement>('.ant-popover')!;
    await user.click(within(popup).getByRole('button', { name: P.refuse }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/admin/parent-links/l1')).toHaveLength(1));
    expect(await screen.findByText(PARENT_MESSAGES.unlinked)).toBeInTheDocument();
    await waitFor(() => expect(lists()).toHaveLength(2));
  });

  it('leaves the link when the question is cancelled', async () => {
    const user = userEvent.setup();
    const { api } = renderTab('/admin/parents?status=CONFIRMED');
    await table();
    await user.click(screen.getByRole('button', { name: P.unlinkFor('박철수') }));
    const question = await screen.findByText(P.unlinkQuestion('박철수', '박지훈'));
    await user.click(within(question.closest<HTMLElement>('.ant-popover')!).getByRole('button', { name: P.cancel }));
    expect(api.callsTo('DELETE', '/api/admin/parent-links/l2')).toHaveLength(0);
  });

  it("shows the server's Korean sentence when a decision or the list fails", async () => {
    const user = userEvent.setup();
    const { api, lists } = renderTab();
    await table();
    api.failNext(
      'POST /api/admin/parent-links/l1/confirm',
      apiError(409, 'INVALID_STATE', PARENT_MESSAGES.alreadyConfirmed),
    );
    await user.click(screen.getByRole('button', { name: P.confirmFor('김영희') }));
    expect(await screen.findByText(PARENT_MESSAGES.alreadyConfirmed)).toBeInTheDocument();
    expect(screen.getByText(P.confirmFailed)).toBeInTheDocument();
    // Someone else decided it: the list is asked again to show it as it is now.
    await waitFor(() => expect(lists()).toHaveLength(2));
  });

  describe('on a 390 px phone', () => {
    const desktopWidth = window.innerWidth;
    beforeEach(() => Object.assign(window, { innerWidth: 390 }));
    afterEach(() => Object.assign(window, { innerWidth: desktopWidth }));

    it('keeps who, for whom, the state and the buttons; the day waits for a wider screen', async () => {
      const user = userEvent.setup();
      const { api } = renderTab();
      const headers = within(await table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent);
      expect(headers).toEqual([P.parent, P.child, P.status, '작업']);
      await user.click(screen.getByRole('button', { name: P.confirmFor('김영희') }));
      await waitFor(() => expect(api.callsTo('POST', '/api/admin/parent-links/l1/confirm')).toHaveLength(1));
    });
  });

  it('says in Korean why the list could not load, with a retry', async () => {
    mockApi(makeUser({ role: 'ADMIN' }), {
      'GET /api/admin/parent-links': apiError(403, 'FORBIDDEN', '관리자만 이용할 수 있습니다'),
    });
    renderWithProviders(
      <AntdThemeProvider>
        <ParentLinksPage />
      </AntdThemeProvider>,
      { route: '/admin/parents', path: '/admin/parents' },
    );
    expect(await screen.findByText(P.loadFailed)).toBeInTheDocument();
    expect(screen.getByText('관리자만 이용할 수 있습니다')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /다시/ })).toBeInTheDocument();
  });
});
