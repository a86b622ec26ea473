import { loadRemotePage, preloadPageFor } from './remotes';

const loadRemote = jest.fn();
const registerRemotes = jest.fn();

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({
    loadRemote: (id: string) => loadRemote(id),
    registerRemotes: (...args: unknown[]) => registerRemotes(...args),
  }),
}));

beforeAll(() => {
  const manifest = document.createElement('script');
  manifest.id = 'remotes-manifest';
  manifest.type = 'application/json';
  manifest.textContent = JSON.stringify({
    public: '/remotes/public/',
    member: '/remotes/member/',
    admin: 'https://admin.example.com/',
  });
  document.head.appendChild(manifest);
});

beforeEach(() => {
  loadRemote.mockReset();
  loadRemote.mockResolvedValue({ default: () => null });
});

describe('remotes', () => {
  it('registers each remote from the manifest the server wrote into the page', async () => {
    await loadRemotePage('public', './AboutPage');
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'academy_public', entry: '/remotes/public/remoteEntry.js' },
      { name: 'academy_member', entry: '/remotes/member/remoteEntry.js' },
      { name: 'academy_admin', entry: 'https://admin.example.com/remoteEntry.js' },
    ]);
    expect(loadRemote).toHaveBeenCalledWith('academy_public/AboutPage');
  });

  it('loads a page once, and again after a failure', async () => {
    loadRemote.mockRejectedValueOnce(new Error('offline'));
    await expect(loadRemotePage('member', './AccountPage')).rejects.toThrow('offline');
    await expect(loadRemotePage('member', './AccountPage')).resolves.toHaveProperty('default');
    await loadRemotePage('member', './AccountPage');
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('starts loading the page a URL needs early, a guarded one too (its module, not what it draws)', async () => {
    preloadPageFor('/gallery');
    preloadPageFor('/admin/members');
    preloadPageFor('/no-such-page');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadRemote).toHaveBeenCalledWith('academy_public/GalleryPage');
    expect(loadRemote).toHaveBeenCalledWith('academy_admin/AdminSection');
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });
});
