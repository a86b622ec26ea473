import type { QueryRunner } from 'typeorm';
import type { RollupDriver } from './analytics-rollups';
import { dropTriggers, replaceTriggers, type TriggerSet } from './trigger-sets';
import { replacing } from './analytics-weeks';

/**
 * Each member's views per Seoul week (Monday to Sunday), and the videos whose last view by them
 * fell in that week (analytics_member_weeks), so a batch of the members report reads a row per
 * member and week, and only the days at the range's two ends, instead of every day and every video
 * the member watched. Kept by triggers on analytics_member_days and analytics_video_viewers in the
 * same statement as every write; on MariaDB/MySQL, whose cascades run no trigger, by triggers that
 * take a deleted video's or course's last views out first. A member's rows go with them by their
 * foreign key. A copy of the rules as written with this migration: later changes need a new one.
 */
const TABLE = 'analytics_member_weeks';

/** Week numbers as analytics_video_weeks counts them: from the Monday before 1970-01-01. */
const weekOf: Record<RollupDriver, (day: string) => string> = {
  mysql: (day) => `((${day} + 3) DIV 7)`,
  sqlite: (day) => `((${day} + 3) / 7)`,
};

const CREATE: Record<RollupDriver, string> = {
  mysql:
    'CREATE TABLE IF NOT EXISTS `analytics_member_weeks` (`userId` varchar(36) NOT NULL, `week` int NOT NULL, `views` int NOT NULL DEFAULT 0, `lastVideos` int NOT NULL DEFAULT 0, ' +
    'PRIMARY KEY (`userId`, `week`), ' +
    'CONSTRAINT `FK_analytics_member_weeks_user` FOREIGN KEY (`userId`) REFERENCES `users` (`id`) ON DELETE CASCADE ON UPDATE NO ACTION) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci',
  sqlite:
    'CREATE TABLE IF NOT EXISTS "analytics_member_weeks" ("userId" varchar(36) NOT NULL, "week" integer NOT NULL, "views" integer NOT NULL DEFAULT (0), "lastVideos" integer NOT NULL DEFAULT (0), ' +
    'PRIMARY KEY ("userId", "week"), ' +
    'CONSTRAINT "FK_analytics_member_weeks_user" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
};

/** The two sources: a table, its day and count (a view row counts one), and the week column. */
const SOURCES = [
  {
    table: 'analytics_member_days',
    day: 'day',
    count: (row: string) => `${row}.\`views\``,
    into: 'views',
    name: 'days',
  },
  { table: 'analytics_video_viewers', day: 'lastDay', count: () => '1', into: 'lastVideos', name: 'viewers' },
] as const;

function mysqlTriggers(): TriggerSet {
  const week = weekOf.mysql;
  const sourceTriggers = SOURCES.flatMap(({ table, day, count, into, name }): TriggerSet => {
    const add = (row: string) => `
      INSERT INTO \`${TABLE}\` (\`userId\`, \`week\`, \`${into}\`) VALUES (${row}.\`userId\`, ${week(`${row}.\`${day}\``)}, ${count(row)})
        ON DUPLICATE KEY UPDATE \`${into}\` = \`${into}\` + VALUES(\`${into}\`);`;
    const subtract = (row: string) => `
      UPDATE \`${TABLE}\` SET \`${into}\` = \`${into}\` - ${count(row)}
        WHERE \`userId\` = ${row}.\`userId\` AND \`week\` = ${week(`${row}.\`${day}\``)};`;
    const unchanged =
      name === 'days'
        ? `OLD.\`userId\` = NEW.\`userId\` AND OLD.\`day\` = NEW.\`day\` AND OLD.\`views\` = NEW.\`views\``
        : `OLD.\`userId\` = NEW.\`userId\` AND ${week('OLD.`lastDay`')} = ${week('NEW.`lastDay`')}`;
    return [
      [`TR_${table}_member_weeks_insert`, `AFTER INSERT ON \`${table}\` FOR EACH ROW BEGIN ${add('NEW')} END`],
      [
        `TR_${table}_member_weeks_update`,
        `AFTER UPDATE ON \`${table}\` FOR EACH ROW BEGIN
          IF NOT (${unchanged}) THEN ${subtract('OLD')} ${add('NEW')} END IF;
        END`,
      ],
      [`TR_${table}_member_weeks_delete`, `AFTER DELETE ON \`${table}\` FOR EACH ROW BEGIN ${subtract('OLD')} END`],
    ];
  });
  // Some videos' viewer rows, per member and week of their last view, taken out before they go by
  // a cascade (their views leave analytics_member_days by a statement, whose triggers count them).
  const subtractVideos = (videos: string) => `
    UPDATE \`${TABLE}\` w
      JOIN (SELECT \`userId\`, ${week('`lastDay`')} AS \`week\`, COUNT(*) AS n FROM \`analytics_video_viewers\`
            WHERE \`videoId\` IN (${videos}) GROUP BY \`userId\`, ${week('`lastDay`')}) x
        ON x.\`userId\` = w.\`userId\` AND x.\`week\` = w.\`week\`
      SET w.\`lastVideos\` = w.\`lastVideos\` - x.n;`;
  return [
    ...sourceTriggers,
    [
      'TR_videos_member_weeks_delete',
      `BEFORE DELETE ON \`videos\` FOR EACH ROW BEGIN ${subtractVideos('OLD.`id`')} END`,
    ],
    [
      'TR_courses_member_weeks_delete',
      `BEFORE DELETE ON \`courses\` FOR EACH ROW BEGIN ${subtractVideos('SELECT `id` FROM `videos` WHERE `courseId` = OLD.`id`')} END`,
    ],
  ];
}

function sqliteTriggers(): TriggerSet {
  const week = weekOf.sqlite;
  // SQLite runs these for rows going by a foreign key too.
  return SOURCES.flatMap(({ table, day, count, into, name }): TriggerSet => {
    const add = (row: string) => `
      INSERT INTO "${TABLE}" ("userId", "week", "${into}") VALUES (${row}."userId", ${week(`${row}."${day}"`)}, ${count(row).replace(/`/g, '"')})
        ON CONFLICT ("userId", "week") DO UPDATE SET "${into}" = "${into}" + excluded."${into}";`;
    const subtract = (row: string) => `
      UPDATE "${TABLE}" SET "${into}" = "${into}" - ${count(row).replace(/`/g, '"')}
        WHERE "userId" = ${row}."userId" AND "week" = ${week(`${row}."${day}"`)};`;
    const unchanged =
      name === 'days'
        ? `OLD."userId" IS NEW."userId" AND OLD."day" IS NEW."day" AND OLD."views" IS NEW."views"`
        : `OLD."userId" IS NEW."userId" AND ${week('OLD."lastDay"')} IS ${week('NEW."lastDay"')}`;
    return [
      [`TR_${table}_member_weeks_insert`, `AFTER INSERT ON "${table}" FOR EACH ROW BEGIN ${add('NEW')} END`],
      [
        `TR_${table}_member_weeks_update`,
        `AFTER UPDATE ON "${table}" FOR EACH ROW WHEN NOT (${unchanged}) BEGIN ${subtract('OLD')} ${add('NEW')} END`,
      ],
      [`TR_${table}_member_weeks_delete`, `AFTER DELETE ON "${table}" FOR EACH ROW BEGIN ${subtract('OLD')} END`],
    ];
  });
}

const triggers = (driver: RollupDriver) => (driver === 'mysql' ? mysqlTriggers() : sqliteTriggers());

/** Members per statement of a rebuild: each statement's groups fit in memory (MySQL's tmp_table_size). */
const REBUILD_MEMBERS = 2000;

/**
 * Every row computed again from analytics_member_days and analytics_video_viewers, a range of
 * members per statement, each read along its member index: what the migration does, and what the
 * triggers must keep equal.
 */
export async function rebuildMemberWeekRollup(
  queryRunner: Pick<QueryRunner, 'query'>,
  driver: RollupDriver,
): Promise<void> {
  const week = weekOf[driver];
  await queryRunner.query(`DELETE FROM \`${TABLE}\``);
  let after = '';
  for (;;) {
    const keys: Array<{ id: string }> = await queryRunner.query(
      `SELECT \`id\` AS id FROM \`users\` WHERE \`id\` > ? ORDER BY \`id\` LIMIT ${REBUILD_MEMBERS}`,
      [after],
    );
    if (keys.length === 0) return;
    const last = String(keys[keys.length - 1]!.id);
    await queryRunner.query(
      `INSERT INTO \`${TABLE}\` (\`userId\`, \`week\`, \`views\`, \`lastVideos\`)
       SELECT x.\`userId\`, x.\`week\`, SUM(x.\`views\`), SUM(x.\`lastVideos\`) FROM (
         SELECT \`userId\`, ${week('`day`')} AS \`week\`, \`views\`, 0 AS \`lastVideos\` FROM \`analytics_member_days\`
           WHERE \`userId\` > ? AND \`userId\` <= ?
         UNION ALL
         SELECT \`userId\`, ${week('`lastDay`')} AS \`week\`, 0 AS \`views\`, 1 AS \`lastVideos\` FROM \`analytics_video_viewers\`
           WHERE \`userId\` > ? AND \`userId\` <= ?
       ) x WHERE 1 = 1 GROUP BY x.\`userId\`, x.\`week\`${replacing(driver, ['userId', 'week'], ['views', 'lastVideos'])}`,
      [after, last, after, last],
    );
    after = last;
  }
}

export async function createMemberWeekRollup(queryRunner: QueryRunner, driver: RollupDriver): Promise<void> {
  await queryRunner.query(CREATE[driver]);
  // The triggers first, then the rows already there (another process may still be writing). A run
  // cut short (the rebuild of a large academy takes minutes) leaves the table: the next one goes on.
  await replaceTriggers(queryRunner, driver, triggers(driver));
  await rebuildMemberWeekRollup(queryRunner, driver);
}

/** The triggers again, after a bulk load that filled the sources without them (the scale bench). */
export async function restoreMemberWeekTriggers(
  queryRunner: Pick<QueryRunner, 'query'>,
  driver: RollupDriver,
): Promise<void> {
  await replaceTriggers(queryRunner, driver, triggers(driver));
}

export async function dropMemberWeekRollup(queryRunner: QueryRunner, driver: RollupDriver): Promise<void> {
  await dropTriggers(queryRunner, driver, triggers(driver));
  await queryRunner.query(`DROP TABLE \`${TABLE}\``);
}
