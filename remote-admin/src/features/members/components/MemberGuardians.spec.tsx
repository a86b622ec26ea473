import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { PARENT_MESSAGES, type AdminParentLink } from '@academy/common/parents';
import { AntdThemeProvider } from '@academy/context/antd';
import { makeMember, makeUser, mockApi, renderWithProviders } from '@academy/context/testing';
import { memberRoutes } from '../../../test/member-routes';
import { parentLink, parentLinkRoutes } from '../../../test/parent-link-routes';
import { MembersPage } from './MembersPage';

const P = ADMIN_MESSAGES.parents;
const MEMBERS = [
  makeMember({ id: 'p1', name: '김민수', email: 'minsu@test.local', role: 'VERIFIED' }),
  makeMember({ id: 'p2', name: '이지은', email: 'jieun@test.local', role: 'VERIFIED' }),
  makeMember({ id: 'par1', name: '김영희', email: 'mom@test.local', role: 'PARENT' }),
];
const LINKS = [
  parentLink({ id: 'l1', status: 'CONFIRMED', confirmedAt: '2026-12-02T01:00:00.000Z' }),
  parentLink({
    id: 'l2',
    parent: { id: 'par2', firstName: '철수', lastName: '김', email: 'dad@test.local', phone: null },
  }),
];

/** /admin/members with one member's record open (?member=), as the list's name button opens it. */
function openRecord(memberId: string, links: AdminParentLink[] = LINKS) {
  const api = mockApi(makeUser({ role: 'ADMIN' }), { ...memberRoutes(MEMBERS), ...parentLinkRoutes(links) });
  renderWithProviders(
    <AntdThemeProvider>
      <MembersPage />
    </AntdThemeProvider>,
    { route: `/admin/members?status=all&member=${memberId}`, path: '/admin/members' },
  );
  const asked = () => api.callsTo('GET', '/api/admin/parent-links').map((call) => call.query);
  return { api, asked };
}

const guardians = () => screen.findByRole('list', { name: P.guardiansTitle });

describe("a member's record: 보호자", () => {
  it("lists the student's guardians from the API with name, phone and the link's state", async () => {
    const { asked } = openRecord('p1');
    const items = within(await guardians()).getAllByRole('listitem');
    expect(asked()).toEqual([{ childId: 'p1' }]);
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('김영희');
    expect(within(items[0]!).getByRole('link', { name: '010-9876-5432' })).toHaveAttribute('href', 'tel:01098765432');
    expect(items[0]).toHaveTextContent('연결됨');
    expect(within(items[0]!).getByRole('button', { name: P.unlinkFor('김영희') })).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button', { name: P.confirmFor('김영희') })).not.toBeInTheDocument();
    // No phone: the e-mail is how to reach them.
    expect(items[1]).toHaveTextContent('김철수');
    expect(items[1]).toHaveTextContent('dad@test.local');
    expect(items[1]).toHaveTextContent('확인 대기');
  });

  it('confirms a waiting guardian there and reads the list again', async () => {
    const user = userEvent.setup();
    const { api, asked } = openRecord('p1');
    await guardians();
    await user.click(screen.getByRole('button', { name: P.confirmFor('김철수') }));
    await waitFor(() => expect(api.callsTo('POST', '/api/admin/parent-links/l2/confirm')).toHaveLength(1));
    expect(await screen.findByText(PARENT_MESSAGES.confirmed)).toBeInTheDocument();
    await waitFor(() => expect(asked()).toHaveLength(2));
    await waitFor(async () => expect(within(await guardians()).getAllByText('연결됨')).toHaveLength(2));
  });

  it('asks before removing a guardian', async () => {
    const user = userEvent.setup();
    const { api } = openRecord('p1');
    await guardians();
    await user.click(screen.getByRole('button', { name: P.unlinkFor('김영희') }));
    const question = await screen.findByText(P.unlinkQuestion('김영희', '김민수'));
    expect(api.callsTo('DELETE', '/api/admin/parent-links/l1')).toHaveLength(0);
    await user.click(within(question.closest<HTMLElement>('.ant-popover')!).getByRole('button', { name: P.unlink }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/admin/parent-links/l1')).toHaveLength(1));
    await waitFor(async () => expect(within(await guardians()).getAllByRole('listitem')).toHaveLength(1));
  });

  it('says so when a student has none', async () => {
    openRecord('p2');
    expect(await screen.findByText(P.guardiansEmpty)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: P.guardiansTitle })).toBeInTheDocument();
  });

  it("lists a parent's children on the parent's own record", async () => {
    const { asked } = openRecord('par1');
    const children = await screen.findByRole('list', { name: P.childrenTitle });
    expect(asked()).toEqual([{ parentId: 'par1' }]);
    expect(within(children).getAllByRole('listitem')).toHaveLength(1);
    expect(children).toHaveTextContent('김민수');
  });

  it("has no 보호자 section on a parent's own record", async () => {
    const { asked } = openRecord('par1');
    const drawer = await screen.findByRole('region', { name: ADMIN_MESSAGES.admin.memberHistoryTitle });
    await within(drawer).findByText('이용약관 동의');
    expect(screen.queryByRole('heading', { name: P.guardiansTitle })).not.toBeInTheDocument();
    // Only the parent's own children are asked for, never guardians of the parent.
    expect(asked().every((query) => !('childId' in query))).toBe(true);
  });
});

describe("a member's record: 학부모 초대", () => {
  it('sends an invitation to the e-mail typed, and shows the server’s reason on its field', async () => {
    const sent: unknown[] = [];
    const { api } = openRecord('p2', []);
    api.failNext('POST /api/admin/members/p2/parent-invitations', {
      status: 400,
      body: {
        ok: false,
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: PARENT_MESSAGES.inviteMobile,
        errors: [{ field: 'phone', message: PARENT_MESSAGES.inviteMobile }],
      },
    });
    const form = await screen.findByRole('form', { name: P.inviteTitle });
    await userEvent.type(within(form).getByLabelText(P.invitePhone), '02-555-0101');
    await userEvent.click(within(form).getByRole('button', { name: P.inviteSend }));
    expect(await within(form).findByText(PARENT_MESSAGES.inviteMobile)).toBeInTheDocument();

    await userEvent.clear(within(form).getByLabelText(P.invitePhone));
    await userEvent.type(within(form).getByLabelText(P.inviteEmail), 'mom@test.local');
    await userEvent.click(within(form).getByRole('button', { name: P.inviteSend }));
    await waitFor(() => expect(api.callsTo('POST', '/api/admin/members/p2/parent-invitations')).toHaveLength(2));
    sent.push(...api.callsTo('POST', '/api/admin/members/p2/parent-invitations').map((call) => call.body));
    expect(sent[1]).toEqual({ email: 'mom@test.local' });
    expect(await screen.findByText(PARENT_MESSAGES.inviteSent(7))).toBeInTheDocument();
  });

  it('is not offered once the student has two guardians', async () => {
    openRecord('p1');
    await guardians();
    expect(screen.queryByRole('form', { name: P.inviteTitle })).not.toBeInTheDocument();
    expect(screen.getByText(P.guardiansFull)).toBeInTheDocument();
  });
});
