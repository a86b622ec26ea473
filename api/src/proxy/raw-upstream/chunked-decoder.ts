/** A size or trailer line longer than this is not a NAS answer but an attack or a broken server. */
const MAX_LINE_BYTES = 4096;
const SIZE_LINE = /^([0-9a-fA-F]{1,12})[ \t]*(?:;.*)?$/;

type State = 'size' | 'data' | 'data-end' | 'trailer' | 'done';

/**
 * Takes the chunked framing off a body as it arrives, without copying the data: each call hands
 * back the ranges of `bytes` that are body. Sizes, extensions and trailers are read and dropped.
 */
export class ChunkedDecoder {
  private state: State = 'size';
  private line = '';
  private left = 0;

  get done(): boolean {
    return this.state === 'done';
  }

  /** Calls `data(start, end)` for every body range of bytes[start, end); throws on bad framing. */
  feed(bytes: Buffer, start: number, end: number, data: (start: number, end: number) => void): void {
    let at = start;
    while (at < end && this.state !== 'done') {
      if (this.state === 'data') {
        const take = Math.min(this.left, end - at);
        data(at, at + take);
        at += take;
        this.left -= take;
        if (this.left === 0) this.state = 'data-end';
        continue;
      }
      const newline = bytes.indexOf(10, at);
      const stop = newline < 0 || newline >= end ? end : newline;
      this.line += bytes.toString('latin1', at, stop);
      if (this.line.length > MAX_LINE_BYTES) throw new Error('chunked body: line too long');
      at = stop;
      if (stop === end) break;
      at++; // the \n
      this.endLine(this.line.replace(/\r$/, ''));
      this.line = '';
    }
  }

  private endLine(line: string): void {
    if (this.state === 'data-end') {
      if (line !== '') throw new Error('chunked body: no line break after the data');
      this.state = 'size';
    } else if (this.state === 'size') {
      const size = SIZE_LINE.exec(line);
      if (!size) throw new Error('chunked body: bad chunk size');
      this.left = parseInt(size[1], 16);
      this.state = this.left === 0 ? 'trailer' : 'data';
    } else if (line === '') {
      this.state = 'done';
    }
  }
}
