import { once } from 'events';
import { Logger } from '@nestjs/common';
import type { Response } from 'express';

export type CsvValue = string | number | null | undefined;

/** Excel reads a file as UTF-8 only when it starts with this mark; without it Korean turns to mojibake. */
const BOM = '\uFEFF';

/**
 * Text a spreadsheet would run as a formula (=, +, -, @) or that starts with a tab or carriage
 * return (OWASP "CSV injection") gets a leading apostrophe: the cell shows the text, nothing runs.
 * Numbers are written as numbers, so -3 stays a number.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** RFC 4180: a field holding a quote, comma or line break is quoted, its quotes doubled. */
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, CRLF-terminated as RFC 4180 writes them. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** RFC 5987 value characters; everything else percent-encoded (encodeURIComponent leaves ' ( ) * alone). */
const encodeRfc5987 = (text: string) => encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment` with an ASCII name for old clients and the real (Korean) name in UTF-8
 * (RFC 6266 filename*), which every current browser prefers.
 */
export function attachmentDisposition(fileName: string, asciiFallback: string): string {
  return `attachment; filename="${asciiFallback.replace(/["\\\r\n]/g, '_')}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}

export interface CsvDownload {
  fileName: string;
  asciiFileName: string;
  header: readonly string[];
  /** Batches of records, read from the database one at a time. */
  batches: AsyncIterable<ReadonlyArray<readonly CsvValue[]>>;
}

/**
 * Streams a CSV download. The first batch is read before anything is sent, so a refusal or a
 * database fault still gets its normal error answer; a fault after that cuts the download short
 * (the status is gone), and the client sees an incomplete file rather than a wrong one. Each
 * write waits for the socket to drain, so a slow client never makes the batches pile up.
 */
export async function sendCsv(response: Response, download: CsvDownload): Promise<void> {
  const iterator = download.batches[Symbol.asyncIterator]();
  let next = await iterator.next();
  response.status(200);
  response.setHeader('Content-Type', 'text/csv; charset=utf-8');
  response.setHeader('Content-Disposition', attachmentDisposition(download.fileName, download.asciiFileName));
  response.setHeader('Cache-Control', 'private, no-store');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  try {
    await write(response, BOM + csvLine(download.header));
    while (!next.done) {
      await write(response, next.value.map(csvLine).join(''));
      next = await iterator.next();
    }
    response.end();
  } catch (error) {
    await iterator.return?.();
    if (!response.destroyed) new Logger('CsvDownload').error(`${download.asciiFileName} cut short: ${error instanceof Error ? error.message : String(error)}`);
    response.destroy();
  }
}

async function write(response: Response, chunk: string): Promise<void> {
  if (response.destroyed) throw new Error('the client went away');
  // A client that leaves closes the socket instead of draining it.
  if (!response.write(chunk)) await Promise.race([once(response, 'drain'), once(response, 'close')]);
}
