import * as net from 'net';
import { startServer, type RunningServer } from '../src/server/start-server';
import { createTestConfig, type TestConfig } from './support/test-app';

// Small bounds so the suite runs in seconds; production defaults are 20 s / 30 s / 5 s.
const HEADERS_TIMEOUT_MS = 1500;
const REQUEST_TIMEOUT_MS = 2500;
const TIMEOUTS = {
  HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
  HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
  HTTP_KEEPALIVE_TIMEOUT_MS: '1000',
};
/** Node checks the bounds every connectionsCheckingInterval (≤ 1 s here), plus this machine's scheduling. */
const SLACK_MS = 1500;
const SLOW_CLIENTS = 25;
const TRICKLE_EVERY_MS = 200;

interface SlowClient {
  /** Milliseconds from connecting until the server closed the socket. */
  closedAfter: Promise<number>;
  /** Bytes the server sent back before closing (a 408 for a request that took too long). */
  answer: () => string;
}

/** A client that connects, sends `opening`, then one more byte of `trickle` every 200 ms, never finishing. */
function slowClient(port: number, opening: string, trickle: string): SlowClient {
  const startedAt = Date.now();
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString('latin1')));
  socket.on('error', () => undefined); // a write racing the server's close
  socket.write(opening);
  const timer = setInterval(() => socket.write(trickle), TRICKLE_EVERY_MS);
  const closedAfter = new Promise<number>((resolve) =>
    socket.on('close', () => {
      clearInterval(timer);
      resolve(Date.now() - startedAt);
    }),
  );
  return { closedAfter, answer: () => received };
}

describe('slow clients are cut off while others are served (e2e)', () => {
  let test: TestConfig;
  let running: RunningServer;
  let port: number;

  beforeAll(async () => {
    test = await createTestConfig(TIMEOUTS, (config) => {
      config.port = 0;
      config.host = '127.0.0.1';
    });
    running = await startServer(test.config, { logger: false, serveWebApps: false });
    await running.ready;
    port = Number(new URL(running.url!).port);
  });
  afterAll(async () => {
    await running?.stop();
    await test?.cleanup();
  });

  it(`closes ${SLOW_CLIENTS} trickled bodies and ${SLOW_CLIENTS} trickled headers within their bounds; GET /api/health/live answers meanwhile`, async () => {
    const bodies = Array.from({ length: SLOW_CLIENTS }, () =>
      slowClient(
        port,
        'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{',
        ' ',
      ),
    );
    const headers = Array.from({ length: SLOW_CLIENTS }, (_, i) =>
      slowClient(port, `GET /api/health/live HTTP/1.1\r\nHost: localhost\r\nX-Slow-${i}: `, 'a'),
    );

    // While all of them hold a socket, an ordinary client is answered, more than once.
    const served: number[] = [];
    for (let i = 0; i < 4; i++) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const response = await fetch(`${running.url}/api/health/live`);
      served.push(response.status);
    }
    expect(served).toEqual([200, 200, 200, 200]);

    const bodyClosings = await Promise.all(bodies.map((client) => client.closedAfter));
    const headerClosings = await Promise.all(headers.map((client) => client.closedAfter));
    expect(Math.max(...bodyClosings)).toBeLessThan(REQUEST_TIMEOUT_MS + SLACK_MS);
    expect(Math.max(...headerClosings)).toBeLessThan(HEADERS_TIMEOUT_MS + SLACK_MS);
    // Closed by the bound, not by some earlier refusal: none went before the headers time was up.
    expect(Math.min(...bodyClosings, ...headerClosings)).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100);
    expect(bodies.map((client) => client.answer().split('\r\n')[0])).toEqual(
      Array(SLOW_CLIENTS).fill('HTTP/1.1 408 Request Timeout'),
    );

    await fetch(`${running.url}/api/health/live`).then((response) => expect(response.status).toBe(200));
  }, 15_000);
});
