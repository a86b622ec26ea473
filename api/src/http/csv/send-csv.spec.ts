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

  it('leaves no listener behind on a slow client, however many times it waits for a drain', async () => {
    const { response } = fakeResponse();
    const slow = new PassThrough({ highWaterMark: 16 });
    // A consumer that takes each chunk a turn later: every write waits for a drain.
    const reader = (async () => {
      for await (const chunk of slow) void chunk;
    })();
    response.unpipe();
    response.removeAllListeners('data');
    response.pipe(slow);
    const rows = Array.from({ length: 50 }, (_, i) => [[`row-${i}`.repeat(4000)]]);
    const listeners: number[] = [];
    async function* watched(): AsyncGenerator<string[][]> {
      for (const batch of rows) {
        listeners.push(response.listenerCount('close') + response.listenerCount('error'));
        yield batch;
      }
    }
    await sendCsv(response, { fileName: 'a.csv', asciiFileName: 'a.csv', header: ['x'], batches: watched() });
    await reader;
    expect(Math.max(...listeners)).toBe(listeners[0]);
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
