import * as http from 'http';
import { networkInterfaces } from 'os';
import { OwnEndpoints } from './own-endpoints';

/** A documentation address that is not one of this machine's (some sandboxes use TEST-NET themselves). */
const machine = Object.values(networkInterfaces())
  .flat()
  .map((entry) => entry?.address);
const foreign = ['192.0.2.1', '198.51.100.1', '203.0.113.1'].find((address) => !machine.includes(address))!;

describe('OwnEndpoints', () => {
  it('counts every address of this machine when the server listens on all of them', () => {
    const own = new OwnEndpoints(() => undefined, { host: '0.0.0.0', port: 3000 });
    expect(own.includes('127.0.0.1', 3000)).toBe(true);
    expect(own.includes('::ffff:127.0.0.1', 3000)).toBe(true);
    expect(own.includes('127.0.0.1', 3001)).toBe(false);
    expect(own.includes(foreign, 3000)).toBe(false);
  });

  it('uses the port the server really listens on, once it does', async () => {
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const own = new OwnEndpoints(() => server, { host: '0.0.0.0', port: 3000 });
    expect(own.includes('127.0.0.1', port)).toBe(true);
    expect(own.includes('127.0.0.1', 3000)).toBe(false);
    await new Promise((resolve) => server.close(resolve));
  });
});
