import type { QueryRunner } from 'typeorm';
import type { RollupDriver } from './analytics-rollups';

/**
 * The audit search's index (audit_search_grams): every two-character piece of each row's lowercased
 * summary, with a space after the last character so that each character begins a piece. A search
 * finds its candidate rows by its pieces through the primary key, then checks them with LIKE, so
 * "김민" finds "김민수" anywhere in a summary without reading a million summaries. MySQL's ngram
 * parser does this for InnoDB full-text indexes, but MariaDB has no ngram parser and SQLite's
 * FTS5 trigram tokenizer cannot look up two characters (a Korean given name); one table serves
 * both drivers. Rows go with their audit row (ON DELETE CASCADE: the retention sweep).
 *
 * The pieces are cut by the database (SUBSTRING over a recursive count) in the statement that
 * fills them, for every row at once (rebuildAuditSearch) or for one new row (fillAuditSearch, in
 * the transaction that writes it), so both paths lowercase exactly as the search's LIKE does.
 */
export const AUDIT_SEARCH_TABLE = 'audit_search_grams';

const CREATE: Record<RollupDriver, string[]> = {
  mysql: [
    'CREATE TABLE `audit_search_grams` (`gram` varchar(2) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL, `auditId` int NOT NULL, ' +
      'PRIMARY KEY (`gram`, `auditId`), ' +
      'CONSTRAINT `FK_audit_search_grams_audit` FOREIGN KEY (`auditId`) REFERENCES `audit_log` (`id`) ON DELETE CASCADE ON UPDATE NO ACTION) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci',
  ],
  sqlite: [
    'CREATE TABLE "audit_search_grams" ("gram" varchar(2) NOT NULL, "auditId" integer NOT NULL, ' +
      'PRIMARY KEY ("gram", "auditId"), ' +
      'CONSTRAINT "FK_audit_search_grams_audit" FOREIGN KEY ("auditId") REFERENCES "audit_log" ("id") ON DELETE CASCADE ON UPDATE NO ACTION) WITHOUT ROWID',
  ],
};

/** Positions 1 to 1000: a summary is at most 1000 characters (the column's length). */
const POSITIONS = 'WITH RECURSIVE n (i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1000)';

const FILL: Record<RollupDriver, string> = {
  mysql:
    `INSERT IGNORE INTO \`audit_search_grams\` (\`gram\`, \`auditId\`) ${POSITIONS} ` +
    "SELECT SUBSTRING(CONCAT(LOWER(a.`summary`), ' '), n.i, 2), a.`id` FROM `audit_log` a JOIN n ON n.i <= CHAR_LENGTH(a.`summary`)",
  sqlite:
    `INSERT OR IGNORE INTO "audit_search_grams" ("gram", "auditId") ${POSITIONS} ` +
    `SELECT SUBSTR(LOWER(a."summary") || ' ', n.i, 2), a."id" FROM "audit_log" a JOIN n ON n.i <= LENGTH(a."summary")`,
};

/** The pieces of one audit row, written in the caller's transaction. */
export function fillAuditSearchSql(driver: RollupDriver): string {
  return `${FILL[driver]} WHERE a.${driver === 'mysql' ? '`id`' : '"id"'} = ?`;
}

/** Every row's pieces, from nothing (the migration, and a bulk load of audit rows). */
export async function rebuildAuditSearch(queryRunner: Pick<QueryRunner, 'query'>, driver: RollupDriver): Promise<void> {
  await queryRunner.query(`DELETE FROM ${driver === 'mysql' ? '`audit_search_grams`' : '"audit_search_grams"'}`);
  await queryRunner.query(FILL[driver]);
}

export async function createAuditSearch(queryRunner: QueryRunner, driver: RollupDriver): Promise<void> {
  for (const statement of CREATE[driver]) await queryRunner.query(statement);
  await rebuildAuditSearch(queryRunner, driver);
}

export async function dropAuditSearch(queryRunner: QueryRunner, driver: RollupDriver): Promise<void> {
  await queryRunner.query(`DROP TABLE ${driver === 'mysql' ? '`audit_search_grams`' : '"audit_search_grams"'}`);
}
