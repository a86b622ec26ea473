import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { VISITOR_COOKIE, type User } from '@academy/common';
import { AuthProvider, useAuth } from './auth';
import { mockApi } from './testing';

function WhoAmI() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <p>loading</p>;
  return <p>{user ? user.email : 'visitor'}</p>;
}

const tree = (
  <AuthProvider hydrating>
    <WhoAmI />
  </AuthProvider>
);

beforeEach(() => {
  document.cookie = `${VISITOR_COOKIE}=1; path=/`;
});
afterEach(() => {
  document.cookie = `${VISITOR_COOKIE}=; path=/; max-age=0`;
});

it("hydrates a server-drawn (still loading) page for a visitor without a mismatch, then shows the visitor's state without asking", async () => {
  const api = mockApi(null);
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  expect(container.textContent).toBe('loading');
  document.body.appendChild(container);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, tree, { onRecoverableError: (error) => recoverable.push(error) });
  });
  expect(recoverable).toEqual([]);
  expect(errors).not.toHaveBeenCalled();
  expect(container.textContent).toBe('visitor');
  expect(api.calls).toEqual([]);
});

it('hydrates a page drawn for the signed-in caller (/parent) as that caller, without asking who is signed in', async () => {
  document.cookie = `${VISITOR_COOKIE}=; path=/; max-age=0`;
  const parent = { id: 'p1', email: 'parent@example.com', role: 'PARENT' } as User;
  const api = mockApi(parent);
  const signedIn = (
    <AuthProvider hydrating signedInAs={parent}>
      <WhoAmI />
    </AuthProvider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(signedIn);
  expect(container.textContent).toBe('parent@example.com');
  document.body.appendChild(container);
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, signedIn, { onRecoverableError: (error) => recoverable.push(error) });
  });
  expect(recoverable).toEqual([]);
  expect(container.textContent).toBe('parent@example.com');
  expect(api.calls).toEqual([]);
});
