import express from 'express';
import session from 'express-session';
import * as http from 'http';
import type { AddressInfo } from 'net';
import { errorBody } from '../http/error-body';
import { guardedAgent } from './upstream/guarded-agent';
import { OwnEndpoints } from './upstream/own-endpoints';
import { UpstreamPolicy } from './upstream/upstream-policy';
import { VideoStreamer, type StreamTimeouts } from './video-streamer';

/** Bytes whose value depends on their offset (a prime period), so a byte out of place shows. */
const PERIOD = 251;
const PATTERN = Buffer.from(Array.from({ length: PERIOD * 1100 }, (_, i) => i % PERIOD));
const patternAt = (offset: number, length: number) => PATTERN.subarray(offset % PERIOD, (offset % PERIOD) + length);
const SLICE = 256 * 1024;

/** Sends pattern bytes [start, end) at the reader's pace; `sent` counts what the socket accepted. */
function sendPattern(response: http.ServerResponse, start: number, end: number, sent = (_bytes: number) => {}) {
  let at = start;
  const pump = () => {
    while (at < end && !response.destroyed) {
      const chunk = patternAt(at, Math.min(SLICE, end - at));
      at += chunk.length;
      sent(chunk.length);
      if (!response.write(chunk)) return void response.once('drain', pump);
    }
    if (at === end) response.end();
  };
  pump();
}

function checkPattern(body: Buffer, offset = 0): boolean {
  for (let at = 0; at < body.length; at += SLICE) {
    const part = body.subarray(at, at + SLICE);
    if (!part.equals(patternAt(offset + at, part.length))) return false;
  }
  return true;
}

async function listen(server: http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** Loopback is where the test servers live: this policy lets it through for any name. */
class LoopbackAllowedPolicy extends UpstreamPolicy {
  override addressRefusal(address: string, port: number): string | null {
    return address === '127.0.0.1' ? null : super.addressRefusal(address, port);
  }
}
const nowhere = new OwnEndpoints(() => undefined, { host: '0.0.0.0', port: 1 });
const anyLoopbackName = () => new LoopbackAllowedPolicy(null, nowhere, async () => ['127.0.0.1']);

interface Setup {
  policy?: UpstreamPolicy;
  timeouts?: StreamTimeouts;
  authorization?: string | null;
  /** What the proxy fetches, given the NAS's port; a name only the policy resolves by default. */
  target?: (nasPort: number) => string;
}

describe('VideoStreamer', () => {
  const servers: http.Server[] = [];
  const agents: Array<{ destroy: () => Promise<void> }> = [];
  afterEach(async () => {
    for (const agent of agents.splice(0)) await agent.destroy();
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  /**
   * A NAS on 127.0.0.1 and an express app streaming it through the app's guarded agent (found as
   * `nas.invalid`, which only the policy resolves), errors in the API's error body.
   */
  async function setup(
    nasHandler: http.RequestListener,
    {
      policy = anyLoopbackName(),
      timeouts = { headersMs: 2000, bodyMs: 2000 },
      authorization = null,
      target = (port) => `http://nas.invalid:${port}/a.mp4`,
    }: Setup = {},
  ) {
    const nas = http.createServer(nasHandler);
    servers.push(nas);
    const nasPort = await listen(nas);
    const agent = guardedAgent(policy);
    agents.push(agent);
    const streamer = new VideoStreamer(timeouts, agent);
    const app = express();
    // As in the app: the session middleware wraps response.end(), and saves a new session there.
    app.use(session({ secret: 'test', resave: false, saveUninitialized: true }));
    // HEAD first: Express answers HEAD with the first matching GET route otherwise.
    app.head('/', (request, response, next) => {
      streamer.head({ url: target(nasPort), authorization }, request, response).catch(next);
    });
    app.get('/', (request, response, next) => {
      streamer.stream({ url: target(nasPort), authorization }, request, response).catch(next);
    });
    app.use((error: unknown, _request: express.Request, response: express.Response, _next: express.NextFunction) => {
      const { status, body } = errorBody(error);
      response.status(status).json(body);
    });
    const proxy = http.createServer(app);
    servers.push(proxy);
    return { nas, proxy: `http://127.0.0.1:${await listen(proxy)}` };
  }

  /** A NAS file of `length` pattern bytes answering Range like a NAS does. */
  const patternFile =
    (length: number, seen: http.IncomingHttpHeaders[] = []): http.RequestListener =>
    (request, response) => {
      seen.push(request.headers);
      const range = /^bytes=(\d+)-(\d+)$/.exec(request.headers.range ?? '');
      const [start, end] = range ? [Number(range[1]), Number(range[2]) + 1] : [0, length];
      response.writeHead(range ? 206 : 200, {
        'Content-Type': 'video/mp4',
        'Content-Length': end - start,
        'Accept-Ranges': 'bytes',
        ...(range ? { 'Content-Range': `bytes ${start}-${end - 1}/${length}` } : {}),
      });
      if (request.method === 'HEAD') return void response.end();
      sendPattern(response, start, end);
    };

  describe('streaming', () => {
    it('copies a 200 body byte for byte, with its headers, through the address the policy checked', async () => {
      const seen: http.IncomingHttpHeaders[] = [];
      const length = 5 * 1024 * 1024 + 7;
      const { proxy } = await setup(patternFile(length, seen), { authorization: 'Basic bmFzOnB3' });
      const response = await fetch(proxy);
      expect(response.status).toBe(200);
      expect(Object.fromEntries(response.headers)).toMatchObject({
        'content-length': String(length),
        'content-type': 'video/mp4',
        'accept-ranges': 'bytes',
        'cache-control': 'private, no-store',
      });
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.length).toBe(length);
      expect(checkPattern(body)).toBe(true);
      // .invalid never resolves (RFC 6761): only the checked address can have been used.
      expect(seen[0]).toMatchObject({
        host: expect.stringMatching(/^nas\.invalid:\d+$/),
        authorization: 'Basic bmFzOnB3',
      });
    });

    it('forwards Range and copies the 206 body byte for byte', async () => {
      const seen: http.IncomingHttpHeaders[] = [];
      const { proxy } = await setup(patternFile(10 * 1024 * 1024, seen));
      const response = await fetch(proxy, { headers: { Range: 'bytes=1000003-3000002' } });
      expect(response.status).toBe(206);
      expect(response.headers.get('content-range')).toBe(`bytes 1000003-3000002/${10 * 1024 * 1024}`);
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.length).toBe(2_000_000);
      expect(checkPattern(body, 1000003)).toBe(true);
      expect(seen[0].range).toBe('bytes=1000003-3000002');
    });

    it('takes the chunked framing off a body without a length', async () => {
      const { proxy } = await setup((_request, response) => {
        response.writeHead(200, { 'Content-Type': 'video/mp4' });
        for (let at = 0; at < 1_000_000; at += 3001) response.write(patternAt(at, Math.min(3001, 1_000_000 - at)));
        response.end();
      });
      const body = Buffer.from(await (await fetch(proxy)).arrayBuffer());
      expect(body.length).toBe(1_000_000);
      expect(checkPattern(body)).toBe(true);
    });

    it('reads many small ranges over one kept-alive NAS connection', async () => {
      const { nas, proxy } = await setup(patternFile(1024 * 1024));
      const connections: unknown[] = [];
      nas.on('connection', (socket) => connections.push(socket));
      for (let at = 0; at < 20 * 1024; at += 1024) {
        const response = await fetch(proxy, { headers: { Range: `bytes=${at}-${at + 1023}` } });
        expect(response.status).toBe(206);
        expect(checkPattern(Buffer.from(await response.arrayBuffer()), at)).toBe(true);
      }
      expect(connections).toHaveLength(1);
    });

    it('ignores a Range header that is not a byte range', async () => {
      let seen: string | undefined = 'not called';
      const { proxy } = await setup((request, response) => {
        seen = request.headers.range;
        response.writeHead(200, { 'Content-Type': 'video/webm' });
        response.end('x');
      });
      const response = await fetch(proxy, { headers: { Range: 'lines=1-2' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('video/webm');
      expect(seen).toBeUndefined();
    });
  });

  describe('the upstream rules', () => {
    it('refuses an address the policy refuses with 403, without connecting', async () => {
      let asked = 0;
      const policy = new UpstreamPolicy(null, nowhere, async () => ['127.0.0.1']);
      const { proxy } = await setup(() => asked++, { policy });
      const response = await fetch(proxy);
      expect(response.status).toBe(403);
      await expect(response.json()).resolves.toMatchObject({ code: 'PROXY_FORBIDDEN' });
      expect(asked).toBe(0);
    });

    it('refuses an origin that is not listed, and streams a listed one on loopback', async () => {
      const listedOnly = (port: number) => new UpstreamPolicy([`http://127.0.0.1:${port}`], nowhere);
      // The policy names the listed NAS's port, known only once it listens: that NAS is started first.
      const probe = http.createServer(patternFile(10));
      servers.push(probe);
      const port = await listen(probe);
      const listed = await setup(patternFile(10), {
        policy: listedOnly(port),
        target: () => `http://127.0.0.1:${port}/a.mp4`,
      });
      expect((await fetch(listed.proxy)).status).toBe(200);
      const unlisted = await setup(patternFile(10), {
        policy: listedOnly(port),
        target: (nasPort) => `http://127.0.0.1:${nasPort}/a.mp4`,
      });
      expect((await fetch(unlisted.proxy)).status).toBe(403);
    });

    it('follows a same-origin redirect, and gives up after three', async () => {
      let hops = 0;
      const { proxy } = await setup((request, response) => {
        if (request.url === '/a.mp4') {
          response.writeHead(302, { Location: '/b.mp4' });
          return void response.end();
        }
        if (request.url === '/b.mp4') return patternFile(1000)(request, response);
        hops++;
        response.writeHead(302, { Location: `/loop-${hops}.mp4` });
        response.end();
      });
      const response = await fetch(proxy);
      expect(response.status).toBe(200);
      expect(checkPattern(Buffer.from(await response.arrayBuffer()))).toBe(true);

      const looping = await setup(
        (_request, response) => {
          hops++;
          response.writeHead(302, { Location: `/loop-${hops}.mp4` });
          response.end();
        },
        { target: (port) => `http://nas.invalid:${port}/start.mp4` },
      );
      hops = 0;
      expect((await fetch(looping.proxy)).status).toBe(502);
      expect(hops).toBe(4);
    });

    it('does not follow a redirect to another origin', async () => {
      let followed = 0;
      const other = http.createServer((_request, response) => {
        followed++;
        response.end('x');
      });
      servers.push(other);
      const otherPort = await listen(other);
      const { proxy } = await setup((_request, response) => {
        response.writeHead(302, { Location: `http://nas.invalid:${otherPort}/a.mp4` });
        response.end();
      });
      const response = await fetch(proxy);
      expect(response.status).toBe(502);
      await expect(response.json()).resolves.toMatchObject({ code: 'UPSTREAM_FAILED' });
      expect(followed).toBe(0);
    });
  });

  describe('failures and aborts', () => {
    it('answers 502 UPSTREAM_FAILED when the NAS does not answer in time', async () => {
      const { proxy } = await setup(() => undefined, { timeouts: { headersMs: 100, bodyMs: 100 } });
      const response = await fetch(proxy);
      expect(response.status).toBe(502);
      await expect(response.json()).resolves.toMatchObject({
        code: 'UPSTREAM_FAILED',
        message: '동영상 서버에 연결할 수 없습니다.',
      });
    });

    it('cuts the answer off when the NAS stalls in the middle of the file', async () => {
      const { proxy } = await setup(
        (_request, response) => {
          response.writeHead(200, { 'Content-Type': 'video/mp4', 'Content-Length': '1000' });
          response.write(Buffer.alloc(10));
        },
        { timeouts: { headersMs: 1000, bodyMs: 100 } },
      );
      const response = await fetch(proxy);
      expect(response.status).toBe(200);
      await expect(response.arrayBuffer()).rejects.toThrow();
    });

    it('breaks the response off when the NAS closes before the end of the body', async () => {
      const { proxy } = await setup((_request, response) => {
        response.writeHead(200, { 'Content-Type': 'video/mp4', 'Content-Length': 1_000_000 });
        response.write(patternAt(0, 300_000), () => response.destroy());
      });
      const response = await fetch(proxy);
      expect(response.status).toBe(200);
      await expect(response.arrayBuffer()).rejects.toThrow();
    });

    it('closes the NAS connection when the client goes away', async () => {
      let nasResponseClosed!: () => void;
      const closed = new Promise<void>((resolve) => (nasResponseClosed = resolve));
      const { nas, proxy } = await setup((request, response) => {
        response.on('close', nasResponseClosed);
        patternFile(1024 ** 3)(request, response);
      });
      await new Promise<void>((resolve, reject) => {
        const request = http.get(proxy, (response) => {
          response.once('data', () => {
            request.destroy();
            resolve();
          });
        });
        request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
      });
      await expect(closed).resolves.toBeUndefined();
      const connections = await new Promise<number>((resolve) => nas.getConnections((_error, count) => resolve(count)));
      expect(connections).toBe(0);
    });

    it('reads from the NAS only as fast as a slow client takes the bytes, and loses none', async () => {
      const length = 64 * 1024 * 1024;
      let sent = 0;
      const { proxy } = await setup(
        (_request, response) => {
          response.writeHead(200, { 'Content-Type': 'video/mp4', 'Content-Length': length });
          sendPattern(response, 0, length, (bytes) => (sent += bytes));
        },
        // The NAS never stalls here; a client that does not read must not count as a NAS stall.
        { timeouts: { headersMs: 2000, bodyMs: 300 } },
      );
      const body = await new Promise<Buffer>((resolve, reject) => {
        http.get(proxy, (response) => {
          response.pause();
          setTimeout(() => {
            // Kernel socket buffers on the three connections hold a few MiB; the proxy a few chunks.
            expect(sent).toBeLessThan(40 * 1024 * 1024);
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => resolve(Buffer.concat(chunks)));
            response.on('error', reject);
            response.resume();
          }, 1000);
        });
      });
      expect(body.length).toBe(length);
      expect(checkPattern(body)).toBe(true);
    }, 30_000);
  });

  describe('HEAD', () => {
    /** A NAS that sends its headers at once and ends its answer 3 s later. */
    const lateEnd =
      (refusesHead: boolean, methods: string[]): http.RequestListener =>
      (request, response) => {
        methods.push(request.method!);
        if (request.method === 'HEAD' && refusesHead) response.writeHead(405, { Allow: 'GET' });
        else if (request.headers.range === 'bytes=0-0')
          response.writeHead(206, { 'Content-Range': 'bytes 0-0/5000', 'Content-Length': 1 });
        else response.writeHead(200, { 'Content-Length': 5000 });
        response.flushHeaders();
        const timer = setTimeout(() => response.end(request.method === 'HEAD' ? undefined : Buffer.alloc(1)), 6000);
        response.on('close', () => clearTimeout(timer));
      };

    it.each([
      ['answers HEAD', false, ['HEAD']],
      ['refuses HEAD', true, ['HEAD', 'GET']],
    ])('answers on the headers of a NAS that %s, not when it ends', async (_case, refusesHead, asked) => {
      const methods: string[] = [];
      const { proxy } = await setup(lateEnd(refusesHead, methods));
      const started = Date.now();
      const response = await fetch(proxy, { method: 'HEAD' });
      expect([response.status, response.headers.get('content-length')]).toEqual([200, '5000']);
      expect(Date.now() - started).toBeLessThan(3000);
      expect(methods).toEqual(asked);
    });
  });
});
