import type { QueryRunner } from 'typeorm';
import type { RollupDriver } from './analytics-rollups';
import { dropTriggers, replaceTriggers, type TriggerSet } from './trigger-sets';

/**
 * Each video's views per Seoul week (Monday to Sunday), and the members whose last view of it fell
 * in that week (analytics_video_weeks), so the per-video report of a long range reads a row per
 * week and only the days at its two ends from the day rollups: at most 64 rows a video for a year
 * instead of 366. Kept by triggers on analytics_video_days and analytics_video_last_days in the same
 * statement as every write. A video's rows go with it by their foreign key, as its day rows do
 * (on MariaDB/MySQL neither runs a trigger then, and nothing else counts them). A copy of the rules
 * as written with this migration: later changes need a new one.
 */
const TABLE = 'analytics_video_weeks';

/** Week numbers count from the Monday before 1970-01-01 (a Thursday, day 0). */
export const WEEK_OFFSET_DAYS = 3;

const weekOf: Record<RollupDriver, (day: string) => string> = {
  mysql: (day) => `((${day} + ${WEEK_OFFSET_DAYS}) DIV 7)`,
  sqlite: (day) => `((${day} + ${WEEK_OFFSET_DAYS}) / 7)`,
};

const CREATE: Record<RollupDriver, string[]> = {
  mysql: [
    'CREATE TABLE IF NOT EXISTS `analytics_video_weeks` (`videoId` varchar(36) NOT NULL, `week` int NOT NULL, `views` int NOT NULL DEFAULT 0, `lastViewers` int NOT NULL DEFAULT 0, ' +
      'PRIMARY KEY (`videoId`, `week`), INDEX `IDX_analytics_video_weeks_week` (`week`, `videoId`, `views`, `lastViewers`), ' +
      'CONSTRAINT `FK_analytics_video_weeks_video` FOREIGN KEY (`videoId`) REFERENCES `videos` (`id`) ON DELETE CASCADE ON UPDATE NO ACTION) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci',
  ],
  sqlite: [
    'CREATE TABLE IF NOT EXISTS "analytics_video_weeks" ("videoId" varchar(36) NOT NULL, "week" integer NOT NULL, "views" integer NOT NULL DEFAULT (0), "lastViewers" integer NOT NULL DEFAULT (0), ' +
      'PRIMARY KEY ("videoId", "week"), ' +
      'CONSTRAINT "FK_analytics_video_weeks_video" FOREIGN KEY ("videoId") REFERENCES "videos" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    'CREATE INDEX IF NOT EXISTS "IDX_analytics_video_weeks_week" ON "analytics_video_weeks" ("week", "videoId", "views", "lastViewers")',
  ],
};

/** The two sources: a day rollup's table, its count column, and the week column that sums it. */
const SOURCES = [
  { table: 'analytics_video_days', column: 'views', into: 'views', name: 'days' },
  { table: 'analytics_video_last_days', column: 'viewers', into: 'lastViewers', name: 'last_days' },
] as const;

function mysqlTriggers(): TriggerSet {
  const week = weekOf.mysql;
  return SOURCES.flatMap(({ table, column, into, name }): TriggerSet => {
    const add = (row: string) => `
      INSERT INTO \`${TABLE}\` (\`videoId\`, \`week\`, \`${into}\`) VALUES (${row}.\`videoId\`, ${week(`${row}.\`day\``)}, ${row}.\`${column}\`)
        ON DUPLICATE KEY UPDATE \`${into}\` = \`${into}\` + VALUES(\`${into}\`);`;
    const subtract = (row: string) => `
      UPDATE \`${TABLE}\` SET \`${into}\` = \`${into}\` - ${row}.\`${column}\`
        WHERE \`videoId\` = ${row}.\`videoId\` AND \`week\` = ${week(`${row}.\`day\``)};`;
    return [
      [`TR_analytics_video_${name}_weeks_insert`, `AFTER INSERT ON \`${table}\` FOR EACH ROW BEGIN ${add('NEW')} END`],
      [
        `TR_analytics_video_${name}_weeks_update`,
        // Most updates are a completion on a day, which moves nothing here.
        `AFTER UPDATE ON \`${table}\` FOR EACH ROW BEGIN
          IF NOT (OLD.\`videoId\` = NEW.\`videoId\` AND OLD.\`day\` = NEW.\`day\` AND OLD.\`${column}\` = NEW.\`${column}\`) THEN
            ${subtract('OLD')} ${add('NEW')}
          END IF;
        END`,
      ],
      [
        `TR_analytics_video_${name}_weeks_delete`,
        `AFTER DELETE ON \`${table}\` FOR EACH ROW BEGIN ${subtract('OLD')} END`,
      ],
    ];
  });
}

function sqliteTriggers(): TriggerSet {
  const week = weekOf.sqlite;
  return SOURCES.flatMap(({ table, column, into, name }): TriggerSet => {
    const add = (row: string) => `
      INSERT INTO "${TABLE}" ("videoId", "week", "${into}") VALUES (${row}."videoId", ${week(`${row}."day"`)}, ${row}."${column}")
        ON CONFLICT ("videoId", "week") DO UPDATE SET "${into}" = "${into}" + excluded."${into}";`;
    const subtract = (row: string) => `
      UPDATE "${TABLE}" SET "${into}" = "${into}" - ${row}."${column}"
        WHERE "videoId" = ${row}."videoId" AND "week" = ${week(`${row}."day"`)};`;
    // SQLite runs these for a video's day rows going by their foreign key too: the week rows they
    // subtract from go the same way.
    return [
      [`TR_analytics_video_${name}_weeks_insert`, `AFTER INSERT ON "${table}" FOR EACH ROW BEGIN ${add('NEW')} END`],
      [
        `TR_analytics_video_${name}_weeks_update`,
        `AFTER UPDATE ON "${table}" FOR EACH ROW WHEN NOT (OLD."videoId" IS NEW."videoId" AND OLD."day" IS NEW."day" AND OLD."${column}" IS NEW."${column}")
          BEGIN ${subtract('OLD')} ${add('NEW')} END`,
      ],
      [
        `TR_analytics_video_${name}_weeks_delete`,
        `AFTER DELETE ON "${table}" FOR EACH ROW BEGIN ${subtract('OLD')} END`,
      ],
    ];
  });
}

const triggers = (driver: RollupDriver) => (driver === 'mysql' ? mysqlTriggers() : sqliteTriggers());

/**
 * The upsert that makes a recount win over a row a trigger wrote in the meantime (the old version's
 * processes keep writing while a release migrates). SQLite wants a WHERE before it, as written.
 */
export function replacing(driver: RollupDriver, keys: string[], columns: string[]): string {
  return driver === 'mysql'
    ? ` ON DUPLICATE KEY UPDATE ${columns.map((column) => `\`${column}\` = VALUES(\`${column}\`)`).join(', ')}`
    : ` ON CONFLICT (${keys.map((key) => `"${key}"`).join(', ')}) DO UPDATE SET ${columns.map((column) => `"${column}" = excluded."${column}"`).join(', ')}`;
}

/**
 * Every row computed again from the two day rollups: what the migration does, and what the
 * triggers must keep equal.
 */
export async function rebuildWeekRollup(queryRunner: Pick<QueryRunner, 'query'>, driver: RollupDriver): Promise<void> {
  const week = weekOf[driver];
  await queryRunner.query(`DELETE FROM \`${TABLE}\``);
  await queryRunner.query(
    `INSERT INTO \`${TABLE}\` (\`videoId\`, \`week\`, \`views\`, \`lastViewers\`)
     SELECT x.\`videoId\`, x.\`week\`, SUM(x.\`views\`), SUM(x.\`lastViewers\`) FROM (
       SELECT \`videoId\`, ${week('`day`')} AS \`week\`, \`views\`, 0 AS \`lastViewers\` FROM \`analytics_video_days\`
       UNION ALL
       SELECT \`videoId\`, ${week('`day`')} AS \`week\`, 0 AS \`views\`, \`viewers\` AS \`lastViewers\` FROM \`analytics_video_last_days\`
     ) x WHERE 1 = 1 GROUP BY x.\`videoId\`, x.\`week\`${replacing(driver, ['videoId', 'week'], ['views', 'lastViewers'])}`,
  );
}

export async function createWeekRollup(queryRunner: QueryRunner, driver: RollupDriver): Promise<void> {
  for (const sql of CREATE[driver]) await queryRunner.query(sql);
  // The triggers first, then the rows already there (another process may still be writing). A run
  // cut short (the rebuild of a large academy takes minutes) leaves the table: the next one goes on.
  await replaceTriggers(queryRunner, driver, triggers(driver));
  await rebuildWeekRollup(queryRunner, driver);
}

/** The triggers again, after a bulk load that filled the day rollups without them (the scale bench). */
export async function restoreWeekTriggers(
  queryRunner: Pick<QueryRunner, 'query'>,
  driver: RollupDriver,
): Promise<void> {
  await replaceTriggers(queryRunner, driver, triggers(driver));
}

export async function dropWeekRollup(queryRunner: QueryRunner, driver: RollupDriver): Promise<void> {
  await dropTriggers(queryRunner, driver, triggers(driver));
  await queryRunner.query(`DROP TABLE \`${TABLE}\``);
}
