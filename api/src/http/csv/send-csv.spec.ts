import { PassThrough } from 'stream';
import type { Response } from 'express';
import { sendCsv } from './send-csv';

describe('sendCsv', () => {
  function fakeResponse() {
    const stream = new PassThrough();
    const headers: Record<string, string> = {};
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    const response = Object.assign(stream, {
      statusCode: 0,
      status(code: number) {
        response.statusCode = code;
        return response;
      },
      setHeader(name: string, value: string) {
        headers[name.toLowerCase()] = value;
      },
    });
    return {
      response: response as unknown as Response & PassThrough,
      headers,
      text: () => Buffer.concat(chunks).toString('utf8'),
    };
  }

  async function* batches(...lists: string[][][]) {
    for (const list of lists) yield list;
  }

  it('streams a BOM, the header and every batch', async () => {
    const { response, headers, text } = fakeResponse();
    await sendCsv(response, {
      fileName: '회원.csv',
      asciiFileName: 'members.csv',
      header: ['이름', '이메일'],
      batches: batches([['김', 'a@x']], [['이', 'b@x']]),
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(text()).toBe('\uFEFF이름,이메일\r\n김,a@x\r\n이,b@x\r\n');
  });

  it('gives a slow client one drain listener per download, however many times it waits', async () => {
    const { response } = fakeResponse();
    // As the compression middleware does: 'drain' listeners go to its gzip stream, which never
    // gives them back, so every one ever added stays.
    const drainListeners: unknown[] = [];
    const on = response.on.bind(response);
    response.on = ((event: string, listener: (...args: unknown[]) => void) => {
      if (event === 'drain') drainListeners.push(listener);
      return on(event, listener);
    }) as typeof response.on;
    const slow = new PassThrough({ highWaterMark: 16 });
    // A client that takes a chunk a turn: the socket is full at every write.
    const reader = (async () => {
      for await (const chunk of slow) await new Promise((resolve) => setTimeout(resolve, 1, chunk));
    })();
    response.removeAllListeners('data');
    response.pipe(slow);
    const writes: boolean[] = [];
    const write = response.write.bind(response);
    response.write = ((chunk: string) => {
      writes.push(write(chunk));
      return writes[writes.length - 1];
    }) as typeof response.write;
    const closeListeners: number[] = [];
    async function* batches(): AsyncGenerator<string[][]> {
      for (let i = 0; i < 50; i++) {
        closeListeners.push(response.listenerCount('close') + response.listenerCount('error'));
        yield [[`row-${i}`.repeat(4000)]];
      }
    }
    await sendCsv(response, { fileName: 'a.csv', asciiFileName: 'a.csv', header: ['x'], batches: batches() });
    await reader;
    // Every batch's write waited for the socket, with the same one listener each time.
    expect(writes.filter((taken) => !taken).length).toBeGreaterThan(40);
    expect(drainListeners).toHaveLength(1);
    expect(new Set(closeListeners.slice(1)).size).toBe(1);
  });

  it('lets a failure before the first batch reach the caller (its error answer is still possible)', async () => {
    const { response, headers } = fakeResponse();
    const failing: AsyncIterable<string[][]> = {
      [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(new Error('database down')) }),
    };
    await expect(
      sendCsv(response, { fileName: 'a.csv', asciiFileName: 'a.csv', header: ['x'], batches: failing }),
    ).rejects.toThrow('database down');
    expect(headers['content-type']).toBeUndefined();
  });

  it('cuts the download short when a later batch fails', async () => {
    const { response } = fakeResponse();
    async function* failingLater(): AsyncGenerator<string[][]> {
      yield [['first']];
      throw new Error('database down');
    }
    await sendCsv(response, { fileName: 'a.csv', asciiFileName: 'a.csv', header: ['x'], batches: failingLater() });
    expect(response.destroyed).toBe(true);
  });
});
