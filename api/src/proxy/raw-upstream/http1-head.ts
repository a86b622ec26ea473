/** The status line and headers of an HTTP/1.x answer, names in lower case, repeated ones as a list. */
export interface Http1Head {
  statusCode: number;
  headers: Record<string, string | string[]>;
}

/** The most header bytes accepted, as Node's and undici's parsers do by default. */
export const MAX_HEAD_BYTES = 16 * 1024;

const HEAD_END = Buffer.from('\r\n\r\n');
const STATUS_LINE = /^HTTP\/1\.[01] (\d{3})(?: .*)?$/;
const HEADER_LINE = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):[ \t]*(.*?)[ \t]*$/;

export class MalformedHead extends Error {
  constructor(reason: string) {
    super(`malformed upstream answer (${reason})`);
    this.name = 'MalformedHead';
  }
}

/**
 * Parses the head at the start of `bytes`: null while the blank line has not arrived yet, else
 * the head and where the body starts. Anything that is not a plain HTTP/1.x head throws.
 */
export function parseHead(bytes: Buffer): { head: Http1Head; bodyStart: number } | null {
  const end = bytes.indexOf(HEAD_END);
  if (end < 0) {
    if (bytes.length > MAX_HEAD_BYTES) throw new MalformedHead('head too large');
    return null;
  }
  if (end > MAX_HEAD_BYTES) throw new MalformedHead('head too large');
  const [statusLine, ...lines] = bytes.toString('latin1', 0, end).split('\r\n');
  const status = STATUS_LINE.exec(statusLine);
  if (!status) throw new MalformedHead('status line');
  const headers: Http1Head['headers'] = {};
  for (const line of lines) {
    const field = HEADER_LINE.exec(line);
    if (!field) throw new MalformedHead('header line');
    const name = field[1].toLowerCase();
    const known = headers[name];
    headers[name] = known === undefined ? field[2] : [...(Array.isArray(known) ? known : [known]), field[2]];
  }
  return { head: { statusCode: Number(status[1]), headers }, bodyStart: end + HEAD_END.length };
}

/** How the body's end is known: its length, the chunked framing, or the connection closing. */
export type BodyFraming = { length: number } | 'chunked' | 'until-close';

/**
 * The framing rules of RFC 9112 §6.3 for an answer to GET, as llhttp (undici's parser) applies
 * them: Transfer-Encoding wins over Content-Length; a Content-Length that is not one number is
 * refused. Content-Encoding does not matter: the bytes go on as they are, as with undici.
 */
export function bodyFraming(head: Http1Head): BodyFraming {
  const { headers } = head;
  const coding = headers['transfer-encoding'];
  if (coding !== undefined) {
    const codings = (Array.isArray(coding) ? coding.join(',') : coding).split(',');
    return codings[codings.length - 1].trim().toLowerCase() === 'chunked' ? 'chunked' : 'until-close';
  }
  const length = headers['content-length'];
  if (length === undefined) return 'until-close';
  if (typeof length !== 'string' || !/^\d{1,15}$/.test(length)) throw new MalformedHead('content-length');
  return { length: Number(length) };
}
