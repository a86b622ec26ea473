import { screen } from '@testing-library/react';
import { makeUser, mockApi, renderWithProviders } from '@academy/context/testing';
import { LoginRoute } from './LoginRoute';

// Stands in for the login card: the module a signed-in visitor must never wait for.
const loginCardLoads = jest.fn();
jest.mock('./LoginPage', () => {
  loginCardLoads();
  return { __esModule: true, default: () => <p>로그인 카드</p> };
});

beforeEach(() => loginCardLoads.mockClear());

describe('/login', () => {
  it('sends a signed-in ADMIN to the dashboard without loading the login card', async () => {
    mockApi(makeUser({ role: 'ADMIN' }));
    renderWithProviders(<LoginRoute />, { route: '/login' });
    expect(await screen.findByTestId('redirected', {}, { timeout: 5000 })).toHaveAttribute(
      'data-location',
      '/admin-dashboard',
    );
    expect(loginCardLoads).not.toHaveBeenCalled();
  });

  it('sends a signed-in member to a safe next address', async () => {
    mockApi(makeUser());
    renderWithProviders(<LoginRoute />, { route: '/login?next=%2Fvideos', path: '/login' });
    expect(await screen.findByTestId('redirected')).toHaveAttribute('data-location', '/videos');
    expect(loginCardLoads).not.toHaveBeenCalled();
  });

  it('ignores a next address on another site', async () => {
    mockApi(makeUser());
    renderWithProviders(<LoginRoute />, { route: '/login?next=%2F%2Fevil.example', path: '/login' });
    expect(await screen.findByTestId('redirected')).toHaveAttribute('data-location', '/');
  });

  it('shows a visitor the login card', async () => {
    mockApi(null);
    renderWithProviders(<LoginRoute />, { route: '/login' });
    expect(await screen.findByText('로그인 카드')).toBeInTheDocument();
    expect(screen.queryByTestId('redirected')).not.toBeInTheDocument();
  });
});
