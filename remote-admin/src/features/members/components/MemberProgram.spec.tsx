import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { PARENT_MESSAGES } from '@academy/common/parents';
import { AntdThemeProvider } from '@academy/context/antd';
import { makeUser, mockApi, renderWithProviders } from '@academy/context/testing';
import { MemberProgram } from './MemberProgram';

const P = ADMIN_MESSAGES.parents;

describe("a member's record: 수강 프로그램", () => {
  it('shows the program set and saves another one, whose timetable the parents then see', async () => {
    const api = mockApi(makeUser({ role: 'ADMIN' }), {
      'GET /api/superadmin/programs': {
        body: [
          { id: 'pr1', title: '중등 내신 집중반' },
          { id: 'pr2', title: 'TOEIC 실전반' },
        ] as never,
      },
      'GET /api/admin/members/p1/program': { body: { programId: 'pr1' } },
      'PUT /api/admin/members/p1/program': ({ body }) => ({
        body: { ok: true, message: PARENT_MESSAGES.programSet(body?.programId === 'pr2' ? 'TOEIC 실전반' : '?') },
      }),
    });
    renderWithProviders(
      <AntdThemeProvider>
        <MemberProgram memberId="p1" />
      </AntdThemeProvider>,
    );
    const select = await screen.findByRole('combobox', { name: P.programTitle });
    expect(await screen.findByText('중등 내신 집중반')).toBeInTheDocument();
    await userEvent.click(select);
    await userEvent.click(await screen.findByText('TOEIC 실전반'));
    await waitFor(() => expect(api.callsTo('PUT', '/api/admin/members/p1/program')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/admin/members/p1/program')[0]!.body).toEqual({ programId: 'pr2' });
    expect(await screen.findByText(PARENT_MESSAGES.programSet('TOEIC 실전반'))).toBeInTheDocument();
  });
});
