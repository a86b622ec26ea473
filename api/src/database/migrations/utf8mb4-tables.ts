import type { QueryRunner } from 'typeorm';
import { tablesNotUtf8mb4 } from '../table-charsets';

/** The collation of every table this application creates (and of the connection). */
export const UTF8MB4_COLLATION = 'utf8mb4_unicode_ci';

const q = (name: string) => '`' + name.replace(/`/g, '``') + '`';

interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  referencedTable: string;
  referencedColumns: string[];
  onDelete: string;
  onUpdate: string;
}

async function foreignKeys(runner: QueryRunner): Promise<ForeignKey[]> {
  const rows: Array<{
    name: string;
    tableName: string;
    referencedTable: string;
    onDelete: string;
    onUpdate: string;
    columnName: string;
    referencedColumn: string;
  }> = await runner.query(
    `SELECT rc.CONSTRAINT_NAME AS name, rc.TABLE_NAME AS tableName, rc.REFERENCED_TABLE_NAME AS referencedTable,
        rc.DELETE_RULE AS onDelete, rc.UPDATE_RULE AS onUpdate,
        k.COLUMN_NAME AS columnName, k.REFERENCED_COLUMN_NAME AS referencedColumn
      FROM information_schema.REFERENTIAL_CONSTRAINTS rc
      JOIN information_schema.KEY_COLUMN_USAGE k
        ON k.CONSTRAINT_SCHEMA = rc.CONSTRAINT_SCHEMA AND k.TABLE_NAME = rc.TABLE_NAME AND k.CONSTRAINT_NAME = rc.CONSTRAINT_NAME
      WHERE rc.CONSTRAINT_SCHEMA = DATABASE()
      ORDER BY rc.TABLE_NAME, rc.CONSTRAINT_NAME, k.ORDINAL_POSITION`,
  );
  const keys = new Map<string, ForeignKey>();
  for (const row of rows) {
    const id = `${row.tableName}\n${row.name}`;
    const key = keys.get(id) ?? {
      name: row.name,
      table: row.tableName,
      columns: [],
      referencedTable: row.referencedTable,
      referencedColumns: [],
      onDelete: row.onDelete,
      onUpdate: row.onUpdate,
    };
    key.columns.push(row.columnName);
    key.referencedColumns.push(row.referencedColumn);
    keys.set(id, key);
  }
  return [...keys.values()];
}

/**
 * What CONVERT TO changes besides the character set, to be given back: it widens TEXT to
 * MEDIUMTEXT (to keep as many characters) and moves utf8mb4 columns of another collation
 * (users.email, utf8mb4_bin) to the table's.
 */
async function restoreClauses(runner: QueryRunner, table: string): Promise<string[]> {
  const columns: Array<{
    name: string;
    columnType: string;
    dataType: string;
    nullable: string;
    columnDefault: string | null;
    charset: string;
    collation: string;
  }> = await runner.query(
    `SELECT COLUMN_NAME AS name, COLUMN_TYPE AS columnType, DATA_TYPE AS dataType, IS_NULLABLE AS nullable,
        COLUMN_DEFAULT AS columnDefault, CHARACTER_SET_NAME AS charset, COLLATION_NAME AS collation
      FROM information_schema.COLUMNS
      WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ? AND CHARACTER_SET_NAME IS NOT NULL
      ORDER BY ORDINAL_POSITION`,
    [table],
  );
  const clauses: string[] = [];
  for (const column of columns) {
    const widened = column.charset !== 'utf8mb4' && /text$/i.test(column.dataType);
    const ownCollation = column.charset === 'utf8mb4' && column.collation !== UTF8MB4_COLLATION;
    if (!widened && !ownCollation) continue;
    // MariaDB reports no default as NULL and DEFAULT NULL as the text 'NULL'; other defaults are not restated here.
    if (column.columnDefault !== null && column.columnDefault !== 'NULL')
      throw new Error(`${table}.${column.name}: a column with a default cannot be restored after the conversion`);
    const collation = ownCollation ? column.collation : UTF8MB4_COLLATION;
    clauses.push(
      `MODIFY ${q(column.name)} ${column.columnType} CHARACTER SET utf8mb4 COLLATE ${collation} ${column.nullable === 'YES' ? 'NULL' : 'NOT NULL'}`,
    );
  }
  return clauses;
}

/**
 * Every table of the current database, and the database's default, to utf8mb4. A table created
 * on a latin1 database (MariaDB's default without a server config) could not store Korean text.
 * MariaDB refuses to change the character set of a column a foreign key uses (even with
 * FOREIGN_KEY_CHECKS=0), so the keys on converted tables are dropped first and added back after.
 */
export async function convertTablesToUtf8mb4(runner: QueryRunner): Promise<void> {
  const [{ name: database }]: Array<{ name: string }> = await runner.query('SELECT DATABASE() AS name');
  await runner.query(`ALTER DATABASE ${q(database)} CHARACTER SET utf8mb4 COLLATE ${UTF8MB4_COLLATION}`);
  const tables = [...new Set((await tablesNotUtf8mb4(runner)).map(({ table }) => table))];
  if (tables.length === 0) return;
  const converting = new Set(tables);
  const keys = (await foreignKeys(runner)).filter(
    (key) => converting.has(key.table) || converting.has(key.referencedTable),
  );
  for (const key of keys) await runner.query(`ALTER TABLE ${q(key.table)} DROP FOREIGN KEY ${q(key.name)}`);
  for (const table of tables) {
    // Read before the conversion: it is what the conversion changes.
    const restore = await restoreClauses(runner, table);
    await runner.query(`ALTER TABLE ${q(table)} CONVERT TO CHARACTER SET utf8mb4 COLLATE ${UTF8MB4_COLLATION}`);
    // In the same statement as CONVERT TO, a column's own collation would be overridden.
    if (restore.length > 0) await runner.query(`ALTER TABLE ${q(table)} ${restore.join(', ')}`);
  }
  for (const key of keys)
    await runner.query(
      `ALTER TABLE ${q(key.table)} ADD CONSTRAINT ${q(key.name)} FOREIGN KEY (${key.columns.map(q).join(', ')}) ` +
        `REFERENCES ${q(key.referencedTable)}(${key.referencedColumns.map(q).join(', ')}) ` +
        `ON DELETE ${key.onDelete} ON UPDATE ${key.onUpdate}`,
    );
}
