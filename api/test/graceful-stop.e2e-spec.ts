import * as http from 'http';
import * as net from 'net';
import type { AddressInfo } from 'net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { startServer, type RunningServer } from '../src/server/start-server';
import type { StopTiming } from '../src/server/stop-timing';
import { createMember } from './support/accounts';
import { makeCourse, makeVideo } from './support/content-fixtures';
import { createTestConfig, type TestApp, type TestConfig } from './support/test-app';

/**
 * A NAS whose files answer only when the test says so: `/videos/open.mp4` sends its headers and
 * the first half at once, `/videos/shut.mp4` nothing at all; both finish on `release()`. So a
 * request is "in flight" at the stop by construction, never by timing.
 */
interface GatedNas {
  origin: string;
  file: Buffer;
  /** Resolves once the NAS has received a GET for `name`. */
  asked(name: string): Promise<void>;
  release(): void;
  close(): Promise<void>;
}

async function startGatedNas(): Promise<GatedNas> {
  const file = Buffer.alloc(64 * 1024);
  for (let i = 0; i < file.length; i++) file[i] = (i * 7 + 3) % 256;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const waiting = new Map<string, () => void>();
  const asked = new Map<string, Promise<void>>();
  const askedFor = (name: string) => {
    if (!asked.has(name)) asked.set(name, new Promise((resolve) => waiting.set(name, resolve)));
    return asked.get(name)!;
  };
  const headers = { 'Content-Type': 'video/mp4', 'Accept-Ranges': 'bytes', 'Content-Length': file.length };
  const server = http.createServer((req, res) => {
    const name = (req.url ?? '').replace('/videos/', '');
    if (req.method === 'HEAD') return void res.writeHead(200, headers).end();
    void askedFor(name);
    waiting.get(name)?.();
    if (name === 'open.mp4') {
      res.writeHead(200, headers);
      res.write(file.subarray(0, file.length / 2));
      return void released.then(() => res.end(file.subarray(file.length / 2)));
    }
    if (name === 'shut.mp4') return void released.then(() => res.writeHead(200, headers).end(file));
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    file,
    asked: askedFor,
    release,
    close: async () => {
      release();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET on a connection of its own; `headers` resolves as soon as the status line and headers are in. */
function get(url: string, headers: http.OutgoingHttpHeaders): { headers: Promise<void>; answer: Promise<Answer> } {
  let headersIn!: () => void;
  const headersPromise = new Promise<void>((resolve) => (headersIn = resolve));
  const answer = new Promise<Answer>((resolve, reject) => {
    const outgoing = http.get(url, { headers, agent: new http.Agent({ keepAlive: true }) }, (response) => {
      headersIn();
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        response.socket?.destroy();
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) });
      });
      response.on('aborted', () => reject(new Error('answer cut')));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
  });
  answer.catch(() => undefined);
  return { headers: headersPromise, answer };
}

/**
 * One kept-alive connection, driven by hand so that "a request on a connection opened before the
 * stop" is exactly that: `ask` sends a GET and reads its answer; `ended` resolves when the server
 * closes the connection.
 */
async function keptAlive(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let buffered = Buffer.alloc(0);
  let wake: (() => void) | null = null;
  socket.on('data', (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    wake?.();
  });
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('end', () => wake?.());
  socket.on('error', () => undefined);
  const more = () => new Promise<void>((resolve) => (wake = resolve));
  return {
    ended,
    close: () => socket.destroy(),
    async ask(path: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
      for (;;) {
        const split = buffered.indexOf('\r\n\r\n');
        if (split !== -1) {
          const [statusLine, ...lines] = buffered.subarray(0, split).toString('latin1').split('\r\n');
          const headers = Object.fromEntries(
            lines.map((line) => [
              line.slice(0, line.indexOf(':')).toLowerCase(),
              line.slice(line.indexOf(':') + 1).trim(),
            ]),
          );
          const length = Number(headers['content-length'] ?? 0);
          if (buffered.length >= split + 4 + length) {
            const body = buffered.subarray(split + 4, split + 4 + length).toString('utf8');
            buffered = buffered.subarray(split + 4 + length);
            return { status: Number(statusLine.split(' ')[1]), headers, body };
          }
        }
        if (socket.readableEnded) throw new Error(`the connection ended before the answer to ${path}`);
        await more();
      }
    },
  };
}

function refused(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('accepted');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

describe('stopping gracefully, as on SIGTERM in a rolling update (e2e)', () => {
  let test: TestConfig;
  let nas: GatedNas;
  let running: RunningServer | null = null;
  let app: NestExpressApplication;
  let port: number;
  let cookie: string;
  const play = (name: string) => `/proxy/video?u=${encodeURIComponent(`${nas.origin}/videos/${name}`)}`;

  async function start(stopTiming: StopTiming): Promise<void> {
    nas = await startGatedNas();
    // A short keep-alive time: an idle kept-alive connection ends with it during a stop.
    test = await createTestConfig({ VIDEO_UPSTREAM_HOSTS: nas.origin, HTTP_KEEPALIVE_TIMEOUT_MS: '2000' }, (config) => {
      config.port = 0;
      config.host = '127.0.0.1';
    });
    running = await startServer(test.config, { logger: false, serveWebApps: false, stopTiming });
    app = await running.ready;
    port = Number(new URL(running.url!).port);
    const t = { app, http: () => request(running!.url!) } as unknown as TestApp;
    const course = await makeCourse(t);
    for (const name of ['open.mp4', 'shut.mp4'])
      await makeVideo(t, course.id, 'open', { externalUrl: `${nas.origin}/videos/${name}` });
    const member = await createMember(t, 'VERIFIED');
    const login = await request(running.url!)
      .post('/api/auth/login')
      .send({ email: member.email, password: member.password });
    expect(login.status).toBe(200);
    cookie = ([] as string[])
      .concat(login.headers['set-cookie'])
      .map((line) => line.split(';')[0])
      .join('; ');
  }

  afterEach(async () => {
    await running?.stop();
    running = null;
    await nas?.close();
    await test?.cleanup();
  });

  it('finishes the requests in flight, answers readiness 503 at once, refuses new connections, then ends', async () => {
    await start({ delayMs: 0, graceMs: 30_000 });
    // A video whose answer is under way (headers out) and one whose NAS has not answered yet.
    const streaming = get(`${running!.url}${play('open.mp4')}`, { cookie });
    await streaming.headers;
    const waiting = get(`${running!.url}${play('shut.mp4')}`, { cookie });
    await nas.asked('shut.mp4');
    // Connections opened and used before the stop, idle at it.
    const [forReadiness, forLiveness, leftIdle] = await Promise.all([
      keptAlive(port),
      keptAlive(port),
      keptAlive(port),
    ]);
    for (const connection of [forReadiness, forLiveness, leftIdle])
      expect((await connection.ask('/api/health/live')).headers.connection).toBe('keep-alive');

    const stopped = running!.stop();

    // The port closed at once: a balancer's next connection goes to another process.
    expect(await refused(port)).toBe('ECONNREFUSED');
    // On a connection opened before: an answer, not a reset, and the connection closes after it.
    const ready = await forReadiness.ask('/api/health/ready');
    expect(ready).toMatchObject({ status: 503, headers: { connection: 'close' } });
    expect(JSON.parse(ready.body)).toEqual({ status: 'error', db: 'up' });
    await forReadiness.ended;
    const live = await forLiveness.ask('/api/health/live');
    expect(live).toMatchObject({ status: 200, headers: { connection: 'close' } });
    await forLiveness.ended;

    nas.release();
    const [streamed, answeredLate] = await Promise.all([streaming.answer, waiting.answer]);
    expect(streamed.status).toBe(200);
    expect(streamed.body.equals(nas.file)).toBe(true);
    expect(answeredLate.status).toBe(200);
    expect(answeredLate.body.equals(nas.file)).toBe(true);
    // Its headers went out after the stop: they tell the client not to send more on it.
    expect(answeredLate.headers.connection).toBe('close');

    // The connection nobody used again ends with its keep-alive time, and with it the stop.
    await leftIdle.ended;
    await expect(stopped).resolves.toEqual({ inFlight: 2, cut: 0 });
    expect(app.get(DataSource).isInitialized).toBe(false);
  }, 30_000);

  it('cuts what is still open when the grace runs out', async () => {
    await start({ delayMs: 0, graceMs: 300 });
    const stuck = get(`${running!.url}${play('shut.mp4')}`, { cookie });
    await nas.asked('shut.mp4');
    await expect(running!.stop()).resolves.toEqual({ inFlight: 1, cut: 1 });
    await expect(stuck.answer).rejects.toThrow();
    expect(app.get(DataSource).isInitialized).toBe(false);
  }, 30_000);

  it('with STOP_DELAY_MS keeps the port open, ready 503 and live 200, before it closes', async () => {
    await start({ delayMs: 3000, graceMs: 30_000 });
    const stopped = running!.stop();
    // New connections are still taken during the delay (for a balancer still sending), each answer closing its own.
    const ready = await request(running!.url!).get('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.headers.connection).toBe('close');
    const live = await request(running!.url!).get('/api/health/live');
    expect(live.status).toBe(200);
    await stopped;
    expect(await refused(port)).toBe('ECONNREFUSED');
  }, 30_000);
});
