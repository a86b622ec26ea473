import { PassThrough } from 'stream';
import type { Response } from 'express';
import { attachmentDisposition, csvCell, csvLine, sendCsv } from './csv-writer';

describe('CSV writer', () => {
  it('quotes by RFC 4180: commas, quotes and line breaks inside a field', () => {
    expect(csvLine(['김민수', 'a,b', 'say "hi"', 'two\nlines', 'cr\rhere'])).toBe('김민수,"a,b","say ""hi""","two\nlines","cr\rhere"\r\n');
    expect(csvLine([null, undefined, '', 0, 12.5])).toBe(',,,0,12.5\r\n');
  });

  it.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+1+2', "'+1+2"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
  ])('neutralises a cell a spreadsheet would run: %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('leaves numbers as numbers (a negative one too) and text that only contains a sign', () => {
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('names the file in ASCII and, for current browsers, in UTF-8', () => {
    expect(attachmentDisposition("회원목록_2026-11-24 (1)'.csv", 'members.csv')).toBe(
      "attachment; filename=\"members.csv\"; filename*=UTF-8''%ED%9A%8C%EC%9B%90%EB%AA%A9%EB%A1%9D_2026-11-24%20%281%29%27.csv",
    );
  });

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
    return { response: response as unknown as Response & PassThrough, headers, text: () => Buffer.concat(chunks).toString('utf8') };
  }

  async function* batches(...lists: string[][][]) {
    for (const list of lists) yield list;
  }

  it('streams a BOM, the header and every batch', async () => {
    const { response, headers, text } = fakeResponse();
    await sendCsv(response, { fileName: '회원.csv', asciiFileName: 'members.csv', header: ['이름', '이메일'], batches: batches([['김', 'a@x']], [['이', 'b@x']]) });
    await new Promise((resolve) => setImmediate(resolve));
    expect(headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(text()).toBe('\uFEFF이름,이메일\r\n김,a@x\r\n이,b@x\r\n');
  });

  it('lets a failure before the first batch reach the caller (its error answer is still possible)', async () => {
    const { response, headers } = fakeResponse();
    async function* failing(): AsyncGenerator<string[][]> {
      throw new Error('database down');
    }
    await expect(sendCsv(response, { fileName: 'a.csv', asciiFileName: 'a.csv', header: ['x'], batches: failing() })).rejects.toThrow('database down');
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
