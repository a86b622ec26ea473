import { ChunkedDecoder } from './chunked-decoder';

const bytes = (text: string) => Buffer.from(text, 'latin1');

describe('ChunkedDecoder', () => {
  const framed = bytes('5;ext=1\r\nhello\r\n1\r\n \r\nC\r\nworld, again\r\n0\r\nTrailer: x\r\n\r\n');

  /** Feeds `input` cut at `cuts`, collecting the body ranges it hands back. */
  function decode(input: Buffer, cuts: number[]): { body: string; done: boolean } {
    const decoder = new ChunkedDecoder();
    let body = '';
    const bounds = [0, ...cuts, input.length];
    for (let i = 1; i < bounds.length; i++)
      decoder.feed(input, bounds[i - 1], bounds[i], (start, end) => (body += input.toString('latin1', start, end)));
    return { body, done: decoder.done };
  }

  it('gives the body whole, wherever the reads cut the framing', () => {
    for (let cut = 1; cut < framed.length; cut++) {
      expect(decode(framed, [cut])).toEqual({ body: 'hello world, again', done: true });
    }
    const everyByte = Array.from({ length: framed.length - 1 }, (_, i) => i + 1);
    expect(decode(framed, everyByte)).toEqual({ body: 'hello world, again', done: true });
  });

  it('is not done before the last chunk and its trailer', () => {
    expect(decode(framed.subarray(0, framed.length - 2), [])).toEqual({ body: 'hello world, again', done: false });
  });

  it.each([
    ['a size that is not hexadecimal', '5x\r\nhello\r\n'],
    ['data longer than its size', '2\r\nhello\r\n'],
    ['an endless size line', 'f'.repeat(5000)],
  ])('refuses %s', (_case, input) => {
    expect(() => decode(bytes(input), [])).toThrow(/chunked body/);
  });
});
