// One keep-alive HTTP client for the whole soak: node:http with a bounded agent, so the number of
// open connections is exactly the number of concurrent workers, and no dependency is added.
import http from 'node:http';

const REQUEST_TIMEOUT_MS = 20_000;
/** Requests a connection has carried, to tell a kept-alive connection from a new one. */
const USES = Symbol('requests sent on this socket');

let onStaleConnection = null;

/**
 * Off by default. When on, a request whose kept-alive connection failed before any byte of the
 * answer came back is sent once more on a new connection, as browsers do (RFC 9112, 9.3.1): the
 * server closed that idle connection while the request was on its way, so it never read it. nginx
 * does that to every idle client connection at a reload; the rolling soak reloads it twice per
 * replacement, and reports each such retry through `callback(path, error)`.
 */
export function retryStaleConnections(callback) {
  onStaleConnection = callback;
}

export function createAgent(maxSockets) {
  return new http.Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
}

/**
 * Sends one request and reads the whole answer. Never throws: a transport failure comes back as
 * `{ status: 0, error }` so the caller can count it like any other outcome.
 * @returns {Promise<{status: number, headers: http.IncomingHttpHeaders, body: Buffer, error?: string}>}
 */
export function send(
  baseUrl,
  path,
  { method = 'GET', headers = {}, json, agent, timeoutMs = REQUEST_TIMEOUT_MS } = {},
) {
  const url = new URL(path, baseUrl);
  const body = json === undefined ? undefined : Buffer.from(JSON.stringify(json));
  const allHeaders = { ...headers };
  if (body) Object.assign(allHeaders, { 'content-type': 'application/json', 'content-length': body.length });
  return sendOnce(url, { method, headers: allHeaders, body, agent, timeoutMs }).then((result) => {
    if (!result.stale || !onStaleConnection) return result;
    onStaleConnection(path, result.error);
    return sendOnce(url, { method, headers: allHeaders, body, agent: false, timeoutMs });
  });
}

function sendOnce(url, { method, headers, body, agent, timeoutMs }) {
  let reused = false;
  let answered = false;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    const request = http.request(url, { method, headers, agent }, (response) => {
      answered = true;
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        finish({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', (error) =>
        finish({ status: 0, headers: {}, body: Buffer.alloc(0), error: error.code ?? error.message }),
      );
      response.on('aborted', () => finish({ status: 0, headers: {}, body: Buffer.alloc(0), error: 'ABORTED' }));
    });
    request.on('socket', (socket) => {
      reused = (socket[USES] ?? 0) > 0;
      socket[USES] = (socket[USES] ?? 0) + 1;
    });
    request.setTimeout(timeoutMs, () => request.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    request.on('error', (error) => {
      const code = error.code ?? error.message;
      const stale = reused && !answered && (code === 'ECONNRESET' || code === 'EPIPE');
      finish({ status: 0, headers: {}, body: Buffer.alloc(0), error: code, ...(stale && { stale: true }) });
    });
    request.end(body);
  });
}

export function parseJson(result) {
  try {
    return JSON.parse(result.body.toString('utf8'));
  } catch {
    return null;
  }
}

/** A browser-like visitor: one cookie jar (the session cookie) and one client address. */
export class Session {
  constructor(baseUrl, { agent, clientIp }) {
    this.baseUrl = baseUrl;
    this.agent = agent;
    this.clientIp = clientIp;
    this.cookies = new Map();
  }

  async request(path, options = {}) {
    const headers = { ...options.headers, 'x-forwarded-for': this.clientIp };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const result = await send(this.baseUrl, path, { ...options, headers, agent: this.agent });
    this.keepCookies(result.headers['set-cookie']);
    return result;
  }

  keepCookies(setCookie = []) {
    for (const line of setCookie) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*expires=thu, 01 jan 1970/i.test(a) || /^\s*max-age=0\b/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
