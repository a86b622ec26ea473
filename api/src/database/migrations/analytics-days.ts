import type { QueryRunner } from 'typeorm';
import type { RollupDriver } from './analytics-rollups';
import { createTriggers, dropTriggers, replaceTriggers, type TriggerSet } from './trigger-sets';

/**
 * The whole academy's views and completions per Seoul day (analytics_days), so the report without
 * a course reads a row per day instead of a row per video and day: the summary's totals and the
 * daily chart. Kept by triggers on analytics_video_days (itself kept by the triggers on video_views
 * and video_progress) in the same statement as every write, and on MariaDB/MySQL, whose cascades
 * run no trigger, by triggers that take a deleted video's or course's days out first. A copy of
 * the rules as written with this migration: later changes need a new one.
 */
const TABLE = 'analytics_days';

const CREATE: Record<RollupDriver, string> = {
  mysql:
    'CREATE TABLE `analytics_days` (`day` int NOT NULL, `views` int NOT NULL DEFAULT 0, `completions` int NOT NULL DEFAULT 0, ' +
    'PRIMARY KEY (`day`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci',
  sqlite:
    'CREATE TABLE "analytics_days" ("day" integer PRIMARY KEY NOT NULL, "views" integer NOT NULL DEFAULT (0), "completions" integer NOT NULL DEFAULT (0))',
};

function mysqlTriggers(): TriggerSet {
  const add = (row: string) => `
    INSERT INTO \`${TABLE}\` (\`day\`, \`views\`, \`completions\`) VALUES (${row}.\`day\`, ${row}.\`views\`, ${row}.\`completions\`)
      ON DUPLICATE KEY UPDATE \`views\` = \`views\` + VALUES(\`views\`), \`completions\` = \`completions\` + VALUES(\`completions\`);`;
  const subtract = (row: string) => `
    UPDATE \`${TABLE}\` SET \`views\` = \`views\` - ${row}.\`views\`, \`completions\` = \`completions\` - ${row}.\`completions\`
      WHERE \`day\` = ${row}.\`day\`;`;
  // The days of some videos, summed per day, taken out before their rows go by a cascade.
  const subtractVideos = (videos: string) => `
    UPDATE \`${TABLE}\` d
      JOIN (SELECT \`day\`, SUM(\`views\`) AS views, SUM(\`completions\`) AS completions FROM \`analytics_video_days\`
            WHERE \`videoId\` IN (${videos}) GROUP BY \`day\`) x ON x.\`day\` = d.\`day\`
      SET d.\`views\` = d.\`views\` - x.views, d.\`completions\` = d.\`completions\` - x.completions;`;
  return [
    [
      'TR_analytics_video_days_days_insert',
      `AFTER INSERT ON \`analytics_video_days\` FOR EACH ROW BEGIN ${add('NEW')} END`,
    ],
    [
      'TR_analytics_video_days_days_update',
      // A view or a completion is one more on a day: one row moves by the difference.
      `AFTER UPDATE ON \`analytics_video_days\` FOR EACH ROW BEGIN
        IF OLD.\`day\` = NEW.\`day\` THEN
          UPDATE \`${TABLE}\` SET \`views\` = \`views\` + (NEW.\`views\` - OLD.\`views\`),
                 \`completions\` = \`completions\` + (NEW.\`completions\` - OLD.\`completions\`) WHERE \`day\` = NEW.\`day\`;
        ELSE ${subtract('OLD')} ${add('NEW')}
        END IF;
      END`,
    ],
    [
      'TR_analytics_video_days_days_delete',
      `AFTER DELETE ON \`analytics_video_days\` FOR EACH ROW BEGIN ${subtract('OLD')} END`,
    ],
    ['TR_videos_days_delete', `BEFORE DELETE ON \`videos\` FOR EACH ROW BEGIN ${subtractVideos('OLD.`id`')} END`],
    [
      'TR_courses_days_delete',
      `BEFORE DELETE ON \`courses\` FOR EACH ROW BEGIN ${subtractVideos('SELECT `id` FROM `videos` WHERE `courseId` = OLD.`id`')} END`,
    ],
  ];
}

function sqliteTriggers(): TriggerSet {
  const add = (row: string) => `
    INSERT INTO "${TABLE}" ("day", "views", "completions") VALUES (${row}."day", ${row}."views", ${row}."completions")
      ON CONFLICT ("day") DO UPDATE SET "views" = "views" + excluded."views", "completions" = "completions" + excluded."completions";`;
  const subtract = (row: string) => `
    UPDATE "${TABLE}" SET "views" = "views" - ${row}."views", "completions" = "completions" - ${row}."completions"
      WHERE "day" = ${row}."day";`;
  // SQLite runs these for a video's or a course's days going by their foreign key too.
  return [
    [
      'TR_analytics_video_days_days_insert',
      `AFTER INSERT ON "analytics_video_days" FOR EACH ROW BEGIN ${add('NEW')} END`,
    ],
    [
      'TR_analytics_video_days_days_update',
      `AFTER UPDATE ON "analytics_video_days" FOR EACH ROW BEGIN ${subtract('OLD')} ${add('NEW')} END`,
    ],
    [
      'TR_analytics_video_days_days_delete',
      `AFTER DELETE ON "analytics_video_days" FOR EACH ROW BEGIN ${subtract('OLD')} END`,
    ],
  ];
}

const triggers = (driver: RollupDriver) => (driver === 'mysql' ? mysqlTriggers() : sqliteTriggers());

/**
 * Every row computed again from analytics_video_days, read along its day index: what the
 * migration does, and what the triggers must keep equal.
 */
export async function rebuildDayRollup(queryRunner: Pick<QueryRunner, 'query'>): Promise<void> {
  await queryRunner.query(`DELETE FROM \`${TABLE}\``);
  await queryRunner.query(
    `INSERT INTO \`${TABLE}\` (\`day\`, \`views\`, \`completions\`)
     SELECT \`day\`, SUM(\`views\`), SUM(\`completions\`) FROM \`analytics_video_days\` GROUP BY \`day\``,
  );
}

export async function createDayRollup(queryRunner: QueryRunner, driver: RollupDriver): Promise<void> {
  await queryRunner.query(CREATE[driver]);
  // The triggers first, then the rows already there (another process may still be writing).
  await createTriggers(queryRunner, driver, triggers(driver));
  await rebuildDayRollup(queryRunner);
}

/** The triggers again, after a bulk load that filled analytics_video_days without them (the scale bench). */
export async function restoreDayTriggers(queryRunner: Pick<QueryRunner, 'query'>, driver: RollupDriver): Promise<void> {
  await replaceTriggers(queryRunner, driver, triggers(driver));
}

export async function dropDayRollup(queryRunner: QueryRunner, driver: RollupDriver): Promise<void> {
  await dropTriggers(queryRunner, driver, triggers(driver));
  await queryRunner.query(`DROP TABLE \`${TABLE}\``);
}
