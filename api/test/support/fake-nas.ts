import * as http from 'http';
import type { AddressInfo } from 'net';

/**
 * A stand-in for the academy's NAS: video files, redirects and failures on 127.0.0.1. Loopback
 * is refused by the proxy unless listed, so suites list `origin` (and `otherOrigin`) in
 * VIDEO_UPSTREAM_HOSTS, as an academy lists its NAS.
 */
export interface FakeNas {
  /** http://127.0.0.1:<port> */
  origin: string;
  port: number;
  /** The same NAS on a second port: another origin of the same host. */
  otherOrigin: string;
  /** user:password /videos/protected.mp4 wants as HTTP Basic credentials. */
  login: { user: string; password: string };
  file: Buffer;
  /** Paths requested, in order, with the headers they came with. */
  requests: Array<{ path: string; method: string; headers: http.IncomingHttpHeaders }>;
  /** Resolves when the response of an /endless request is closed (the proxy let go of it). */
  endlessClosed: () => Promise<void>;
  /** The length /videos/huge.mp4 and /videos/no-head.mp4 announce (5 GiB); their bodies are generated. */
  hugeLength: number;
  /** Body bytes the NAS has handed to its sockets for the huge files, all requests together. */
  hugeBytesSent: () => number;
  close: () => Promise<void>;
}

const FILE_SIZE = 256 * 1024;
const HUGE_LENGTH = 5 * 1024 ** 3;
const HUGE_CHUNK = Buffer.alloc(64 * 1024);

/** Streams `length` zero bytes as fast as the reader takes them, counting what leaves. */
function sendGenerated(length: number, response: http.ServerResponse, sent: (bytes: number) => void): void {
  let left = length;
  const pump = () => {
    while (left > 0 && !response.destroyed) {
      const chunk = left >= HUGE_CHUNK.length ? HUGE_CHUNK : HUGE_CHUNK.subarray(0, left);
      left -= chunk.length;
      sent(chunk.length);
      if (!response.write(chunk)) return void response.once('drain', pump);
    }
    if (left === 0) response.end();
  };
  pump();
}

/**
 * A 5 GiB file: HEAD gives its headers (unless `headAllowed` is false: a NAS that answers 405),
 * GET streams it, a range `bytes=N-M` is answered 206 with those bytes.
 */
function sendHuge(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  headAllowed: boolean,
  sent: (bytes: number) => void,
): void {
  if (request.method === 'HEAD' && !headAllowed) {
    response.writeHead(405, { Allow: 'GET' });
    return void response.end();
  }
  const range = /^bytes=(\d+)-(\d*)$/.exec(request.headers.range ?? '');
  const headers = { 'Accept-Ranges': 'bytes', 'Content-Type': 'video/mp4' };
  if (!range) {
    response.writeHead(200, { ...headers, 'Content-Length': HUGE_LENGTH });
    return request.method === 'HEAD' ? void response.end() : sendGenerated(HUGE_LENGTH, response, sent);
  }
  const start = Number(range[1]);
  const end = range[2] ? Math.min(Number(range[2]), HUGE_LENGTH - 1) : HUGE_LENGTH - 1;
  response.writeHead(206, {
    ...headers,
    'Content-Range': `bytes ${start}-${end}/${HUGE_LENGTH}`,
    'Content-Length': end - start + 1,
  });
  return request.method === 'HEAD' ? void response.end() : sendGenerated(end - start + 1, response, sent);
}

/** How long /videos/late-end*.mp4 keep their answer open after sending its headers. */
export const LATE_END_MS = 6000;

/**
 * A NAS that sends its headers at once and ends its answer LATE_END_MS later (a body that trickles,
 * or a box that is slow to close): HEAD is answered (or refused with 405 when `refusesHead`),
 * a range gets its bytes only at the end.
 */
function sendLateEnd(request: http.IncomingMessage, response: http.ServerResponse, refusesHead: boolean): void {
  const range = /^bytes=(\d+)-(\d+)$/.exec(request.headers.range ?? '');
  const length = FILE_SIZE;
  let body = Buffer.alloc(0);
  if (request.method === 'HEAD' && refusesHead) {
    response.writeHead(405, { Allow: 'GET', 'Content-Length': 9 });
    body = Buffer.from('no HEAD\r\n');
  } else if (range) {
    const [start, end] = [Number(range[1]), Math.min(Number(range[2]), length - 1)];
    response.writeHead(206, {
      'Content-Type': 'video/mp4',
      'Accept-Ranges': 'bytes',
      'Content-Range': `bytes ${start}-${end}/${length}`,
      'Content-Length': end - start + 1,
    });
    body = Buffer.alloc(end - start + 1);
  } else {
    response.writeHead(200, { 'Content-Type': 'video/mp4', 'Accept-Ranges': 'bytes', 'Content-Length': length });
    body = Buffer.alloc(length);
  }
  response.flushHeaders();
  const timer = setTimeout(() => response.end(request.method === 'HEAD' ? undefined : body), LATE_END_MS);
  response.on('close', () => clearTimeout(timer));
}

function sendFile(file: Buffer, request: http.IncomingMessage, response: http.ServerResponse, type: string): void {
  const range = /^bytes=(\d+)-(\d*)$/.exec(request.headers.range ?? '');
  response.setHeader('Accept-Ranges', 'bytes');
  response.setHeader('Content-Type', type);
  if (!range) {
    response.writeHead(200, { 'Content-Length': file.length });
    response.end(file);
    return;
  }
  const start = Number(range[1]);
  const end = range[2] ? Math.min(Number(range[2]), file.length - 1) : file.length - 1;
  if (start >= file.length || start > end) {
    response.writeHead(416, { 'Content-Range': `bytes */${file.length}` });
    response.end();
    return;
  }
  response.writeHead(206, {
    'Content-Range': `bytes ${start}-${end}/${file.length}`,
    'Content-Length': end - start + 1,
  });
  response.end(file.subarray(start, end + 1));
}

const LOGIN = { user: 'nas-user', password: 's3cret:p@ss' };
const EXPECTED_AUTHORIZATION = `Basic ${Buffer.from(`${LOGIN.user}:${LOGIN.password}`).toString('base64')}`;

export async function startFakeNas(): Promise<FakeNas> {
  const file = Buffer.alloc(FILE_SIZE);
  for (let i = 0; i < file.length; i++) file[i] = (i * 31 + 7) % 256;
  const requests: FakeNas['requests'] = [];
  let endlessClosed!: () => void;
  const endlessClosedPromise = new Promise<void>((resolve) => (endlessClosed = resolve));
  let port = 0;
  let otherPort = 0;
  let hugeBytesSent = 0;
  const countHuge = (bytes: number) => (hugeBytesSent += bytes);

  const handler = (request: http.IncomingMessage, response: http.ServerResponse) => {
    const path = request.url ?? '/';
    requests.push({ path, method: request.method ?? 'GET', headers: request.headers });
    if (path === '/videos/huge.mp4') return sendHuge(request, response, true, countHuge);
    if (path === '/videos/no-head.mp4') return sendHuge(request, response, false, countHuge);
    // Any query names the same file: suites register one video per case as lesson.mp4?<case>.
    if (path.split('?')[0] === '/videos/lesson.mp4') return sendFile(file, request, response, 'video/mp4');
    if (path === '/videos/html.mp4')
      return sendFile(Buffer.from('<script>alert(1)</script>'), request, response, 'text/html');
    if (path === '/videos/same-host.mp4') {
      response.writeHead(302, { Location: '/videos/lesson.mp4' });
      return response.end();
    }
    if (path === '/videos/protected.mp4') {
      if (request.headers.authorization !== EXPECTED_AUTHORIZATION) {
        response.writeHead(401, { 'WWW-Authenticate': 'Basic realm="nas"' });
        return response.end();
      }
      return sendFile(file, request, response, 'video/mp4');
    }
    if (path === '/videos/hostile.mp4') {
      // A NAS trying to steer the site: a cookie for our origin and an internal redirect of nginx.
      response.setHeader('Set-Cookie', 'academy.sid=stolen; Path=/');
      response.setHeader('X-Accel-Redirect', '/api/health');
      // And headers of its own the site never asked for.
      response.setHeader('X-Nas-Internal', 'internal-hostname-nas01');
      response.setHeader('Server', 'NAS-OS 7.2');
      response.setHeader('Link', '</admin>; rel=preload');
      response.setHeader('Access-Control-Allow-Origin', '*');
      return sendFile(file, request, response, 'video/mp4');
    }
    if (path === '/videos/other-port.mp4') {
      response.writeHead(302, { Location: `http://127.0.0.1:${otherPort}/videos/lesson.mp4` });
      return response.end();
    }
    if (path === '/videos/other-host.mp4') {
      // "localhost" is another host name than 127.0.0.1, though the same server answers it.
      response.writeHead(302, { Location: `http://localhost:${port}/videos/lesson.mp4` });
      return response.end();
    }
    if (path === '/videos/broken.mp4') {
      response.writeHead(500);
      return response.end('NAS error');
    }
    if (path === '/videos/missing.mp4') {
      response.writeHead(404);
      return response.end();
    }
    if (path === '/videos/late-end.mp4' || path === '/videos/late-end-no-head.mp4')
      return sendLateEnd(request, response, path.endsWith('no-head.mp4'));
    if (path === '/videos/endless.mp4') {
      response.writeHead(200, { 'Content-Type': 'video/mp4' });
      const timer = setInterval(() => response.write(file.subarray(0, 16 * 1024)), 20);
      response.on('close', () => {
        clearInterval(timer);
        endlessClosed();
      });
      return;
    }
    response.writeHead(404);
    response.end();
  };
  const [server, other] = [http.createServer(handler), http.createServer(handler)];
  for (const listener of [server, other])
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  otherPort = (other.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    otherOrigin: `http://127.0.0.1:${otherPort}`,
    login: LOGIN,
    file,
    requests,
    endlessClosed: () => endlessClosedPromise,
    hugeLength: HUGE_LENGTH,
    hugeBytesSent: () => hugeBytesSent,
    close: async () => {
      for (const listener of [server, other]) {
        listener.closeAllConnections();
        await new Promise<void>((resolve) => listener.close(() => resolve()));
      }
    },
  };
}
