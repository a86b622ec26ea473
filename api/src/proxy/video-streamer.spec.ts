import express from 'express';
import * as http from 'http';
import type { AddressInfo } from 'net';
import { errorBody } from '../common/error-body';
import { RawHttpUpstream } from './raw-upstream/raw-http-upstream';
import { OwnEndpoints } from './upstream/own-endpoints';
import { UpstreamPolicy } from './upstream/upstream-policy';
import { VideoStreamer, type StreamTimeouts } from './video-streamer';

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** An express app whose one route streams `target` through the streamer, errors in the API's error body. */
function proxyApp(streamer: VideoStreamer, target: string): http.Server {
  const app = express();
  app.get('/', (request, response, next) => {
    streamer.stream({ url: target, authorization: null }, request, response).catch(next);
  });
  app.use((error: unknown, _request: express.Request, response: express.Response, _next: express.NextFunction) => {
    const { status, body } = errorBody(error);
    response.status(status).json(body);
  });
  return http.createServer(app);
}

/** Loopback, where the test servers live, is allowed only when listed: every origin is listed here. */
const everyOriginListed = {
  pinnedAddress: (protocol: string, hostname: string, port: number) =>
    new UpstreamPolicy(
      [`${protocol}//${hostname}:${port}`],
      new OwnEndpoints(() => undefined, { host: '', port: 0 }),
    ).pinnedAddress(protocol, hostname, port),
};

// Both ways a plain-http NAS can be read: undici alone, and the raw path the app uses.
describe.each([
  ['undici', (timeouts: StreamTimeouts) => new VideoStreamer(timeouts)],
  [
    'the raw path',
    (timeouts: StreamTimeouts) => new VideoStreamer(timeouts, undefined, new RawHttpUpstream(everyOriginListed)),
  ],
])('VideoStreamer through %s', (_path, streamer) => {
  const servers: http.Server[] = [];
  const start = async (server: http.Server) => {
    servers.push(server);
    return listen(server);
  };
  afterEach(async () => {
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('answers 502 UPSTREAM_FAILED when the NAS does not answer in time', async () => {
    const silent = await start(http.createServer(() => undefined));
    const proxy = await start(proxyApp(streamer({ headersMs: 100, bodyMs: 100 }), `${silent}/a.mp4`));
    const response = await fetch(proxy);
    expect(response.status).toBe(502);
    await expect(response.json()).resolves.toMatchObject({
      code: 'UPSTREAM_FAILED',
      message: '동영상 서버에 연결할 수 없습니다.',
    });
  });

  it('cuts the answer off when the NAS stalls in the middle of the file', async () => {
    const stalling = await start(
      http.createServer((_request, response) => {
        response.writeHead(200, { 'Content-Type': 'video/mp4', 'Content-Length': '1000' });
        response.write(Buffer.alloc(10));
      }),
    );
    const proxy = await start(proxyApp(streamer({ headersMs: 1000, bodyMs: 100 }), `${stalling}/a.mp4`));
    const response = await fetch(proxy);
    expect(response.status).toBe(200);
    await expect(response.arrayBuffer()).rejects.toThrow();
  });

  it('gives up after three same-origin redirects', async () => {
    let hops = 0;
    const looping = await start(
      http.createServer((_request, response) => {
        hops++;
        response.writeHead(302, { Location: `/loop-${hops}.mp4` });
        response.end();
      }),
    );
    const proxy = await start(proxyApp(streamer({ headersMs: 1000, bodyMs: 1000 }), `${looping}/a.mp4`));
    const response = await fetch(proxy);
    expect(response.status).toBe(502);
    expect(hops).toBe(4);
  });

  it('ignores a Range header that is not a byte range', async () => {
    let seen: string | undefined = 'not called';
    const nas = await start(
      http.createServer((request, response) => {
        seen = request.headers.range;
        response.writeHead(200, { 'Content-Type': 'video/webm' });
        response.end('x');
      }),
    );
    const proxy = await start(proxyApp(streamer({ headersMs: 1000, bodyMs: 1000 }), `${nas}/a.webm`));
    const response = await fetch(proxy, { headers: { Range: 'lines=1-2' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/webm');
    expect(seen).toBeUndefined();
  });
});
