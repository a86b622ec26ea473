import { Logger } from '@nestjs/common';
import type { Response } from 'express';
import { attachment, CSV_BOM, csvRecord, type CsvValue } from './csv';

export interface CsvDownload {
  /** The file name the browser saves (Korean is fine). */
  fileName: string;
  asciiFileName: string;
  header: readonly string[];
  /** Records in batches, each read from the database when the previous one has been sent. */
  batches: AsyncIterable<ReadonlyArray<readonly CsvValue[]>>;
}

/**
 * Streams a CSV file: UTF-8 with a byte order mark, RFC 4180 quoting, formulas neutralised. The
 * first batch is read before the status is sent, so a database fault still gets its normal error
 * answer; a fault after that cuts the file short (the client sees a broken download, never a
 * wrong one). Each write waits for the socket to drain, so a slow client holds one batch at most.
 */
export async function sendCsv(response: Response, download: CsvDownload): Promise<void> {
  const batches = download.batches[Symbol.asyncIterator]();
  let next = await batches.next();
  response.status(200);
  response.setHeader('Content-Type', 'text/csv; charset=utf-8');
  response.setHeader('Content-Disposition', attachment(download.fileName, download.asciiFileName));
  response.setHeader('Cache-Control', 'private, no-store');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  const socket = drained(response);
  try {
    await socket.write(CSV_BOM + csvRecord(download.header));
    while (!next.done) {
      await socket.write(next.value.map(csvRecord).join(''));
      next = await batches.next();
    }
    response.end();
  } catch (error) {
    await batches.return?.();
    if (!response.destroyed)
      new Logger('CsvDownload').error(
        `${download.asciiFileName} cut short: ${error instanceof Error ? error.message : String(error)}`,
      );
    response.destroy();
  } finally {
    socket.release();
  }
}

/**
 * Writes that wait for the socket to take the last one. One 'drain' and one 'close' listener serve
 * the whole download: the compression middleware hands 'drain' listeners to its gzip stream and
 * never takes them back, so a listener per wait would pile up there.
 */
function drained(response: Response): { write(chunk: string): Promise<void>; release(): void } {
  let wake: (() => void) | null = null;
  const resume = () => {
    const waiting = wake;
    wake = null;
    waiting?.();
  };
  response.on('drain', resume);
  response.on('close', resume);
  return {
    async write(chunk) {
      if (response.destroyed) throw new Error('the client went away');
      if (response.write(chunk)) return;
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    },
    release() {
      response.removeListener('drain', resume);
      response.removeListener('close', resume);
    },
  };
}
