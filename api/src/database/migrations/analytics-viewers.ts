import type { QueryRunner } from 'typeorm';
import type { RollupDriver } from './analytics-rollups';

/**
 * Who watched what, and over which days: one row per video and member with a view, its first and
 * last Seoul day (analytics_video_viewers), kept by triggers on video_views in the same statement
 * as every write; and per video and day, how many of those rows end that day
 * (analytics_video_last_days, kept by triggers on the first table), so the viewers of a range that
 * runs to today are a sum of at most a row per day. "Watched video v in days [F, T)" is then read from the row alone unless the
 * member's views of v began before F and went on past T (a range in the past): only then are the
 * views looked at, one index probe. The report's distinct viewers per video and videos started per
 * member read a row per member and video instead of every view.
 *
 * A deleted view recomputes its row from the views left (the (userId, videoId, period) index); a
 * member's or a video's deletion takes the rows with it (ON DELETE CASCADE, which MariaDB/MySQL
 * run without triggers and SQLite with them: either way the rows go). A copy of the rules as
 * written with this migration: later changes need a new one.
 */
const TABLE = 'analytics_video_viewers';
const LAST_DAYS = 'analytics_video_last_days';

const MYSQL_TABLE =
  'CREATE TABLE `analytics_video_viewers` (`videoId` varchar(36) NOT NULL, `userId` varchar(36) NOT NULL, `firstDay` int NOT NULL, `lastDay` int NOT NULL, ' +
  'PRIMARY KEY (`videoId`, `userId`), INDEX `IDX_analytics_video_viewers_last` (`lastDay`, `videoId`, `firstDay`), ' +
  'INDEX `IDX_analytics_video_viewers_member` (`userId`, `lastDay`, `firstDay`), ' +
  'CONSTRAINT `FK_analytics_video_viewers_video` FOREIGN KEY (`videoId`) REFERENCES `videos` (`id`) ON DELETE CASCADE ON UPDATE NO ACTION, ' +
  'CONSTRAINT `FK_analytics_video_viewers_user` FOREIGN KEY (`userId`) REFERENCES `users` (`id`) ON DELETE CASCADE ON UPDATE NO ACTION) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci';

const MYSQL_LAST_DAYS =
  'CREATE TABLE `analytics_video_last_days` (`videoId` varchar(36) NOT NULL, `day` int NOT NULL, `viewers` int NOT NULL DEFAULT 0, ' +
  'PRIMARY KEY (`videoId`, `day`), INDEX `IDX_analytics_video_last_days_day` (`day`, `videoId`, `viewers`), ' +
  'CONSTRAINT `FK_analytics_video_last_days_video` FOREIGN KEY (`videoId`) REFERENCES `videos` (`id`) ON DELETE CASCADE ON UPDATE NO ACTION) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci';

const SQLITE_LAST_DAYS = [
  'CREATE TABLE "analytics_video_last_days" ("videoId" varchar(36) NOT NULL, "day" integer NOT NULL, "viewers" integer NOT NULL DEFAULT (0), ' +
    'PRIMARY KEY ("videoId", "day"), ' +
    'CONSTRAINT "FK_analytics_video_last_days_video" FOREIGN KEY ("videoId") REFERENCES "videos" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
  'CREATE INDEX "IDX_analytics_video_last_days_day" ON "analytics_video_last_days" ("day", "videoId", "viewers")',
];

const SQLITE_TABLE = [
  'CREATE TABLE "analytics_video_viewers" ("videoId" varchar(36) NOT NULL, "userId" varchar(36) NOT NULL, "firstDay" integer NOT NULL, "lastDay" integer NOT NULL, ' +
    'PRIMARY KEY ("videoId", "userId"), ' +
    'CONSTRAINT "FK_analytics_video_viewers_video" FOREIGN KEY ("videoId") REFERENCES "videos" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, ' +
    'CONSTRAINT "FK_analytics_video_viewers_user" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
  'CREATE INDEX "IDX_analytics_video_viewers_last" ON "analytics_video_viewers" ("lastDay", "videoId", "firstDay")',
  'CREATE INDEX "IDX_analytics_video_viewers_member" ON "analytics_video_viewers" ("userId", "lastDay", "firstDay")',
];

/** A half-hour period's Seoul day, as analytics-rollups writes it for each driver. */
const dayOf: Record<RollupDriver, (period: string) => string> = {
  mysql: (period) => `FLOOR((${period} + 18) / 48)`,
  sqlite: (period) => `((${period} + 18) / 48)`,
};

function mysqlTriggers(): Array<[string, string]> {
  const day = dayOf.mysql;
  const add = (row: string) => `
    IF ${row}.\`userId\` IS NOT NULL THEN
      INSERT INTO \`${TABLE}\` (\`videoId\`, \`userId\`, \`firstDay\`, \`lastDay\`)
        VALUES (${row}.\`videoId\`, ${row}.\`userId\`, ${day(`${row}.\`period\``)}, ${day(`${row}.\`period\``)})
        ON DUPLICATE KEY UPDATE \`firstDay\` = LEAST(\`firstDay\`, VALUES(\`firstDay\`)), \`lastDay\` = GREATEST(\`lastDay\`, VALUES(\`lastDay\`));
    END IF;`;
  const recompute = (row: string) => `
    IF ${row}.\`userId\` IS NOT NULL THEN
      DELETE FROM \`${TABLE}\` WHERE \`videoId\` = ${row}.\`videoId\` AND \`userId\` = ${row}.\`userId\`
        AND NOT EXISTS (SELECT 1 FROM \`video_views\` v WHERE v.\`userId\` = ${row}.\`userId\` AND v.\`videoId\` = ${row}.\`videoId\`);
      UPDATE \`${TABLE}\` a SET
          a.\`firstDay\` = (SELECT ${day('MIN(v.`period`)')} FROM \`video_views\` v WHERE v.\`userId\` = a.\`userId\` AND v.\`videoId\` = a.\`videoId\`),
          a.\`lastDay\` = (SELECT ${day('MAX(v.`period`)')} FROM \`video_views\` v WHERE v.\`userId\` = a.\`userId\` AND v.\`videoId\` = a.\`videoId\`)
        WHERE a.\`videoId\` = ${row}.\`videoId\` AND a.\`userId\` = ${row}.\`userId\`;
    END IF;`;
  const countIn = (row: string) => `
    INSERT INTO \`${LAST_DAYS}\` (\`videoId\`, \`day\`, \`viewers\`) VALUES (${row}.\`videoId\`, ${row}.\`lastDay\`, 1)
      ON DUPLICATE KEY UPDATE \`viewers\` = \`viewers\` + 1;`;
  const countOut = (row: string) => `
    UPDATE \`${LAST_DAYS}\` SET \`viewers\` = \`viewers\` - 1 WHERE \`videoId\` = ${row}.\`videoId\` AND \`day\` = ${row}.\`lastDay\`;`;
  return [
    ['TR_analytics_video_viewers_insert', `AFTER INSERT ON \`${TABLE}\` FOR EACH ROW BEGIN ${countIn('NEW')} END`],
    ['TR_analytics_video_viewers_delete', `AFTER DELETE ON \`${TABLE}\` FOR EACH ROW BEGIN ${countOut('OLD')} END`],
    [
      'TR_analytics_video_viewers_update',
      `AFTER UPDATE ON \`${TABLE}\` FOR EACH ROW BEGIN
        IF NOT (OLD.\`videoId\` = NEW.\`videoId\` AND OLD.\`lastDay\` = NEW.\`lastDay\`) THEN ${countOut('OLD')} ${countIn('NEW')} END IF;
      END`,
    ],
    [
      // A member's rows go by their foreign key, which MariaDB/MySQL run without triggers: the
      // days they ended on are counted out first.
      'TR_users_viewers_delete',
      `BEFORE DELETE ON \`users\` FOR EACH ROW BEGIN
        UPDATE \`${LAST_DAYS}\` d JOIN \`${TABLE}\` a ON a.\`videoId\` = d.\`videoId\` AND a.\`lastDay\` = d.\`day\` AND a.\`userId\` = OLD.\`id\`
          SET d.\`viewers\` = d.\`viewers\` - 1;
      END`,
    ],
    ['TR_video_views_viewers_insert', `AFTER INSERT ON \`video_views\` FOR EACH ROW BEGIN ${add('NEW')} END`],
    ['TR_video_views_viewers_delete', `AFTER DELETE ON \`video_views\` FOR EACH ROW BEGIN ${recompute('OLD')} END`],
    [
      'TR_video_views_viewers_update',
      `AFTER UPDATE ON \`video_views\` FOR EACH ROW BEGIN
        IF NOT (OLD.\`videoId\` <=> NEW.\`videoId\` AND OLD.\`userId\` <=> NEW.\`userId\` AND OLD.\`period\` <=> NEW.\`period\`) THEN ${recompute('OLD')} ${add('NEW')} END IF;
      END`,
    ],
  ];
}

function sqliteTriggers(): Array<[string, string]> {
  const day = dayOf.sqlite;
  const add = (row: string) => `
    INSERT INTO "${TABLE}" ("videoId", "userId", "firstDay", "lastDay")
      SELECT ${row}."videoId", ${row}."userId", ${day(`${row}."period"`)}, ${day(`${row}."period"`)} WHERE ${row}."userId" IS NOT NULL
      ON CONFLICT ("videoId", "userId") DO UPDATE SET "firstDay" = MIN("firstDay", excluded."firstDay"), "lastDay" = MAX("lastDay", excluded."lastDay");`;
  const recompute = (row: string) => `
    DELETE FROM "${TABLE}" WHERE "videoId" = ${row}."videoId" AND "userId" = ${row}."userId"
      AND NOT EXISTS (SELECT 1 FROM "video_views" v WHERE v."userId" = ${row}."userId" AND v."videoId" = ${row}."videoId");
    UPDATE "${TABLE}" SET
        "firstDay" = (SELECT ${day('MIN(v."period")')} FROM "video_views" v WHERE v."userId" = ${row}."userId" AND v."videoId" = ${row}."videoId"),
        "lastDay" = (SELECT ${day('MAX(v."period")')} FROM "video_views" v WHERE v."userId" = ${row}."userId" AND v."videoId" = ${row}."videoId")
      WHERE "videoId" = ${row}."videoId" AND "userId" = ${row}."userId";`;
  const countIn = (row: string) => `
    INSERT INTO "${LAST_DAYS}" ("videoId", "day", "viewers") VALUES (${row}."videoId", ${row}."lastDay", 1)
      ON CONFLICT ("videoId", "day") DO UPDATE SET "viewers" = "viewers" + 1;`;
  const countOut = (row: string) => `
    UPDATE "${LAST_DAYS}" SET "viewers" = "viewers" - 1 WHERE "videoId" = ${row}."videoId" AND "day" = ${row}."lastDay";`;
  return [
    // SQLite runs these for a member's or a video's rows going by their foreign key too.
    ['TR_analytics_video_viewers_insert', `AFTER INSERT ON "${TABLE}" FOR EACH ROW BEGIN ${countIn('NEW')} END`],
    ['TR_analytics_video_viewers_delete', `AFTER DELETE ON "${TABLE}" FOR EACH ROW BEGIN ${countOut('OLD')} END`],
    [
      'TR_analytics_video_viewers_update',
      `AFTER UPDATE ON "${TABLE}" FOR EACH ROW WHEN NOT (OLD."videoId" IS NEW."videoId" AND OLD."lastDay" IS NEW."lastDay")
       BEGIN ${countOut('OLD')} ${countIn('NEW')} END`,
    ],
    ['TR_video_views_viewers_insert', `AFTER INSERT ON "video_views" FOR EACH ROW BEGIN ${add('NEW')} END`],
    [
      'TR_video_views_viewers_delete',
      `AFTER DELETE ON "video_views" FOR EACH ROW WHEN OLD."userId" IS NOT NULL BEGIN ${recompute('OLD')} END`,
    ],
    [
      'TR_video_views_viewers_update',
      // A member's deletion sets their views' userId to NULL: the row left behind is recomputed.
      `AFTER UPDATE ON "video_views" FOR EACH ROW WHEN NOT (OLD."videoId" IS NEW."videoId" AND OLD."userId" IS NEW."userId" AND OLD."period" IS NEW."period")
       BEGIN ${recompute('OLD')} ${add('NEW')} END`,
    ],
  ];
}

const triggers = (driver: RollupDriver) => (driver === 'mysql' ? mysqlTriggers() : sqliteTriggers());
const quoted = (driver: RollupDriver, name: string) => (driver === 'mysql' ? `\`${name}\`` : `"${name}"`);

/**
 * Every row computed again from video_views: what the migration does, and what the triggers must
 * keep equal. The rows go in without the first table's triggers (row by row they would take the
 * largest academy an hour), which come back before the last days are counted from the rows: a
 * view written meanwhile changes the first table alone, and the count that follows includes it.
 */
export async function rebuildViewerRollup(
  queryRunner: Pick<QueryRunner, 'query'>,
  driver: RollupDriver,
): Promise<void> {
  const day = dayOf[driver];
  const own = triggers(driver).filter(([name]) => name.startsWith(`TR_${TABLE}_`));
  for (const [name] of own) await queryRunner.query(`DROP TRIGGER IF EXISTS ${quoted(driver, name)}`);
  await queryRunner.query(`DELETE FROM \`${TABLE}\``);
  // Grouped in the order of UQ_video_views_member_period (userId, videoId, period), and the last
  // days below in that of IDX_analytics_video_viewers_last: each read in index order, without a
  // temporary table of fifteen million groups.
  await queryRunner.query(
    `INSERT INTO \`${TABLE}\` (\`videoId\`, \`userId\`, \`firstDay\`, \`lastDay\`)
     SELECT \`videoId\`, \`userId\`, ${day('MIN(`period`)')}, ${day('MAX(`period`)')} FROM \`video_views\`
     WHERE \`userId\` IS NOT NULL GROUP BY \`userId\`, \`videoId\``,
  );
  for (const [name, body] of own) await queryRunner.query(`CREATE TRIGGER ${quoted(driver, name)} ${body}`);
  await queryRunner.query(`DELETE FROM \`${LAST_DAYS}\``);
  await queryRunner.query(
    `INSERT INTO \`${LAST_DAYS}\` (\`videoId\`, \`day\`, \`viewers\`)
     SELECT \`videoId\`, \`lastDay\`, COUNT(*) FROM \`${TABLE}\` GROUP BY \`lastDay\`, \`videoId\``,
  );
}

export async function createViewerRollup(queryRunner: QueryRunner, driver: RollupDriver): Promise<void> {
  const tables = driver === 'mysql' ? [MYSQL_TABLE, MYSQL_LAST_DAYS] : [...SQLITE_TABLE, ...SQLITE_LAST_DAYS];
  for (const sql of tables) await queryRunner.query(sql);
  // The triggers first, then the rows already there (another process may still be writing).
  for (const [name, body] of triggers(driver))
    await queryRunner.query(`CREATE TRIGGER ${quoted(driver, name)} ${body}`);
  await rebuildViewerRollup(queryRunner, driver);
}

/** The triggers again, after a bulk load that ran without them (the scale bench) or a rebuilt video_views. */
export async function restoreViewerTriggers(queryRunner: QueryRunner, driver: RollupDriver): Promise<void> {
  for (const [name, body] of triggers(driver)) {
    await queryRunner.query(`DROP TRIGGER IF EXISTS ${quoted(driver, name)}`);
    await queryRunner.query(`CREATE TRIGGER ${quoted(driver, name)} ${body}`);
  }
}

export async function dropViewerRollup(queryRunner: QueryRunner, driver: RollupDriver): Promise<void> {
  for (const [name] of triggers(driver)) await queryRunner.query(`DROP TRIGGER IF EXISTS ${quoted(driver, name)}`);
  await queryRunner.query(`DROP TABLE \`${LAST_DAYS}\``);
  await queryRunner.query(`DROP TABLE \`${TABLE}\``);
}
