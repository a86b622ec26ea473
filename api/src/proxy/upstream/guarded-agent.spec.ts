import * as http from 'http';
import type { AddressInfo } from 'net';
import { request } from 'undici';
import { guardedAgent } from './guarded-agent';
import { OwnEndpoints } from './own-endpoints';
import { UpstreamAddressRefused, UpstreamPolicy, type ResolveAll } from './upstream-policy';

/** Loopback is where the test servers live: this policy lets it through, and records what it was asked. */
class LoopbackAllowedPolicy extends UpstreamPolicy {
  override addressRefusal(address: string, port: number): string | null {
    return address === '127.0.0.1' ? null : super.addressRefusal(address, port);
  }
}

const nowhere = new OwnEndpoints(() => undefined, { host: '0.0.0.0', port: 1 });

describe('guardedAgent', () => {
  let server: http.Server;
  let port: number;
  const seen: http.IncomingHttpHeaders[] = [];
  beforeAll(async () => {
    server = http.createServer((incoming, response) => {
      seen.push(incoming.headers);
      response.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('connects to the address the policy checked, never resolving the name again, and keeps the Host header', async () => {
    const resolveAll = jest.fn<ReturnType<ResolveAll>, Parameters<ResolveAll>>().mockResolvedValue(['127.0.0.1']);
    const agent = guardedAgent(new LoopbackAllowedPolicy(null, nowhere, resolveAll));
    // .invalid never resolves (RFC 6761): only the checked address can have been used.
    const answer = await request(`http://nas.invalid:${port}/a.mp4`, { dispatcher: agent });
    await expect(answer.body.text()).resolves.toBe('ok');
    expect(resolveAll).toHaveBeenCalledWith('nas.invalid');
    expect(seen[seen.length - 1].host).toBe(`nas.invalid:${port}`);
    await agent.close();
  });

  it.each([
    ['a name that resolves to loopback', 'localhost.test', ['127.0.0.1']],
    ['a name with one refused address among good ones', 'mixed.test', ['192.168.0.10', '169.254.169.254']],
    ['a loopback address written as IPv4-mapped IPv6', '[::ffff:7f00:1]', []],
  ])('refuses %s before connecting', async (_case, host, addresses) => {
    const agent = guardedAgent(new UpstreamPolicy(null, nowhere, async () => addresses));
    const before = seen.length;
    const failure = await request(`http://${host}:${port}/a.mp4`, { dispatcher: agent }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(UpstreamAddressRefused);
    expect(seen.length).toBe(before);
    await agent.close();
  });

  it('lets a listed origin through as it is, loopback included', async () => {
    const agent = guardedAgent(new UpstreamPolicy([`http://127.0.0.1:${port}`], nowhere));
    const answer = await request(`http://127.0.0.1:${port}/a.mp4`, { dispatcher: agent });
    await expect(answer.body.text()).resolves.toBe('ok');
    const refused = await request(`http://localhost:${port}/a.mp4`, { dispatcher: agent }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(UpstreamAddressRefused);
    await agent.close();
  });
});
