import * as http from 'http';
import type { AddressInfo } from 'net';

/** A stand-in for the academy's NAS: video files, redirects and failures on 127.0.0.1. */
export interface FakeNas {
  /** http://127.0.0.1:<port> */
  origin: string;
  port: number;
  file: Buffer;
  /** Paths requested, in order, with the headers they came with. */
  requests: Array<{ path: string; headers: http.IncomingHttpHeaders }>;
  /** Resolves when the response of an /endless request is closed (the proxy let go of it). */
  endlessClosed: () => Promise<void>;
  close: () => Promise<void>;
}

const FILE_SIZE = 256 * 1024;

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
  response.writeHead(206, { 'Content-Range': `bytes ${start}-${end}/${file.length}`, 'Content-Length': end - start + 1 });
  response.end(file.subarray(start, end + 1));
}

export async function startFakeNas(): Promise<FakeNas> {
  const file = Buffer.alloc(FILE_SIZE);
  for (let i = 0; i < file.length; i++) file[i] = (i * 31 + 7) % 256;
  const requests: FakeNas['requests'] = [];
  let endlessClosed!: () => void;
  const endlessClosedPromise = new Promise<void>((resolve) => (endlessClosed = resolve));
  let port = 0;

  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push({ path, headers: request.headers });
    if (path === '/videos/lesson.mp4') return sendFile(file, request, response, 'video/mp4');
    if (path === '/videos/html.mp4') return sendFile(Buffer.from('<script>alert(1)</script>'), request, response, 'text/html');
    if (path === '/videos/same-host.mp4') {
      response.writeHead(302, { Location: '/videos/lesson.mp4' });
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
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    file,
    requests,
    endlessClosed: () => endlessClosedPromise,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
