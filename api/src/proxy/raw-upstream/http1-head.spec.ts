import { bodyFraming, MAX_HEAD_BYTES, parseHead } from './http1-head';

const bytes = (text: string) => Buffer.from(text, 'latin1');

describe('parseHead', () => {
  it('waits for the blank line, then gives the status, the headers and where the body starts', () => {
    const head = 'HTTP/1.1 206 Partial Content\r\nContent-Length: 3\r\nX-A: 1\r\nx-a: 2\r\n\r\n';
    expect(parseHead(bytes(head.slice(0, -1)))).toBeNull();
    expect(parseHead(bytes(`${head}abc`))).toEqual({
      head: { statusCode: 206, headers: { 'content-length': '3', 'x-a': ['1', '2'] } },
      bodyStart: head.length,
    });
  });

  it.each([
    ['a status line that is not HTTP/1.x', 'HTTP/2 200\r\n\r\n'],
    ['a header line without a colon', 'HTTP/1.1 200 OK\r\nbroken\r\n\r\n'],
    ['a header name with a space', 'HTTP/1.1 200 OK\r\nX A: 1\r\n\r\n'],
    ['a head larger than the limit', `HTTP/1.1 200 OK\r\nX: ${'a'.repeat(MAX_HEAD_BYTES)}`],
  ])('refuses %s', (_case, head) => {
    expect(() => parseHead(bytes(head))).toThrow(/malformed upstream answer/);
  });
});

describe('bodyFraming', () => {
  const framing = (headers: Record<string, string | string[]>) => bodyFraming({ statusCode: 200, headers });

  it('follows RFC 9112: chunked last wins, then Content-Length, else until the connection closes', () => {
    expect(framing({ 'content-length': '42' })).toEqual({ length: 42 });
    expect(framing({ 'transfer-encoding': 'gzip, Chunked', 'content-length': '42' })).toBe('chunked');
    expect(framing({ 'transfer-encoding': 'gzip' })).toBe('until-close');
    expect(framing({})).toBe('until-close');
    expect(framing({ 'content-length': '42', 'content-encoding': 'gzip' })).toEqual({ length: 42 });
  });

  it.each([['-1'], ['4 2'], [['1', '2']]])('refuses the Content-Length %j', (length) => {
    expect(() => framing({ 'content-length': length })).toThrow(/content-length/);
  });
});
