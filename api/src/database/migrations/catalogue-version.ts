import type { QueryRunner } from 'typeorm';
import type { RollupDriver } from './analytics-rollups';
import { dropTriggers, replaceTriggers, type TriggerSet } from './trigger-sets';

/**
 * A number every write to `videos` moves on (catalogue_version, one row), by triggers in the same
 * statement, whoever writes: an API process, another one, a migration or SQL by hand. A process
 * keeps what it read of the published videos while the number stays the same
 * (api/src/videos/published-videos.ts). SQLite drops a table's triggers with it: a migration that
 * rebuilds `videos` there must create them again. A copy of the rules as written with this
 * migration: later changes need a new one.
 */
const CREATE: Record<RollupDriver, string> = {
  mysql:
    'CREATE TABLE IF NOT EXISTS `catalogue_version` (`id` int NOT NULL, `version` int NOT NULL DEFAULT 0, PRIMARY KEY (`id`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci',
  sqlite:
    'CREATE TABLE IF NOT EXISTS "catalogue_version" ("id" integer PRIMARY KEY NOT NULL, "version" integer NOT NULL DEFAULT (0))',
};

const BUMP = 'UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;';

function triggers(driver: RollupDriver): TriggerSet {
  const bump = driver === 'mysql' ? BUMP : BUMP.replace(/`/g, '"');
  const quote = (name: string) => (driver === 'mysql' ? `\`${name}\`` : `"${name}"`);
  const on = (table: string, event: 'insert' | 'update' | 'delete'): [string, string] => [
    `TR_${table}_catalogue_${event}`,
    `AFTER ${event.toUpperCase()} ON ${quote(table)} FOR EACH ROW BEGIN ${bump} END`,
  ];
  // A course's videos go with it by a foreign key, which MariaDB/MySQL run without triggers.
  return [
    on('videos', 'insert'),
    on('videos', 'update'),
    on('videos', 'delete'),
    ...(driver === 'mysql' ? [on('courses', 'delete')] : []),
  ];
}

export async function createCatalogueVersion(queryRunner: QueryRunner, driver: RollupDriver): Promise<void> {
  await queryRunner.query(CREATE[driver]);
  await queryRunner.query(
    driver === 'mysql'
      ? 'INSERT IGNORE INTO `catalogue_version` (`id`, `version`) VALUES (1, 0)'
      : 'INSERT OR IGNORE INTO "catalogue_version" ("id", "version") VALUES (1, 0)',
  );
  await replaceTriggers(queryRunner, driver, triggers(driver));
}

export async function dropCatalogueVersion(queryRunner: QueryRunner, driver: RollupDriver): Promise<void> {
  await dropTriggers(queryRunner, driver, triggers(driver));
  await queryRunner.query('DROP TABLE `catalogue_version`');
}
