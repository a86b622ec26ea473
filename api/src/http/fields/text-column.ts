/** MySQL's TEXT holds 65,535 bytes: 20,000 four-byte characters would not fit. */
const TEXT_COLUMN_BYTES = 65_535;

export function fitsTextColumn(value: string): boolean {
  return Buffer.byteLength(value, 'utf8') <= TEXT_COLUMN_BYTES;
}
