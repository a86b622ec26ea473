import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { OwnEndpoints } from './own-endpoints';
import { UpstreamPolicy } from './upstream-policy';

const OWN_PORT = 3000;
const own = new OwnEndpoints(() => undefined, { host: '0.0.0.0', port: OWN_PORT });
const names: Record<string, string[]> = {
  'nas.lan': ['192.168.0.10'],
  'metadata.example': ['169.254.169.254'],
  'sneaky.example': ['192.168.0.10', '::1'],
};
const resolveAll = async (hostname: string) => {
  if (names[hostname]) return names[hostname];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
};

describe('UpstreamPolicy', () => {
  describe('without VIDEO_UPSTREAM_HOSTS', () => {
    const policy = new UpstreamPolicy(null, own, resolveAll);

    it.each([
      'http://127.0.0.1:3000/api/health',
      'http://[::1]/a.mp4',
      'http://[::ffff:127.0.0.1]:8080/a.mp4',
      'http://0.0.0.0/a.mp4',
      'http://169.254.169.254/latest/meta-data',
      'http://[fe80::1]/a.mp4',
      'http://metadata.example/a.mp4',
      'http://sneaky.example/a.mp4',
    ])('refuses to register %s', async (url) => {
      await expect(policy.registrationProblem(url)).resolves.toBe(ADMIN_MESSAGES.videoUrl.internalAddress);
    });

    it.each([
      'http://192.168.0.10:5000/a.mp4',
      'http://10.0.0.5/a.mp4',
      'http://[fd00::5]/a.mp4',
      'http://nas.lan/a.mp4',
      'https://nas.example.com/a.mp4',
    ])('registers %s (LAN and public addresses)', async (url) => {
      await expect(policy.registrationProblem(url)).resolves.toBeNull();
    });

    it('registers a name that does not resolve now (the NAS may be off); streaming checks it again', async () => {
      await expect(policy.registrationProblem('http://nas-offline.lan/a.mp4')).resolves.toBeNull();
      await expect(policy.pinnedAddress('http:', 'nas-offline.lan', 80)).rejects.toMatchObject({ code: 'ENOTFOUND' });
    });

    it('refuses this server itself on its own port, not another service of the same machine', async () => {
      const boundToLan = new UpstreamPolicy(
        null,
        new OwnEndpoints(() => undefined, { host: '192.168.0.77', port: OWN_PORT }),
        resolveAll,
      );
      await expect(boundToLan.registrationProblem(`http://192.168.0.77:${OWN_PORT}/a.mp4`)).resolves.toBe(
        ADMIN_MESSAGES.videoUrl.internalAddress,
      );
      await expect(boundToLan.registrationProblem(`http://[::ffff:192.168.0.77]:${OWN_PORT}/a.mp4`)).resolves.toBe(
        ADMIN_MESSAGES.videoUrl.internalAddress,
      );
      await expect(boundToLan.registrationProblem(`http://192.168.0.77:${OWN_PORT + 1}/a.mp4`)).resolves.toBeNull();
    });

    it('allows any http(s) origin before connecting; addresses are checked when connecting', () => {
      expect(policy.allowsOrigin('http://example.com/a.mp4')).toBe(true);
      expect(policy.allowsOrigin('ftp://example.com/a.mp4')).toBe(false);
    });
  });

  describe('with VIDEO_UPSTREAM_HOSTS', () => {
    const policy = new UpstreamPolicy(['http://192.168.0.10:5000', 'http://127.0.0.1:8080'], own, resolveAll);

    it('registers and fetches only the listed origins, port and scheme included', async () => {
      await expect(policy.registrationProblem('http://192.168.0.10:5000/a.mp4')).resolves.toBeNull();
      for (const url of ['http://192.168.0.10/a.mp4', 'https://192.168.0.10:5000/a.mp4', 'http://nas.lan/a.mp4']) {
        await expect(policy.registrationProblem(url)).resolves.toBe(ADMIN_MESSAGES.videoUrl.upstreamNotAllowed);
        expect(policy.allowsOrigin(url)).toBe(false);
      }
    });

    it('trusts a listed origin on an internal address: it was listed on purpose', async () => {
      await expect(policy.registrationProblem('http://127.0.0.1:8080/a.mp4')).resolves.toBeNull();
      await expect(policy.pinnedAddress('http:', '127.0.0.1', 8080)).resolves.toBeNull();
      await expect(policy.pinnedAddress('http:', '127.0.0.1', 8081)).rejects.toThrow('origin not listed');
    });
  });
});
