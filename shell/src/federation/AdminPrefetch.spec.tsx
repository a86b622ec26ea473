import { act, render, screen, waitFor } from '@testing-library/react';
import { AuthProvider, useAuth } from '@academy/context';
import { makeUser, mockApi } from '@academy/context/testing';
import { AdminPrefetch } from './AdminPrefetch';
import { loadRemotePage } from './remotes';

jest.mock('./remotes', () => ({ loadRemotePage: jest.fn(() => Promise.resolve({ default: () => null })) }));
const loads = jest.mocked(loadRemotePage);

beforeEach(() => {
  loads.mockClear();
  window.history.replaceState(null, '', '/');
});

function SessionKnown() {
  return useAuth().isLoading ? null : <p>session known</p>;
}

function renderFor(user: ReturnType<typeof makeUser> | null) {
  mockApi(user);
  render(
    <AuthProvider>
      <AdminPrefetch />
      <SessionKnown />
    </AuthProvider>,
  );
}

describe('admin prefetch', () => {
  it('loads the admin section and the dashboard for a signed-in ADMIN once the browser is idle', async () => {
    renderFor(makeUser({ role: 'ADMIN' }));
    await waitFor(() => expect(loads).toHaveBeenCalledTimes(2));
    expect(loads.mock.calls.map(([remote, module]) => `${remote}/${module}`).sort()).toEqual([
      'admin/./AdminDashboardPage',
      'admin/./AdminSection',
    ]);
  });

  it.each([
    ['a member', makeUser()],
    ['a visitor', null],
  ])('loads nothing of the admin remote for %s', async (_, user) => {
    renderFor(user);
    await screen.findByText('session known');
    // jsdom has no requestIdleCallback: a prefetch would be a setTimeout(0) queued before this one.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(loads).not.toHaveBeenCalled();
  });

  it("leaves an admin page's own load alone: nothing else of the admin remote competes with it", async () => {
    window.history.replaceState(null, '', '/admin/members');
    renderFor(makeUser({ role: 'ADMIN' }));
    await screen.findByText('session known');
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(loads).not.toHaveBeenCalled();
  });
});
