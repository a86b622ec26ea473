// The floor under (b): the same server-rendered pages with every script taken out of their HTML
// (the JSON-LD and the page data stay, they run nothing), so Lighthouse measures what the browser
// alone spends on the document (parse, style, layout, paint) on this machine. What / scores above
// this floor is what its JavaScript costs.
import http from 'node:http';
import { gzipSync } from 'node:zlib';

/** Drops executable scripts and script preloads; keeps JSON script blocks. */
export function withoutScripts(html) {
  return html
    .replace(/<link\b[^>]*\bas="?script"?[^>]*>/g, '')
    .replace(/<script\b(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g, '');
}

/** A loopback proxy in front of `baseUrl` that answers HTML pages without their scripts. */
export function startScriptlessProxy(baseUrl) {
  const server = http.createServer((request, response) => {
    const upstream = http.request(
      `${baseUrl}${request.url}`,
      {
        method: request.method,
        headers: { ...request.headers, host: new URL(baseUrl).host, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          let body = Buffer.concat(chunks);
          const headers = { ...answer.headers };
          if (String(headers['content-type']).startsWith('text/html'))
            body = Buffer.from(withoutScripts(body.toString()));
          // Compressed like the site's own answers, so the floor is not slowed by bigger bytes.
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
