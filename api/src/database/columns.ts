import { Column, type ColumnOptions } from 'typeorm';

/** Millisecond UTC timestamps on MySQL; SQLite keeps the same text form. */
export function DateTimeColumn(options: ColumnOptions = {}) {
  return Column({ type: 'datetime', precision: 3, nullable: true, default: null, ...options });
}
