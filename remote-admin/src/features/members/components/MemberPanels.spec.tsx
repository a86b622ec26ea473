import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isVerified, type Member } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { AntdThemeProvider } from '@academy/context/antd';
import { makeMember, makeUser, mockApi, renderWithProviders, type FakeApi } from '@academy/context/testing';
import { LocationProbe } from '../../../test/location-probe';
import { approval, memberRoutes } from '../../../test/member-routes';
import { withMemberPages } from '../test/member-pages';
import { ApprovedMembersPanel } from './ApprovedMembersPanel';
import { PendingMembersPanel } from './PendingMembersPanel';

const admin = makeUser({ id: 'admin', role: 'ADMIN' });

/** 25 members, 회원00 the oldest: newest first, 회원24 leads the first page and 회원00 ends the second. */
const many = (role: Member['role']) =>
  Array.from({ length: 25 }, (_, index) =>
    makeMember({
      id: `m${index}`,
      name: `회원${String(index).padStart(2, '0')}`,
      email: `m${index}@example.com`,
      role,
      createdAt: `2026-03-${10 + index}T01:00:00.000Z`,
      latestApproval: isVerified(role) ? approval('APPROVED') : null,
    }),
  );

function show(panel: React.ReactElement, members: Member[], route = '/admin-dashboard') {
  const server = mockApi(admin, withMemberPages(memberRoutes(members)));
  renderWithProviders(
    <AntdThemeProvider>
      {panel}
      <LocationProbe />
    </AntdThemeProvider>,
    { route, path: '/admin-dashboard' },
  );
  return server;
}

const reads = (server: FakeApi) => server.callsTo('GET', '/api/admin/members').map((call) => call.query);
const rows = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row');
const firstRow = (name: string) => rows(name)[1];

describe('the dashboard member panels', () => {
  it("pending: one page from the server, the count of all, page 2 and a sort asked of the server under the panel's own names", async () => {
    const user = userEvent.setup();
    const server = show(<PendingMembersPanel />, many('PENDING'));
    const table = await screen.findByRole('table', { name: '승인 대기 회원 목록' });
    expect(screen.getByText(ADMIN_MESSAGES.members.pendingCount(25))).toBeInTheDocument();
    expect(rows('승인 대기 회원 목록')).toHaveLength(1 + 20);
    expect(firstRow('승인 대기 회원 목록')).toHaveTextContent('회원24');
    expect(reads(server)).toEqual([{ status: 'pending', sort: 'createdAt', order: 'desc', page: '1', pageSize: '20' }]);

    await user.click(within(table).getByRole('columnheader', { name: /^회원/ }));
    await waitFor(() => expect(firstRow('승인 대기 회원 목록')).toHaveTextContent('회원00'));
    expect(reads(server).at(-1)).toEqual({ status: 'pending', sort: 'name', order: 'asc', page: '1', pageSize: '20' });

    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(firstRow('승인 대기 회원 목록')).toHaveTextContent('회원20'));
    expect(rows('승인 대기 회원 목록')).toHaveLength(1 + 5);
    expect(reads(server).at(-1)).toEqual({ status: 'pending', sort: 'name', order: 'asc', page: '2', pageSize: '20' });
    expect(screen.getByTestId('search')).toHaveTextContent('?pendingSort=name&pendingOrder=asc&pendingPage=2');
  });

  it('pending: approving the last member of the last page shows the page before it', async () => {
    const user = userEvent.setup();
    const server = show(<PendingMembersPanel />, many('PENDING').slice(0, 21), '/admin-dashboard?pendingPage=2');
    await user.click(await screen.findByRole('button', { name: '회원00 승인' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/admin/approve-user')).toHaveLength(1));
    await waitFor(() => expect(firstRow('승인 대기 회원 목록')).toHaveTextContent('회원20'));
    expect(rows('승인 대기 회원 목록')).toHaveLength(1 + 20);
    expect(reads(server).at(-1)).toMatchObject({ page: '1' });
    expect(screen.getByTestId('search')).toBeEmptyDOMElement();
  });

  it('approved: a search asks the server from page 1, keeping the order chosen', async () => {
    const user = userEvent.setup();
    const server = show(
      <ApprovedMembersPanel />,
      many('VERIFIED'),
      '/admin-dashboard?approvedSort=createdAt&approvedOrder=asc&approvedPage=2',
    );
    await waitFor(() => expect(firstRow('승인된 회원 목록')).toHaveTextContent('회원20'));
    expect(reads(server)).toEqual([{ status: 'verified', sort: 'createdAt', order: 'asc', page: '2', pageSize: '20' }]);
    await user.type(screen.getByRole('searchbox', { name: '승인된 회원 검색' }), '회원1{Enter}');
    await waitFor(() =>
      expect(reads(server).at(-1)).toEqual({
        status: 'verified',
        q: '회원1',
        sort: 'createdAt',
        order: 'asc',
        page: '1',
        pageSize: '20',
      }),
    );
    await waitFor(() => expect(rows('승인된 회원 목록')).toHaveLength(1 + 10));
    expect(firstRow('승인된 회원 목록')).toHaveTextContent('회원10');
  });
});
