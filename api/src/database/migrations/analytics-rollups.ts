import type { QueryRunner } from 'typeorm';

/**
 * The viewing report's rollups, kept by triggers in the same statement as every write to
 * video_views and video_progress (the API's, an import's or a hand-made one alike), so a report
 * reads at most one row per video and Seoul day instead of every view:
 *
 *   analytics_video_days     (videoId, day) → views recorded and videos completed that Seoul day
 *   analytics_member_days    (userId, day)  → views of one member that Seoul day
 *   analytics_video_progress (videoId)      → members who started it, completed it, and the sum of
 *                                              their furthest point as a fraction of the duration
 *
 * A Seoul day is days since 1970-01-01 in Seoul (UTC+9 all year): (period + 18) DIV 48 for a
 * half-hour period, (seconds since the epoch + 32400) DIV 86400 for a stored UTC time.
 *
 * Deletes by a foreign key: each rollup has the parent it follows (video or member) with ON DELETE
 * CASCADE. SQLite runs the child tables' triggers for cascaded deletes and SET NULL; MariaDB/MySQL
 * never do, so there a member's deletion (their progress rows go) and a video's or course's
 * deletion (their views go from the members' days) are taken out by BEFORE DELETE triggers on
 * the parents. A copy of the rules as written with this migration: later changes need a new one.
 */
export type RollupDriver = 'mysql' | 'sqlite';

const fraction = (row: string) =>
  `CASE WHEN ${row}.\`duration\` <= 0 THEN 0 WHEN ${row}.\`furthest\` >= ${row}.\`duration\` THEN 1 ELSE ${row}.\`furthest\` / ${row}.\`duration\` END`;

interface Days {
  ofPeriod(column: string): string;
  ofTime(column: string): string;
}

const DAYS: Record<RollupDriver, Days> = {
  mysql: {
    ofPeriod: (column) => `FLOOR((${column} + 18) / 48)`,
    // TIMESTAMPDIFF reads the stored UTC text as it is, whatever the session's time zone.
    ofTime: (column) => `FLOOR((TIMESTAMPDIFF(SECOND, '1970-01-01 00:00:00', ${column}) + 32400) / 86400)`,
  },
  sqlite: {
    ofPeriod: (column) => `((${column} + 18) / 48)`,
    ofTime: (column) => `((CAST(strftime('%s', ${column}) AS INTEGER) + 32400) / 86400)`,
  },
};

const MYSQL_TABLES = [
  'CREATE TABLE `analytics_video_days` (`videoId` varchar(36) NOT NULL, `day` int NOT NULL, `views` int NOT NULL DEFAULT 0, `completions` int NOT NULL DEFAULT 0, ' +
    'PRIMARY KEY (`videoId`, `day`), INDEX `IDX_analytics_video_days_day` (`day`, `videoId`, `views`, `completions`), ' +
    'CONSTRAINT `FK_analytics_video_days_video` FOREIGN KEY (`videoId`) REFERENCES `videos` (`id`) ON DELETE CASCADE ON UPDATE NO ACTION) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci',
  'CREATE TABLE `analytics_member_days` (`userId` varchar(36) NOT NULL, `day` int NOT NULL, `views` int NOT NULL DEFAULT 0, PRIMARY KEY (`userId`, `day`), ' +
    'CONSTRAINT `FK_analytics_member_days_user` FOREIGN KEY (`userId`) REFERENCES `users` (`id`) ON DELETE CASCADE ON UPDATE NO ACTION) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci',
  'CREATE TABLE `analytics_video_progress` (`videoId` varchar(36) NOT NULL, `started` int NOT NULL DEFAULT 0, `completed` int NOT NULL DEFAULT 0, `furthestSum` double NOT NULL DEFAULT 0, ' +
    'PRIMARY KEY (`videoId`), CONSTRAINT `FK_analytics_video_progress_video` FOREIGN KEY (`videoId`) REFERENCES `videos` (`id`) ON DELETE CASCADE ON UPDATE NO ACTION) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci',
];

const SQLITE_TABLES = [
  'CREATE TABLE "analytics_video_days" ("videoId" varchar(36) NOT NULL, "day" integer NOT NULL, "views" integer NOT NULL DEFAULT (0), "completions" integer NOT NULL DEFAULT (0), ' +
    'PRIMARY KEY ("videoId", "day"), CONSTRAINT "FK_analytics_video_days_video" FOREIGN KEY ("videoId") REFERENCES "videos" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
  'CREATE INDEX "IDX_analytics_video_days_day" ON "analytics_video_days" ("day", "videoId", "views", "completions")',
  'CREATE TABLE "analytics_member_days" ("userId" varchar(36) NOT NULL, "day" integer NOT NULL, "views" integer NOT NULL DEFAULT (0), PRIMARY KEY ("userId", "day"), ' +
    'CONSTRAINT "FK_analytics_member_days_user" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
  'CREATE TABLE "analytics_video_progress" ("videoId" varchar(36) PRIMARY KEY NOT NULL, "started" integer NOT NULL DEFAULT (0), "completed" integer NOT NULL DEFAULT (0), "furthestSum" double NOT NULL DEFAULT (0), ' +
    'CONSTRAINT "FK_analytics_video_progress_video" FOREIGN KEY ("videoId") REFERENCES "videos" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
];

const TABLES = ['analytics_video_days', 'analytics_member_days', 'analytics_video_progress'];

function mysqlTriggers(): Array<[string, string]> {
  const d = DAYS.mysql;
  const addView = (row: string) => `
    INSERT INTO \`analytics_video_days\` (\`videoId\`, \`day\`, \`views\`, \`completions\`) VALUES (${row}.\`videoId\`, ${d.ofPeriod(`${row}.\`period\``)}, 1, 0)
      ON DUPLICATE KEY UPDATE \`views\` = \`views\` + 1;
    IF ${row}.\`userId\` IS NOT NULL THEN
      INSERT INTO \`analytics_member_days\` (\`userId\`, \`day\`, \`views\`) VALUES (${row}.\`userId\`, ${d.ofPeriod(`${row}.\`period\``)}, 1)
        ON DUPLICATE KEY UPDATE \`views\` = \`views\` + 1;
    END IF;`;
  const removeView = (row: string) => `
    UPDATE \`analytics_video_days\` SET \`views\` = \`views\` - 1 WHERE \`videoId\` = ${row}.\`videoId\` AND \`day\` = ${d.ofPeriod(`${row}.\`period\``)};
    UPDATE \`analytics_member_days\` SET \`views\` = \`views\` - 1 WHERE \`userId\` = ${row}.\`userId\` AND \`day\` = ${d.ofPeriod(`${row}.\`period\``)};`;
  const addProgress = (row: string) => `
    INSERT INTO \`analytics_video_progress\` (\`videoId\`, \`started\`, \`completed\`, \`furthestSum\`) VALUES (${row}.\`videoId\`, 1, ${row}.\`completed\`, ${fraction(row)})
      ON DUPLICATE KEY UPDATE \`started\` = \`started\` + 1, \`completed\` = \`completed\` + ${row}.\`completed\`, \`furthestSum\` = \`furthestSum\` + ${fraction(row)};`;
  const removeProgress = (row: string) => `
    UPDATE \`analytics_video_progress\` SET \`started\` = \`started\` - 1, \`completed\` = \`completed\` - ${row}.\`completed\`, \`furthestSum\` = \`furthestSum\` - ${fraction(row)}
      WHERE \`videoId\` = ${row}.\`videoId\`;`;
  const addCompletion = (row: string) => `
    IF ${row}.\`completedAt\` IS NOT NULL THEN
      INSERT INTO \`analytics_video_days\` (\`videoId\`, \`day\`, \`views\`, \`completions\`) VALUES (${row}.\`videoId\`, ${d.ofTime(`${row}.\`completedAt\``)}, 0, 1)
        ON DUPLICATE KEY UPDATE \`completions\` = \`completions\` + 1;
    END IF;`;
  const removeCompletion = (row: string) => `
    IF ${row}.\`completedAt\` IS NOT NULL THEN
      UPDATE \`analytics_video_days\` SET \`completions\` = \`completions\` - 1 WHERE \`videoId\` = ${row}.\`videoId\` AND \`day\` = ${d.ofTime(`${row}.\`completedAt\``)};
    END IF;`;
  // The views of some videos, per member and day, taken out of the members' days.
  const removeViewsOf = (videos: string) => `
    UPDATE \`analytics_member_days\` m
      JOIN (SELECT \`userId\`, ${d.ofPeriod('`period`')} AS \`day\`, COUNT(*) AS n FROM \`video_views\`
            WHERE \`userId\` IS NOT NULL AND \`videoId\` IN (${videos}) GROUP BY \`userId\`, ${d.ofPeriod('`period`')}) x
        ON x.\`userId\` = m.\`userId\` AND x.\`day\` = m.\`day\`
      SET m.\`views\` = m.\`views\` - x.n;`;
  return [
    ['TR_video_views_analytics_insert', `AFTER INSERT ON \`video_views\` FOR EACH ROW BEGIN ${addView('NEW')} END`],
    ['TR_video_views_analytics_delete', `AFTER DELETE ON \`video_views\` FOR EACH ROW BEGIN ${removeView('OLD')} END`],
    [
      'TR_video_views_analytics_update',
      `AFTER UPDATE ON \`video_views\` FOR EACH ROW BEGIN
        IF NOT (OLD.\`videoId\` <=> NEW.\`videoId\` AND OLD.\`userId\` <=> NEW.\`userId\` AND OLD.\`period\` <=> NEW.\`period\`) THEN ${removeView('OLD')} ${addView('NEW')} END IF;
      END`,
    ],
    [
      'TR_video_progress_analytics_insert',
      `AFTER INSERT ON \`video_progress\` FOR EACH ROW BEGIN ${addProgress('NEW')} ${addCompletion('NEW')} END`,
    ],
    [
      'TR_video_progress_analytics_update',
      // Every saved position is an update: the totals move only when a figure they hold does.
      `AFTER UPDATE ON \`video_progress\` FOR EACH ROW BEGIN
        IF OLD.\`videoId\` <> NEW.\`videoId\` THEN ${removeProgress('OLD')} ${addProgress('NEW')}
        ELSEIF OLD.\`completed\` <> NEW.\`completed\` OR ${fraction('OLD')} <> ${fraction('NEW')} THEN
          UPDATE \`analytics_video_progress\` SET \`completed\` = \`completed\` + NEW.\`completed\` - OLD.\`completed\`,
                 \`furthestSum\` = \`furthestSum\` + (${fraction('NEW')} - ${fraction('OLD')}) WHERE \`videoId\` = NEW.\`videoId\`;
        END IF;
        IF NOT (OLD.\`completedAt\` <=> NEW.\`completedAt\` AND OLD.\`videoId\` = NEW.\`videoId\`) THEN ${removeCompletion('OLD')} ${addCompletion('NEW')} END IF;
      END`,
    ],
    [
      'TR_video_progress_analytics_delete',
      `AFTER DELETE ON \`video_progress\` FOR EACH ROW BEGIN ${removeProgress('OLD')} ${removeCompletion('OLD')} END`,
    ],
    ['TR_videos_analytics_delete', `BEFORE DELETE ON \`videos\` FOR EACH ROW BEGIN ${removeViewsOf('OLD.`id`')} END`],
    [
      'TR_courses_analytics_delete',
      `BEFORE DELETE ON \`courses\` FOR EACH ROW BEGIN ${removeViewsOf('SELECT `id` FROM `videos` WHERE `courseId` = OLD.`id`')} END`,
    ],
  ];
}

function sqliteTriggers(): Array<[string, string]> {
  const d = DAYS.sqlite;
  const addView = (row: string) => `
    INSERT INTO "analytics_video_days" ("videoId", "day", "views", "completions") VALUES (${row}."videoId", ${d.ofPeriod(`${row}."period"`)}, 1, 0)
      ON CONFLICT ("videoId", "day") DO UPDATE SET "views" = "views" + 1;
    INSERT INTO "analytics_member_days" ("userId", "day", "views") SELECT ${row}."userId", ${d.ofPeriod(`${row}."period"`)}, 1 WHERE ${row}."userId" IS NOT NULL
      ON CONFLICT ("userId", "day") DO UPDATE SET "views" = "views" + 1;`;
  const removeView = (row: string) => `
    UPDATE "analytics_video_days" SET "views" = "views" - 1 WHERE "videoId" = ${row}."videoId" AND "day" = ${d.ofPeriod(`${row}."period"`)};
    UPDATE "analytics_member_days" SET "views" = "views" - 1 WHERE "userId" = ${row}."userId" AND "day" = ${d.ofPeriod(`${row}."period"`)};`;
  const addProgress = (row: string) => `
    INSERT INTO "analytics_video_progress" ("videoId", "started", "completed", "furthestSum") VALUES (${row}."videoId", 1, ${row}."completed", ${fraction(row)})
      ON CONFLICT ("videoId") DO UPDATE SET "started" = "started" + 1, "completed" = "completed" + excluded."completed", "furthestSum" = "furthestSum" + excluded."furthestSum";`;
  const removeProgress = (row: string) => `
    UPDATE "analytics_video_progress" SET "started" = "started" - 1, "completed" = "completed" - ${row}."completed", "furthestSum" = "furthestSum" - ${fraction(row)}
      WHERE "videoId" = ${row}."videoId";`;
  const addCompletion = (row: string) => `
    INSERT INTO "analytics_video_days" ("videoId", "day", "views", "completions") SELECT ${row}."videoId", ${d.ofTime(`${row}."completedAt"`)}, 0, 1 WHERE ${row}."completedAt" IS NOT NULL
      ON CONFLICT ("videoId", "day") DO UPDATE SET "completions" = "completions" + 1;`;
  const removeCompletion = (row: string) => `
    UPDATE "analytics_video_days" SET "completions" = "completions" - 1
      WHERE ${row}."completedAt" IS NOT NULL AND "videoId" = ${row}."videoId" AND "day" = ${d.ofTime(`${row}."completedAt"`)};`;
  return [
    ['TR_video_views_analytics_insert', `AFTER INSERT ON "video_views" FOR EACH ROW BEGIN ${addView('NEW')} END`],
    ['TR_video_views_analytics_delete', `AFTER DELETE ON "video_views" FOR EACH ROW BEGIN ${removeView('OLD')} END`],
    [
      'TR_video_views_analytics_update',
      // A member's deletion sets their views' userId to NULL: this takes them out of their days.
      `AFTER UPDATE ON "video_views" FOR EACH ROW WHEN NOT (OLD."videoId" IS NEW."videoId" AND OLD."userId" IS NEW."userId" AND OLD."period" IS NEW."period")
       BEGIN ${removeView('OLD')} ${addView('NEW')} END`,
    ],
    [
      'TR_video_progress_analytics_insert',
      `AFTER INSERT ON "video_progress" FOR EACH ROW BEGIN ${addProgress('NEW')} ${addCompletion('NEW')} END`,
    ],
    [
      'TR_video_progress_analytics_update',
      `AFTER UPDATE ON "video_progress" FOR EACH ROW
       WHEN NOT (OLD."videoId" IS NEW."videoId" AND OLD."completed" IS NEW."completed" AND ${fraction('OLD')} IS ${fraction('NEW')})
       BEGIN ${removeProgress('OLD')} ${addProgress('NEW')} END`,
    ],
    [
      'TR_video_progress_analytics_completion',
      `AFTER UPDATE ON "video_progress" FOR EACH ROW WHEN NOT (OLD."videoId" IS NEW."videoId" AND OLD."completedAt" IS NEW."completedAt")
       BEGIN ${removeCompletion('OLD')} ${addCompletion('NEW')} END`,
    ],
    [
      'TR_video_progress_analytics_delete',
      `AFTER DELETE ON "video_progress" FOR EACH ROW BEGIN ${removeProgress('OLD')} ${removeCompletion('OLD')} END`,
    ],
  ];
}

/**
 * MySQL only, until ProgressOutlivesMember: a member's deletion took their progress rows out of the
 * totals (cascaded deletes fire no trigger there). Since then the rows stay, naming nobody, and
 * keep counting; the migration drops it and its down() puts it back.
 */
export function mysqlMemberDeleteTrigger(): [string, string] {
  const d = DAYS.mysql;
  return [
    'TR_users_analytics_delete',
    `BEFORE DELETE ON \`users\` FOR EACH ROW BEGIN
        UPDATE \`analytics_video_progress\` a JOIN \`video_progress\` p ON p.\`videoId\` = a.\`videoId\` AND p.\`userId\` = OLD.\`id\`
          SET a.\`started\` = a.\`started\` - 1, a.\`completed\` = a.\`completed\` - p.\`completed\`, a.\`furthestSum\` = a.\`furthestSum\` - ${fraction('p')};
        UPDATE \`analytics_video_days\` a JOIN \`video_progress\` p ON p.\`videoId\` = a.\`videoId\` AND p.\`userId\` = OLD.\`id\` AND p.\`completedAt\` IS NOT NULL
            AND a.\`day\` = ${d.ofTime('p.`completedAt`')}
          SET a.\`completions\` = a.\`completions\` - 1;
      END`,
  ];
}

const triggers = (driver: RollupDriver) => (driver === 'mysql' ? mysqlTriggers() : sqliteTriggers());

/** Members and videos per statement of a rebuild: each statement's groups fit in memory (MySQL's tmp_table_size). */
const REBUILD_RANGES = { members: 100, videos: 10 };

/**
 * The first and last `id` of `table`, `size` rows at a time in key order: a rebuild runs one
 * statement per range, each reading its rows along an index led by the member or the video, so
 * that no GROUP BY over twenty million views spills to disk.
 */
export async function* idRanges(
  queryRunner: Pick<QueryRunner, 'query'>,
  table: 'users' | 'videos',
  size: number,
): AsyncGenerator<[string, string]> {
  let after: string | null = null;
  for (;;) {
    const rows: Array<{ id: string }> = await queryRunner.query(
      `SELECT \`id\` AS id FROM \`${table}\`${after === null ? '' : ' WHERE `id` > ?'} ORDER BY \`id\` LIMIT ${size}`,
      after === null ? [] : [after],
    );
    if (rows.length === 0) return;
    yield [rows[0]!.id, rows[rows.length - 1]!.id];
    if (rows.length < size) return;
    after = rows[rows.length - 1]!.id;
  }
}

/**
 * Every rollup row computed again from video_views and video_progress: what the migration does
 * for existing rows, and what the triggers must keep equal.
 */
export async function rebuildAnalyticsRollups(
  queryRunner: Pick<QueryRunner, 'query'>,
  driver: RollupDriver,
  ranges: { members: number; videos: number } = REBUILD_RANGES,
): Promise<void> {
  const d = DAYS[driver];
  for (const table of TABLES) await queryRunner.query(`DELETE FROM \`${table}\``);
  const viewDay = d.ofPeriod('`period`');
  const completionDay = d.ofTime('`completedAt`');
  for await (const [first, last] of idRanges(queryRunner, 'videos', ranges.videos))
    await queryRunner.query(
      `INSERT INTO \`analytics_video_days\` (\`videoId\`, \`day\`, \`views\`, \`completions\`)
       SELECT x.\`videoId\`, x.\`day\`, SUM(x.\`views\`), SUM(x.\`completions\`) FROM (
         SELECT \`videoId\`, ${viewDay} AS \`day\`, COUNT(*) AS \`views\`, 0 AS \`completions\` FROM \`video_views\`
         WHERE \`videoId\` >= ? AND \`videoId\` <= ? GROUP BY \`videoId\`, ${viewDay}
         UNION ALL
         SELECT \`videoId\`, ${completionDay} AS \`day\`, 0 AS \`views\`, COUNT(*) AS \`completions\` FROM \`video_progress\`
         WHERE \`completedAt\` IS NOT NULL AND \`videoId\` >= ? AND \`videoId\` <= ? GROUP BY \`videoId\`, ${completionDay}
       ) x GROUP BY x.\`videoId\`, x.\`day\``,
      [first, last, first, last],
    );
  for await (const [first, last] of idRanges(queryRunner, 'users', ranges.members))
    await queryRunner.query(
      `INSERT INTO \`analytics_member_days\` (\`userId\`, \`day\`, \`views\`)
       SELECT \`userId\`, ${viewDay}, COUNT(*) FROM \`video_views\` WHERE \`userId\` >= ? AND \`userId\` <= ? GROUP BY \`userId\`, ${viewDay}`,
      [first, last],
    );
  await queryRunner.query(
    `INSERT INTO \`analytics_video_progress\` (\`videoId\`, \`started\`, \`completed\`, \`furthestSum\`)
     SELECT p.\`videoId\`, COUNT(*), SUM(p.\`completed\`), SUM(${fraction('p')}) FROM \`video_progress\` p GROUP BY p.\`videoId\``,
  );
}

export async function createAnalyticsRollups(queryRunner: QueryRunner, driver: RollupDriver): Promise<void> {
  for (const sql of driver === 'mysql' ? MYSQL_TABLES : SQLITE_TABLES) await queryRunner.query(sql);
  // The triggers first, then the rows already there: the migrations run before this process
  // serves, but another process still on the old version may be writing meanwhile.
  for (const [name, body] of triggers(driver))
    await queryRunner.query(`CREATE TRIGGER ${driver === 'mysql' ? `\`${name}\`` : `"${name}"`} ${body}`);
  await rebuildAnalyticsRollups(queryRunner, driver);
}

/**
 * The rollup triggers of one table, created again: SQLite drops a table's triggers with it, so a
 * migration that rebuilds the table (a changed column) must restore them.
 */
export async function restoreRollupTriggers(
  queryRunner: QueryRunner,
  driver: RollupDriver,
  table: string,
): Promise<void> {
  for (const [name, body] of triggers(driver)) {
    if (!name.startsWith(`TR_${table}_`)) continue;
    await queryRunner.query(`DROP TRIGGER IF EXISTS ${driver === 'mysql' ? `\`${name}\`` : `"${name}"`}`);
    await queryRunner.query(`CREATE TRIGGER ${driver === 'mysql' ? `\`${name}\`` : `"${name}"`} ${body}`);
  }
}

export async function dropAnalyticsRollups(queryRunner: QueryRunner, driver: RollupDriver): Promise<void> {
  if (driver === 'mysql') await queryRunner.query(`DROP TRIGGER IF EXISTS \`${mysqlMemberDeleteTrigger()[0]}\``);
  for (const [name] of triggers(driver))
    await queryRunner.query(`DROP TRIGGER IF EXISTS ${driver === 'mysql' ? `\`${name}\`` : `"${name}"`}`);
  for (const table of [...TABLES].reverse()) await queryRunner.query(`DROP TABLE \`${table}\``);
}
