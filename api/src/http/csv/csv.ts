/** A cell as a spreadsheet should show it; numbers stay numbers. */
export type CsvValue = string | number | boolean | null | undefined;

/** Excel opens a CSV as UTF-8 only when it starts with the byte order mark; otherwise Korean turns to mojibake. */
export const CSV_BOM = '\uFEFF';

/**
 * Text a spreadsheet would run as a formula (=, +, -, @) or that starts with a tab or carriage
 * return (OWASP "CSV injection") is prefixed with an apostrophe: the cell shows the text and runs nothing.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** RFC 4180: a field holding a quote, comma or line break is quoted, its quotes doubled. */
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, CRLF-terminated as RFC 4180 writes them. */
export function csvRecord(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** RFC 5987 characters; encodeURIComponent leaves ' ( ) * as they are, which the header syntax does not allow. */
const rfc5987 = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** A download with a Korean file name (RFC 6266 `filename*`, which browsers prefer) and an ASCII one for older clients. */
export function attachment(fileName: string, asciiFallback: string): string {
  return `attachment; filename="${asciiFallback.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${rfc5987(fileName)}`;
}
