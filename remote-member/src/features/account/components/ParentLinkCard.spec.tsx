import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PARENT_MESSAGES, PARENT_SCREEN_MESSAGES as P, type StudentGuardianLink } from '@academy/common/parents';
import { makeUser, mockApi, renderWithProviders } from '@academy/context/testing';
import { ParentLinkCard } from './ParentLinkCard';

const guardian = (overrides: Partial<StudentGuardianLink> = {}): StudentGuardianLink => ({
  id: 'l1',
  status: 'CONFIRMED',
  parent: { id: 'p1', firstName: '영희', lastName: '김' },
  createdAt: '2026-11-20T01:00:00.000Z',
  ...overrides,
});

function renderCard() {
  return renderWithProviders(<ParentLinkCard />, { route: '/account' });
}

describe('ParentLinkCard', () => {
  it('shows the code in two groups, until when it works in Korean time, and what a parent does with it', async () => {
    mockApi(makeUser(), {
      // 06:20 UTC is 15:20 in Seoul.
      'GET /api/me/parent-link-code': { body: { code: 'K7MX3PQ9', expiresAt: '2026-11-30T06:20:00.000Z' } },
      'GET /api/me/guardians': { body: [] },
    });
    renderCard();
    const card = screen.getByRole('region', { name: P.linkCardTitle });
    expect(await within(card).findByTestId('link-code')).toHaveTextContent('K7MX-3PQ9');
    expect(within(card).getByText('11월 30일 오후 3:20까지')).toHaveAttribute('datetime', '2026-11-30T06:20:00.000Z');
    expect(within(card).getByText(P.linkCardLead)).toBeInTheDocument();
    expect(await within(card).findByText(P.guardiansEmpty)).toBeInTheDocument();
  });

  it('copies the code, and says so', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    mockApi(makeUser(), {
      'GET /api/me/parent-link-code': { body: { code: 'K7MX3PQ9', expiresAt: '2026-11-30T06:20:00.000Z' } },
      'GET /api/me/guardians': { body: [] },
    });
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: P.copy }));
    expect(writeText).toHaveBeenCalledWith('K7MX3PQ9');
    expect(await screen.findByText(P.copied)).toBeInTheDocument();
  });

  it('renews the code with a POST and shows the new one', async () => {
    const server = mockApi(makeUser(), {
      'GET /api/me/parent-link-code': { body: { code: 'K7MX3PQ9', expiresAt: '2026-11-30T06:20:00.000Z' } },
      'POST /api/me/parent-link-code': {
        status: 201,
        body: { code: 'ABCD2345', expiresAt: '2026-12-01T00:05:00.000Z' },
      },
      'GET /api/me/guardians': { body: [] },
    });
    renderCard();
    await screen.findByText('K7MX-3PQ9');
    await userEvent.click(screen.getByRole('button', { name: P.renew }));
    expect(await screen.findByText('ABCD-2345')).toBeInTheDocument();
    expect(screen.getByText('12월 1일 오전 9:05까지')).toBeInTheDocument();
    expect(screen.getByText(P.renewed)).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/me/parent-link-code')).toHaveLength(1);
  });

  it('lists the guardians with their state and removes one after a confirmation', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    let links = [
      guardian(),
      guardian({ id: 'l2', status: 'PENDING', parent: { id: 'p2', firstName: '철수', lastName: '박' } }),
    ];
    const server = mockApi(makeUser(), {
      'GET /api/me/parent-link-code': { body: { code: 'K7MX3PQ9', expiresAt: '2026-11-30T06:20:00.000Z' } },
      'GET /api/me/guardians': () => ({ body: links }),
      'DELETE /api/me/guardians/*': ({ path }) => {
        links = links.filter((link) => !path.endsWith(link.id));
        return { body: { ok: true, message: PARENT_MESSAGES.unlinked } };
      },
    });
    renderCard();
    const list = await screen.findByRole('region', { name: P.guardiansTitle });
    const items = await within(list).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('김영희');
    expect(items[0]).toHaveTextContent('연결됨');
    expect(items[1]).toHaveTextContent('박철수');
    expect(items[1]).toHaveTextContent('확인 대기');

    const remove = within(items[1]!).getByRole('button', { name: `박철수 ${P.unlink}` });
    await userEvent.click(remove);
    expect(confirm).toHaveBeenLastCalledWith(P.unlinkConfirm('박철수'));
    expect(server.callsTo('DELETE', '/api/me/guardians/l2')).toHaveLength(0);

    await userEvent.click(remove);
    expect(await screen.findByText(PARENT_MESSAGES.unlinked)).toBeInTheDocument();
    expect(server.callsTo('DELETE', '/api/me/guardians/l2')).toHaveLength(1);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).queryByText('박철수')).not.toBeInTheDocument();
    confirm.mockRestore();
  });
});
