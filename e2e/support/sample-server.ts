import * as fs from 'fs';
import * as http from 'http';
import type { AddressInfo } from 'net';
import * as path from 'path';

/** Files the stand-in NAS serves, committed beside the suites. */
export const FIXTURES_DIR = path.resolve(__dirname, '..', 'fixtures');

export interface SampleServer {
  /** `http://127.0.0.1:<port>`: what VIDEO_UPSTREAM_HOSTS must list for the proxy to fetch from it. */
  origin: string;
  url: (file: string) => string;
  close: () => Promise<void>;
}

/**
 * A stand-in NAS on a free loopback port: serves the fixture files under /lessons/ with Range
 * (206 and Content-Range), as the academy's NAS does, so a browser can read and seek a lesson.
 */
export async function startSampleServer(): Promise<SampleServer> {
  const server = http.createServer((request, response) => {
    const name = decodeURIComponent(
      new URL(request.url ?? '/', 'http://localhost').pathname.replace(/^\/lessons\//, ''),
    );
    const file = path.join(FIXTURES_DIR, path.basename(name));
    if (!fs.existsSync(file) || !name) {
      response.writeHead(404).end();
      return;
    }
    const size = fs.statSync(file).size;
    const type = file.endsWith('.webm') ? 'video/webm' : 'application/octet-stream';
    const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
    if (!range) {
      response.writeHead(200, { 'Content-Type': type, 'Content-Length': size, 'Accept-Ranges': 'bytes' });
      if (request.method === 'HEAD') response.end();
      else fs.createReadStream(file).pipe(response);
      return;
    }
    const start = range[1] === '' ? Math.max(0, size - Number(range[2])) : Number(range[1]);
    const end = range[1] !== '' && range[2] !== '' ? Math.min(Number(range[2]), size - 1) : size - 1;
    if (start > end || start >= size) {
      response.writeHead(416, { 'Content-Range': `bytes */${size}` }).end();
      return;
    }
    response.writeHead(206, {
      'Content-Type': type,
      'Content-Length': end - start + 1,
      'Content-Range': `bytes ${start}-${end}/${size}`,
      'Accept-Ranges': 'bytes',
    });
    if (request.method === 'HEAD') response.end();
    else fs.createReadStream(file, { start, end }).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (file) => `${origin}/lessons/${encodeURIComponent(file)}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
