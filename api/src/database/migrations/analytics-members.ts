import type { QueryRunner } from 'typeorm';
import type { RollupDriver } from './analytics-rollups';
import { createTriggers, dropTriggers, replaceTriggers, type TriggerSet } from './trigger-sets';

/**
 * Each member's latest figures, one row per member (analytics_members): the last Seoul day they
 * had views on (from analytics_member_days) and their last progress save (video_progress). The
 * report's summary counts the members who watched in a range ending today from these rows alone,
 * and the members table sorts by last activity without grouping every progress row; a range that
 * ends in the past looks further only for the members whose last day falls after it.
 *
 * Kept by triggers in the same statement as every write: on analytics_member_days (itself kept by
 * the triggers on video_views, so a view reaches both) and on video_progress, and on MariaDB/MySQL
 * (whose cascaded deletes run no trigger) on videos and courses. A member's deletion takes the row
 * with it (ON DELETE CASCADE). A copy of the rules as written with this migration:
 * later changes need a new one.
 */
const TABLE = 'analytics_members';

const MYSQL_TABLE =
  'CREATE TABLE `analytics_members` (`userId` varchar(36) NOT NULL, `lastDay` int NULL, `lastActivity` datetime(3) NULL, ' +
  'PRIMARY KEY (`userId`), INDEX `IDX_analytics_members_last_day` (`lastDay`, `userId`), ' +
  'INDEX `IDX_analytics_members_last_activity` (`lastActivity`, `userId`), ' +
  'CONSTRAINT `FK_analytics_members_user` FOREIGN KEY (`userId`) REFERENCES `users` (`id`) ON DELETE CASCADE ON UPDATE NO ACTION) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci';

const SQLITE_TABLE = [
  'CREATE TABLE "analytics_members" ("userId" varchar(36) PRIMARY KEY NOT NULL, "lastDay" integer, "lastActivity" datetime(3), ' +
    'CONSTRAINT "FK_analytics_members_user" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
  'CREATE INDEX "IDX_analytics_members_last_day" ON "analytics_members" ("lastDay", "userId")',
  'CREATE INDEX "IDX_analytics_members_last_activity" ON "analytics_members" ("lastActivity", "userId")',
];

/** A member's figure computed again from the rows: only when the row that held it changes. */
const LAST_DAY = (user: string) =>
  `(SELECT MAX(m.\`day\`) FROM \`analytics_member_days\` m WHERE m.\`userId\` = ${user} AND m.\`views\` > 0)`;
const LAST_ACTIVITY = (user: string) =>
  `(SELECT MAX(p.\`updatedAt\`) FROM \`video_progress\` p WHERE p.\`userId\` = ${user})`;

function mysqlTriggers(): TriggerSet {
  const laterDay = (row: string) => `
    INSERT INTO \`${TABLE}\` (\`userId\`, \`lastDay\`) VALUES (${row}.\`userId\`, ${row}.\`day\`)
      ON DUPLICATE KEY UPDATE \`lastDay\` = GREATEST(COALESCE(\`lastDay\`, VALUES(\`lastDay\`)), VALUES(\`lastDay\`));`;
  // Only a day that was the member's last can change it.
  const recountDay = (row: string) => `
    UPDATE \`${TABLE}\` SET \`lastDay\` = ${LAST_DAY(`${row}.\`userId\``)} WHERE \`userId\` = ${row}.\`userId\` AND \`lastDay\` <= ${row}.\`day\`;`;
  const laterActivity = (row: string) => `
    IF ${row}.\`userId\` IS NOT NULL THEN
      INSERT INTO \`${TABLE}\` (\`userId\`, \`lastActivity\`) VALUES (${row}.\`userId\`, ${row}.\`updatedAt\`)
        ON DUPLICATE KEY UPDATE \`lastActivity\` = GREATEST(COALESCE(\`lastActivity\`, VALUES(\`lastActivity\`)), VALUES(\`lastActivity\`));
    END IF;`;
  const recountActivity = (row: string) => `
    IF ${row}.\`userId\` IS NOT NULL THEN
      UPDATE \`${TABLE}\` SET \`lastActivity\` = ${LAST_ACTIVITY(`${row}.\`userId\``)}
        WHERE \`userId\` = ${row}.\`userId\` AND \`lastActivity\` <= ${row}.\`updatedAt\`;
    END IF;`;
  // A video's or a course's progress rows go by their foreign key, which MariaDB/MySQL run without
  // triggers: their members' last saves are found first among the rows that stay.
  const recountWithout = (videos: string) => `
    UPDATE \`${TABLE}\` a JOIN (SELECT DISTINCT p.\`userId\` FROM \`video_progress\` p WHERE p.\`videoId\` IN (${videos}) AND p.\`userId\` IS NOT NULL) x
        ON x.\`userId\` = a.\`userId\`
      SET a.\`lastActivity\` = (SELECT MAX(q.\`updatedAt\`) FROM \`video_progress\` q WHERE q.\`userId\` = a.\`userId\` AND q.\`videoId\` NOT IN (${videos}));`;
  const sameDay = 'OLD.`userId` = NEW.`userId` AND OLD.`day` = NEW.`day`';
  return [
    [
      'TR_analytics_member_days_members_insert',
      `AFTER INSERT ON \`analytics_member_days\` FOR EACH ROW BEGIN IF NEW.\`views\` > 0 THEN ${laterDay('NEW')} END IF; END`,
    ],
    [
      'TR_analytics_member_days_members_update',
      // A view adds to a day (nothing moves unless the day was empty); a deleted one may empty it.
      `AFTER UPDATE ON \`analytics_member_days\` FOR EACH ROW BEGIN
        IF NEW.\`views\` > 0 AND NOT (OLD.\`views\` > 0 AND ${sameDay}) THEN ${laterDay('NEW')} END IF;
        IF OLD.\`views\` > 0 AND NOT (NEW.\`views\` > 0 AND ${sameDay}) THEN ${recountDay('OLD')} END IF;
      END`,
    ],
    [
      'TR_analytics_member_days_members_delete',
      `AFTER DELETE ON \`analytics_member_days\` FOR EACH ROW BEGIN IF OLD.\`views\` > 0 THEN ${recountDay('OLD')} END IF; END`,
    ],
    [
      'TR_video_progress_members_insert',
      `AFTER INSERT ON \`video_progress\` FOR EACH ROW BEGIN ${laterActivity('NEW')} END`,
    ],
    [
      'TR_video_progress_members_update',
      // Every saved position moves updatedAt forward: then it is one upsert.
      `AFTER UPDATE ON \`video_progress\` FOR EACH ROW BEGIN
        IF OLD.\`userId\` <=> NEW.\`userId\` AND NEW.\`updatedAt\` >= OLD.\`updatedAt\` THEN
          IF NEW.\`updatedAt\` > OLD.\`updatedAt\` THEN ${laterActivity('NEW')} END IF;
        ELSE ${recountActivity('OLD')} ${laterActivity('NEW')}
        END IF;
      END`,
    ],
    [
      'TR_video_progress_members_delete',
      `AFTER DELETE ON \`video_progress\` FOR EACH ROW BEGIN ${recountActivity('OLD')} END`,
    ],
    ['TR_videos_members_delete', `BEFORE DELETE ON \`videos\` FOR EACH ROW BEGIN ${recountWithout('OLD.`id`')} END`],
    [
      'TR_courses_members_delete',
      `BEFORE DELETE ON \`courses\` FOR EACH ROW BEGIN ${recountWithout('SELECT `id` FROM `videos` WHERE `courseId` = OLD.`id`')} END`,
    ],
  ];
}

function sqliteTriggers(): TriggerSet {
  const laterDay = (row: string) => `
    INSERT INTO "${TABLE}" ("userId", "lastDay") SELECT ${row}."userId", ${row}."day" WHERE ${row}."views" > 0
      ON CONFLICT ("userId") DO UPDATE SET "lastDay" = MAX(COALESCE("lastDay", excluded."lastDay"), excluded."lastDay");`;
  const recountDay = (row: string) => `
    UPDATE "${TABLE}" SET "lastDay" = ${LAST_DAY(`${row}."userId"`)} WHERE "userId" = ${row}."userId" AND "lastDay" <= ${row}."day";`;
  const laterActivity = (row: string) => `
    INSERT INTO "${TABLE}" ("userId", "lastActivity") SELECT ${row}."userId", ${row}."updatedAt" WHERE ${row}."userId" IS NOT NULL
      ON CONFLICT ("userId") DO UPDATE SET "lastActivity" = MAX(COALESCE("lastActivity", excluded."lastActivity"), excluded."lastActivity");`;
  const recountActivity = (row: string) => `
    UPDATE "${TABLE}" SET "lastActivity" = ${LAST_ACTIVITY(`${row}."userId"`)}
      WHERE ${row}."userId" IS NOT NULL AND "userId" = ${row}."userId" AND "lastActivity" <= ${row}."updatedAt";`;
  return [
    [
      'TR_analytics_member_days_members_insert',
      `AFTER INSERT ON "analytics_member_days" FOR EACH ROW WHEN NEW."views" > 0 BEGIN ${laterDay('NEW')} END`,
    ],
    [
      'TR_analytics_member_days_members_update',
      `AFTER UPDATE ON "analytics_member_days" FOR EACH ROW
       WHEN NOT ((OLD."views" > 0) IS (NEW."views" > 0) AND OLD."userId" IS NEW."userId" AND OLD."day" IS NEW."day")
       BEGIN ${recountDay('OLD')} ${laterDay('NEW')} END`,
    ],
    [
      'TR_analytics_member_days_members_delete',
      // SQLite runs this for a member's days going with the member too: their row is gone already.
      `AFTER DELETE ON "analytics_member_days" FOR EACH ROW WHEN OLD."views" > 0 BEGIN ${recountDay('OLD')} END`,
    ],
    [
      'TR_video_progress_members_insert',
      `AFTER INSERT ON "video_progress" FOR EACH ROW BEGIN ${laterActivity('NEW')} END`,
    ],
    [
      'TR_video_progress_members_update',
      `AFTER UPDATE ON "video_progress" FOR EACH ROW WHEN OLD."userId" IS NEW."userId" AND NEW."updatedAt" > OLD."updatedAt"
       BEGIN ${laterActivity('NEW')} END`,
    ],
    [
      'TR_video_progress_members_moved',
      // A member's deletion sets their rows' userId to NULL: the recount finds their row gone.
      `AFTER UPDATE ON "video_progress" FOR EACH ROW WHEN NOT (OLD."userId" IS NEW."userId") OR NEW."updatedAt" < OLD."updatedAt"
       BEGIN ${recountActivity('OLD')} ${laterActivity('NEW')} END`,
    ],
    [
      'TR_video_progress_members_delete',
      `AFTER DELETE ON "video_progress" FOR EACH ROW BEGIN ${recountActivity('OLD')} END`,
    ],
  ];
}

const triggers = (driver: RollupDriver) => (driver === 'mysql' ? mysqlTriggers() : sqliteTriggers());

/**
 * Every row computed again from analytics_member_days and video_progress: what the migration does,
 * and what the triggers must keep equal. Each source is grouped along its key led by the member
 * (the primary key, IDX_video_progress_member_activity), so neither needs a temporary table.
 */
export async function rebuildMemberRollup(queryRunner: Pick<QueryRunner, 'query'>): Promise<void> {
  await queryRunner.query(`DELETE FROM \`${TABLE}\``);
  await queryRunner.query(
    `INSERT INTO \`${TABLE}\` (\`userId\`, \`lastDay\`, \`lastActivity\`)
     SELECT x.\`userId\`, MAX(x.\`lastDay\`), MAX(x.\`lastActivity\`) FROM (
       SELECT \`userId\`, MAX(\`day\`) AS \`lastDay\`, NULL AS \`lastActivity\` FROM \`analytics_member_days\`
       WHERE \`views\` > 0 GROUP BY \`userId\`
       UNION ALL
       SELECT \`userId\`, NULL AS \`lastDay\`, MAX(\`updatedAt\`) AS \`lastActivity\` FROM \`video_progress\`
       WHERE \`userId\` IS NOT NULL GROUP BY \`userId\`
     ) x GROUP BY x.\`userId\``,
  );
}

export async function createMemberRollup(queryRunner: QueryRunner, driver: RollupDriver): Promise<void> {
  for (const sql of driver === 'mysql' ? [MYSQL_TABLE] : SQLITE_TABLE) await queryRunner.query(sql);
  // The triggers first, then the rows already there (another process may still be writing).
  await createTriggers(queryRunner, driver, triggers(driver));
  await rebuildMemberRollup(queryRunner);
}

/** The triggers again, after a bulk load that ran without them or a rebuilt source table. */
export async function restoreMemberTriggers(
  queryRunner: Pick<QueryRunner, 'query'>,
  driver: RollupDriver,
): Promise<void> {
  await replaceTriggers(queryRunner, driver, triggers(driver));
}

export async function dropMemberRollup(queryRunner: QueryRunner, driver: RollupDriver): Promise<void> {
  await dropTriggers(queryRunner, driver, triggers(driver));
  await queryRunner.query(`DROP TABLE \`${TABLE}\``);
}
