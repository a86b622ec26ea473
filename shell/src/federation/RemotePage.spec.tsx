import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemotePage } from './RemotePage';
import { loadRemotePage, resetRemote } from './remotes';

jest.mock('./remotes', () => ({
  loadRemotePage: jest.fn(),
  loadedPage: jest.fn(() => undefined),
  remoteGeneration: () => 0,
  resetRemote: jest.fn(async () => undefined),
}));

const load = loadRemotePage as jest.MockedFunction<typeof loadRemotePage>;

describe('RemotePage', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockReset();
  });

  it('renders the page a remote exposes', async () => {
    load.mockResolvedValue({ default: () => <p>원격 화면</p> });
    render(<RemotePage remote="public" module="./AboutPage" />);
    expect(await screen.findByText('원격 화면')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('public', './AboutPage');
  });

  it('shows a Korean message with a retry when the remote cannot load, and the retry loads it again', async () => {
    load.mockRejectedValueOnce(new Error('RUNTIME-001')).mockResolvedValue({ default: () => <p>관리자 화면</p> });
    render(<RemotePage remote="admin" module="./AdminSection" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('화면을 불러오지 못했습니다.');

    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('관리자 화면')).toBeInTheDocument();
    expect(resetRemote).toHaveBeenCalledWith('admin');
  });

  it('keeps the failure to its own area', async () => {
    load.mockImplementation(async (remote) => {
      if (remote === 'admin') throw new Error('blocked');
      return { default: () => <p>공개 화면</p> };
    });
    render(
      <>
        <RemotePage remote="admin" module="./AdminDashboardPage" />
        <RemotePage remote="public" module="./LandingPage" />
      </>,
    );
    expect(await screen.findByText('공개 화면')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveAttribute('data-remote', 'admin');
  });
});
