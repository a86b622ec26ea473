import express from 'express';
import session from 'express-session';
import * as http from 'http';
import type { AddressInfo } from 'net';
import { errorBody } from '../../common/error-body';
import { OwnEndpoints } from '../upstream/own-endpoints';
import { UpstreamPolicy } from '../upstream/upstream-policy';
import { VideoStreamer } from '../video-streamer';
import { RawHttpUpstream } from './raw-http-upstream';

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

class LoopbackAllowedPolicy extends UpstreamPolicy {
  override addressRefusal(address: string, port: number): string | null {
    return address === '127.0.0.1' ? null : super.addressRefusal(address, port);
  }
}
const nowhere = new OwnEndpoints(() => undefined, { host: '0.0.0.0', port: 1 });
const anyLoopbackName = () => new LoopbackAllowedPolicy(null, nowhere, async () => ['127.0.0.1']);

describe('the raw path of VideoStreamer', () => {
  const servers: http.Server[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  /** A NAS on 127.0.0.1 and an express app streaming `path` of it as `nas.invalid`, found by the policy. */
  async function setup(
    nasHandler: http.RequestListener,
    { policy = anyLoopbackName(), bodyMs = 2000, authorization = null as string | null } = {},
  ) {
    const nas = http.createServer(nasHandler);
    servers.push(nas);
    const nasPort = await listen(nas);
    const streamer = new VideoStreamer({ headersMs: 2000, bodyMs }, undefined, new RawHttpUpstream(policy));
    const app = express();
    // As in the app: the session middleware wraps response.end(), and saves a new session there.
    app.use(session({ secret: 'test', resave: false, saveUninitialized: true }));
    app.get('/', (request, response, next) => {
      streamer.stream({ url: `http://nas.invalid:${nasPort}/a.mp4`, authorization }, request, response).catch(next);
    });
    app.use((error: unknown, _request: express.Request, response: express.Response, _next: express.NextFunction) => {
      const { status, body } = errorBody(error);
      response.status(status).json(body);
    });
    const proxy = http.createServer(app);
    servers.push(proxy);
    return { nas, proxyPort: await listen(proxy) };
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
      sendPattern(response, start, end);
    };

  it('copies a 200 body byte for byte, with its headers, through the address the policy checked', async () => {
    const seen: http.IncomingHttpHeaders[] = [];
    const length = 5 * 1024 * 1024 + 7;
    const { proxyPort } = await setup(patternFile(length, seen), { authorization: 'Basic bmFzOnB3' });
    const response = await fetch(`http://127.0.0.1:${proxyPort}/`);
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
    const { proxyPort } = await setup(patternFile(10 * 1024 * 1024, seen));
    const response = await fetch(`http://127.0.0.1:${proxyPort}/`, { headers: { Range: 'bytes=1000003-3000002' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 1000003-3000002/${10 * 1024 * 1024}`);
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBe(2_000_000);
    expect(checkPattern(body, 1000003)).toBe(true);
    expect(seen[0].range).toBe('bytes=1000003-3000002');
  });

  it('takes the chunked framing off a body without a length', async () => {
    const { proxyPort } = await setup((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'video/mp4' });
      for (let at = 0; at < 1_000_000; at += 3001) response.write(patternAt(at, Math.min(3001, 1_000_000 - at)));
      response.end();
    });
    const body = Buffer.from(await (await fetch(`http://127.0.0.1:${proxyPort}/`)).arrayBuffer());
    expect(body.length).toBe(1_000_000);
    expect(checkPattern(body)).toBe(true);
  });

  it('refuses an address the policy refuses with 403, without connecting', async () => {
    let asked = 0;
    const policy = new UpstreamPolicy(null, nowhere, async () => ['127.0.0.1']);
    const { proxyPort } = await setup(() => asked++, { policy });
    const response = await fetch(`http://127.0.0.1:${proxyPort}/`);
    expect(response.status).toBe(403);
    await expect(response.json()).resolves.toMatchObject({ code: 'PROXY_FORBIDDEN' });
    expect(asked).toBe(0);
  });

  it('closes the NAS connection when the client goes away', async () => {
    let nasResponseClosed!: () => void;
    const closed = new Promise<void>((resolve) => (nasResponseClosed = resolve));
    const { nas, proxyPort } = await setup((request, response) => {
      response.on('close', nasResponseClosed);
      patternFile(1024 ** 3)(request, response);
    });
    await new Promise<void>((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port: proxyPort, path: '/' }, (response) => {
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

  it('breaks the response off when the NAS closes before the end of the body', async () => {
    const { proxyPort } = await setup((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'video/mp4', 'Content-Length': 1_000_000 });
      response.write(patternAt(0, 300_000), () => response.destroy());
    });
    const response = await fetch(`http://127.0.0.1:${proxyPort}/`);
    expect(response.status).toBe(200);
    await expect(response.arrayBuffer()).rejects.toThrow();
  });

  it('reads from the NAS only as fast as a slow client takes the bytes, and loses none', async () => {
    const length = 128 * 1024 * 1024;
    let sent = 0;
    const { proxyPort } = await setup(
      (_request, response) => {
        response.writeHead(200, { 'Content-Type': 'video/mp4', 'Content-Length': length });
        sendPattern(response, 0, length, (bytes) => (sent += bytes));
      },
      // The NAS never stalls here; a client that does not read must not count as a NAS stall.
      { bodyMs: 300 },
    );
    const body = await new Promise<Buffer>((resolve, reject) => {
      http.get({ host: '127.0.0.1', port: proxyPort, path: '/' }, (response) => {
        response.pause();
        setTimeout(() => {
          // Kernel socket buffers on the three connections hold a few MiB; the proxy holds one buffer.
          expect(sent).toBeLessThan(48 * 1024 * 1024);
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
  });
});
