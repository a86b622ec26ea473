// A stand-in for the academy's NAS: every `*.mp4` path answers the same few MB of deterministic
// bytes with Range support, so the soak can check that each proxied range carries the right bytes.
// Under `/slow/` the bytes leave at SLOW_BYTES_PER_SECOND: a long stream, still under way when a
// process is told to stop.
import http from 'node:http';

export const SAMPLE_BYTES = 4 * 1024 * 1024;
export const SLOW_BYTES_PER_SECOND = 256 * 1024;
const SLOW_CHUNK = 16 * 1024;

/** Writes `body` a chunk at a time at SLOW_BYTES_PER_SECOND, stopping if the reader leaves. */
function trickle(response, body) {
  let offset = 0;
  const timer = setInterval(
    () => {
      if (response.destroyed) return clearInterval(timer);
      const chunk = body.subarray(offset, offset + SLOW_CHUNK);
      offset += chunk.length;
      if (offset >= body.length) {
        clearInterval(timer);
        response.end(chunk);
      } else response.write(chunk);
    },
    (1000 * SLOW_CHUNK) / SLOW_BYTES_PER_SECOND,
  );
  response.on('close', () => clearInterval(timer));
}

/** Byte i of every sample file; a pattern that never repeats within one range read. */
function sampleBody(size) {
  const body = Buffer.alloc(size);
  for (let i = 0; i < size; i++) body[i] = (i * 131 + (i >> 8) * 7 + (i >> 16)) & 0xff;
  return body;
}

export const SAMPLE = sampleBody(SAMPLE_BYTES);

function parseRange(header, size) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') return { start: Math.max(0, size - Number(match[2])), end: size - 1 };
  return { start: Number(match[1]), end: match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1) };
}

export function startSampleServer() {
  const stats = { requests: 0, bytes: 0 };
  const server = http.createServer((request, response) => {
    stats.requests++;
    if (!new URL(request.url, 'http://x').pathname.endsWith('.mp4')) return response.writeHead(404).end();
    const common = {
      'content-type': 'video/mp4',
      'accept-ranges': 'bytes',
      'last-modified': 'Mon, 02 Mar 2026 00:00:00 GMT',
    };
    const range = request.headers.range ? parseRange(request.headers.range, SAMPLE_BYTES) : null;
    if (request.headers.range && (!range || range.start >= SAMPLE_BYTES || range.start > range.end)) {
      return response.writeHead(416, { ...common, 'content-range': `bytes */${SAMPLE_BYTES}` }).end();
    }
    const { start, end } = range ?? { start: 0, end: SAMPLE_BYTES - 1 };
    const headers = { ...common, 'content-length': end - start + 1 };
    if (range) headers['content-range'] = `bytes ${start}-${end}/${SAMPLE_BYTES}`;
    response.writeHead(range ? 206 : 200, headers);
    if (request.method === 'HEAD') return response.end();
    stats.bytes += end - start + 1;
    if (request.url.startsWith('/slow/')) return trickle(response, SAMPLE.subarray(start, end + 1));
    response.end(SAMPLE.subarray(start, end + 1));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const origin = `http://127.0.0.1:${server.address().port}`;
      resolve({
        origin,
        stats,
        stop: () => new Promise((done) => server.close(() => done())),
        closeIdle: () => server.closeAllConnections(),
      });
    });
  });
}
