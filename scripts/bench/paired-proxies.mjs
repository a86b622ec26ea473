// The two arms of the floor comparison in (b): two loopback proxies in front of the site that
// handle every answer the same way (read it whole as identity, gzip it again when the browser
// accepts gzip, the same headers), except that one takes every script out of its HTML pages. A
// page measured through one and its floor measured through the other differ only in their
// scripts: not in encoding, compression level, an extra hop or headers.
import http from 'node:http';
import { gzipSync } from 'node:zlib';

/**
 * Drops executable scripts and whatever fetches one (`<link rel=preload as=script>`,
 * `<link rel=modulepreload>`); keeps JSON script blocks (page data, JSON-LD), which run nothing.
 */
export function withoutScripts(html) {
  return html
    .replace(/<link\b(?=[^>]*(?:\bas="?script\b|\brel="?modulepreload\b))[^>]*>/g, '')
    .replace(/<script\b(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g, '');
}

function startProxy(baseUrl, rewriteHtml) {
  const upstreamHost = new URL(baseUrl).host;
  const server = http.createServer((request, response) => {
    const upstream = http.request(
      `${baseUrl}${request.url}`,
      {
        method: request.method,
        // A reverse proxy's headers: the site (TRUST_PROXY=loopback) builds its canonical URLs
        // from the address the browser opened, as behind nginx.
        headers: {
          ...request.headers,
          host: upstreamHost,
          'x-forwarded-host': request.headers.host,
          'x-forwarded-proto': 'http',
          'accept-encoding': 'identity',
        },
      },
      (answer) => {
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          let body = Buffer.concat(chunks);
          const headers = { ...answer.headers };
          if (String(headers['content-type']).startsWith('text/html')) body = Buffer.from(rewriteHtml(body.toString()));
          if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '') && body.length > 1024) {
            body = gzipSync(body);
            headers['content-encoding'] = 'gzip';
          }
          delete headers['transfer-encoding'];
          delete headers.etag;
          headers['content-length'] = String(body.length);
          response.writeHead(answer.statusCode ?? 502, headers);
          response.end(body);
        });
      },
    );
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        baseUrl: `http://127.0.0.1:${server.address().port}`,
        stop: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

/** `withScripts` passes pages as they are, `withoutScripts` without their scripts; otherwise identical. */
export async function startPairedProxies(baseUrl) {
  const [withScripts, scriptFree] = await Promise.all([
    startProxy(baseUrl, (html) => html),
    startProxy(baseUrl, withoutScripts),
  ]);
  return {
    withScripts: withScripts.baseUrl,
    withoutScripts: scriptFree.baseUrl,
    stop: () => Promise.all([withScripts.stop(), scriptFree.stop()]),
  };
}
