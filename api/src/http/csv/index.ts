/** CSV downloads: one cell and record format, and one streaming writer, for every export. */
export { attachment, CSV_BOM, csvCell, csvRecord, type CsvValue } from './csv';
export { sendCsv, type CsvDownload } from './send-csv';
