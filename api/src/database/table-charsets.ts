/** Anything that runs SQL: a DataSource, or a QueryRunner inside a migration. */
export interface SqlRunner {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/** A table, or one column of it, stored in a character set other than utf8mb4. */
export interface NotUtf8mb4 {
  table: string;
  /** null: the table's default character set (what new columns get). */
  column: string | null;
  charset: string;
}

// A collation's name starts with its character set ("latin1_swedish_ci", "utf8mb4_unicode_ci").
const NOT_UTF8MB4 = `
  SELECT TABLE_NAME AS tableName, NULL AS columnName, SUBSTRING_INDEX(TABLE_COLLATION, '_', 1) AS charset
    FROM information_schema.TABLES
    WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE'
      AND SUBSTRING_INDEX(TABLE_COLLATION, '_', 1) <> 'utf8mb4'
  UNION ALL
  SELECT TABLE_NAME, COLUMN_NAME, CHARACTER_SET_NAME
    FROM information_schema.COLUMNS
    WHERE TABLE_SCHEMA = DATABASE() AND CHARACTER_SET_NAME IS NOT NULL AND CHARACTER_SET_NAME <> 'utf8mb4'
  ORDER BY 1, 2`;

/** Every table of the current MySQL/MariaDB database, and every text column, not in utf8mb4. */
export async function tablesNotUtf8mb4(runner: SqlRunner): Promise<NotUtf8mb4[]> {
  const rows = (await runner.query(NOT_UTF8MB4)) as Array<{
    tableName: string;
    columnName: string | null;
    charset: string;
  }>;
  return rows.map((row) => ({ table: row.tableName, column: row.columnName, charset: row.charset }));
}

/** "courses (latin1)" for a table, "users.firstName (latin1)" for a column of a utf8mb4 table. */
export function describeNotUtf8mb4(found: NotUtf8mb4[]): string {
  const wholeTables = new Set(found.filter(({ column }) => column === null).map(({ table }) => table));
  return found
    .filter(({ table, column }) => column === null || !wholeTables.has(table))
    .map(({ table, column, charset }) => `${column === null ? table : `${table}.${column}`} (${charset})`)
    .join(', ');
}

/** The start refuses a database that cannot store Korean text, naming what is in which character set. */
export class TableCharsetError extends Error {
  constructor(readonly found: NotUtf8mb4[]) {
    super(
      `utf8mb4 가 아닌 테이블이 있어 한국어를 저장할 수 없으므로 시작하지 않습니다: ${describeNotUtf8mb4(found)}. ` +
        '이 테이블을 utf8mb4 (utf8mb4_unicode_ci) 로 바꾼 뒤 다시 시작해 주세요.',
    );
    this.name = 'TableCharsetError';
  }
}

/**
 * Run after the migrations: a table left in latin1 (MariaDB's default without a server config)
 * turns every write of Korean text into an error, while reads and the health check still pass.
 */
export async function refuseTablesNotUtf8mb4(runner: SqlRunner): Promise<void> {
  const found = await tablesNotUtf8mb4(runner);
  if (found.length > 0) throw new TableCharsetError(found);
}
