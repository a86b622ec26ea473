import type { QueryRunner } from 'typeorm';
import type { RollupDriver } from './analytics-rollups';
import { dropTriggers, replaceTriggers, type TriggerSet } from './trigger-sets';

/**
 * Each member's views over a few date ranges the report has been asked to sort by views
 * (analytics_view_ranges, a row per range, and analytics_range_member_views, a row per range and
 * member), so the members table reads its page in the order of an index instead of summing every
 * member's days for every page. A range is filled on its first use (view-ranges.service.ts) and
 * kept from then on by triggers on analytics_member_days in the same statement as every write:
 * a view, a deleted view, a deleted video or course (their days leave by statements, whose
 * triggers run). A member's rows go with them by their foreign key, a range's with the range.
 *
 * The triggers read analytics_view_ranges alone, which holds nothing that changes: what a range's
 * filling and its use write is in analytics_view_range_builds, so a filling never holds a lock a
 * view's write waits for. A copy of the rules as written with this migration: later changes need
 * a new one.
 */
const RANGES = 'analytics_view_ranges';
const VIEWS = 'analytics_range_member_views';
const BUILDS = 'analytics_view_range_builds';

const CREATE: Record<RollupDriver, string[]> = {
  mysql: [
    'CREATE TABLE IF NOT EXISTS `analytics_view_ranges` (`id` int NOT NULL AUTO_INCREMENT, `firstDay` int NOT NULL, `endDay` int NOT NULL, ' +
      'PRIMARY KEY (`id`), UNIQUE INDEX `UQ_analytics_view_ranges_days` (`firstDay`, `endDay`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci',
    "CREATE TABLE IF NOT EXISTS `analytics_view_range_builds` (`rangeId` int NOT NULL, `builtTo` varchar(36) NOT NULL DEFAULT '', `done` tinyint NOT NULL DEFAULT 0, " +
      '`claimedAt` datetime(3) NULL, `usedAt` datetime(3) NOT NULL, PRIMARY KEY (`rangeId`), ' +
      'CONSTRAINT `FK_analytics_view_range_builds_range` FOREIGN KEY (`rangeId`) REFERENCES `analytics_view_ranges` (`id`) ON DELETE CASCADE ON UPDATE NO ACTION) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci',
    'CREATE TABLE IF NOT EXISTS `analytics_range_member_views` (`rangeId` int NOT NULL, `userId` varchar(36) NOT NULL, `views` int NOT NULL DEFAULT 0, ' +
      'PRIMARY KEY (`rangeId`, `userId`), INDEX `IDX_analytics_range_member_views_order` (`rangeId`, `views`, `userId`), ' +
      'CONSTRAINT `FK_analytics_range_member_views_range` FOREIGN KEY (`rangeId`) REFERENCES `analytics_view_ranges` (`id`) ON DELETE CASCADE ON UPDATE NO ACTION, ' +
      'CONSTRAINT `FK_analytics_range_member_views_user` FOREIGN KEY (`userId`) REFERENCES `users` (`id`) ON DELETE CASCADE ON UPDATE NO ACTION) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci',
  ],
  sqlite: [
    'CREATE TABLE IF NOT EXISTS "analytics_view_ranges" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "firstDay" integer NOT NULL, "endDay" integer NOT NULL)',
    'CREATE UNIQUE INDEX IF NOT EXISTS "UQ_analytics_view_ranges_days" ON "analytics_view_ranges" ("firstDay", "endDay")',
    'CREATE TABLE IF NOT EXISTS "analytics_view_range_builds" ("rangeId" integer PRIMARY KEY NOT NULL, "builtTo" varchar(36) NOT NULL DEFAULT (\'\'), "done" integer NOT NULL DEFAULT (0), ' +
      '"claimedAt" datetime(3), "usedAt" datetime(3) NOT NULL, ' +
      'CONSTRAINT "FK_analytics_view_range_builds_range" FOREIGN KEY ("rangeId") REFERENCES "analytics_view_ranges" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    'CREATE TABLE IF NOT EXISTS "analytics_range_member_views" ("rangeId" integer NOT NULL, "userId" varchar(36) NOT NULL, "views" integer NOT NULL DEFAULT (0), ' +
      'PRIMARY KEY ("rangeId", "userId"), ' +
      'CONSTRAINT "FK_analytics_range_member_views_range" FOREIGN KEY ("rangeId") REFERENCES "analytics_view_ranges" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, ' +
      'CONSTRAINT "FK_analytics_range_member_views_user" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    'CREATE INDEX IF NOT EXISTS "IDX_analytics_range_member_views_order" ON "analytics_range_member_views" ("rangeId", "views", "userId")',
  ],
};

/** The ranges a day of a row falls in. */
const covering = (row: string) => `r.\`firstDay\` <= ${row}.\`day\` AND r.\`endDay\` > ${row}.\`day\``;

function mysqlTriggers(): TriggerSet {
  // A change of a member's views on a day, added to every range holding the day. Taking views away
  // inserts a row too: a range being filled learns what was taken before its member was reached.
  const add = (row: string, amount: string) => `
    INSERT INTO \`${VIEWS}\` (\`rangeId\`, \`userId\`, \`views\`)
      SELECT r.\`id\`, ${row}.\`userId\`, ${amount} FROM \`${RANGES}\` r WHERE ${covering(row)}
      ON DUPLICATE KEY UPDATE \`views\` = \`views\` + VALUES(\`views\`);`;
  const sameDay = 'OLD.`userId` = NEW.`userId` AND OLD.`day` = NEW.`day`';
  return [
    [
      'TR_analytics_member_days_ranges_insert',
      `AFTER INSERT ON \`analytics_member_days\` FOR EACH ROW BEGIN IF NEW.\`views\` <> 0 THEN ${add('NEW', 'NEW.`views`')} END IF; END`,
    ],
    [
      'TR_analytics_member_days_ranges_update',
      `AFTER UPDATE ON \`analytics_member_days\` FOR EACH ROW BEGIN
        IF ${sameDay} THEN
          IF NEW.\`views\` <> OLD.\`views\` THEN ${add('NEW', 'NEW.`views` - OLD.`views`')} END IF;
        ELSE ${add('OLD', '-OLD.`views`')} ${add('NEW', 'NEW.`views`')}
        END IF;
      END`,
    ],
    [
      'TR_analytics_member_days_ranges_delete',
      `AFTER DELETE ON \`analytics_member_days\` FOR EACH ROW BEGIN IF OLD.\`views\` <> 0 THEN ${add('OLD', '-OLD.`views`')} END IF; END`,
    ],
  ];
}

function sqliteTriggers(): TriggerSet {
  const within = (row: string) => covering(row).replace(/`/g, '"');
  const add = (row: string, amount: string) => `
    INSERT INTO "${VIEWS}" ("rangeId", "userId", "views")
      SELECT r."id", ${row}."userId", ${amount} FROM "${RANGES}" r WHERE ${within(row)}
      ON CONFLICT ("rangeId", "userId") DO UPDATE SET "views" = "views" + excluded."views";`;
  // SQLite runs the delete trigger for a member's days going with the member too, their rows gone
  // already: taking away only updates. (One writer at a time: no filling runs beside it.)
  const subtract = (row: string) => `
    UPDATE "${VIEWS}" SET "views" = "views" - ${row}."views"
      WHERE "userId" = ${row}."userId" AND "rangeId" IN (SELECT r."id" FROM "${RANGES}" r WHERE ${within(row)});`;
  const sameDay = 'OLD."userId" IS NEW."userId" AND OLD."day" IS NEW."day"';
  return [
    [
      'TR_analytics_member_days_ranges_insert',
      `AFTER INSERT ON "analytics_member_days" FOR EACH ROW WHEN NEW."views" <> 0 BEGIN ${add('NEW', 'NEW."views"')} END`,
    ],
    [
      'TR_analytics_member_days_ranges_update',
      `AFTER UPDATE ON "analytics_member_days" FOR EACH ROW WHEN ${sameDay} AND NEW."views" <> OLD."views"
       BEGIN ${add('NEW', 'NEW."views" - OLD."views"')} END`,
    ],
    [
      'TR_analytics_member_days_ranges_moved',
      `AFTER UPDATE ON "analytics_member_days" FOR EACH ROW WHEN NOT (${sameDay})
       BEGIN ${subtract('OLD')} ${add('NEW', 'NEW."views"')} END`,
    ],
    [
      'TR_analytics_member_days_ranges_delete',
      `AFTER DELETE ON "analytics_member_days" FOR EACH ROW WHEN OLD."views" <> 0 BEGIN ${subtract('OLD')} END`,
    ],
  ];
}

const triggers = (driver: RollupDriver) => (driver === 'mysql' ? mysqlTriggers() : sqliteTriggers());

export async function createViewRanges(queryRunner: QueryRunner, driver: RollupDriver): Promise<void> {
  for (const statement of CREATE[driver]) await queryRunner.query(statement);
  // No range exists yet: nothing to fill.
  await replaceTriggers(queryRunner, driver, triggers(driver));
}

/** The triggers again, after a bulk load that filled analytics_member_days without them (the scale bench). */
export async function restoreViewRangeTriggers(
  queryRunner: Pick<QueryRunner, 'query'>,
  driver: RollupDriver,
): Promise<void> {
  await replaceTriggers(queryRunner, driver, triggers(driver));
}

export async function dropViewRanges(queryRunner: QueryRunner, driver: RollupDriver): Promise<void> {
  await dropTriggers(queryRunner, driver, triggers(driver));
  for (const table of [VIEWS, BUILDS, RANGES]) await queryRunner.query(`DROP TABLE \`${table}\``);
}
