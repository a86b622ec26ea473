import type { QueryRunner } from 'typeorm';
import type { RollupDriver } from './analytics-rollups';

/** A rollup's triggers: each one's name and what follows `CREATE TRIGGER <name>`. */
export type TriggerSet = Array<[name: string, body: string]>;

const quoted = (driver: RollupDriver, name: string) => (driver === 'mysql' ? `\`${name}\`` : `"${name}"`);

export async function createTriggers(
  queryRunner: Pick<QueryRunner, 'query'>,
  driver: RollupDriver,
  triggers: TriggerSet,
): Promise<void> {
  for (const [name, body] of triggers) await queryRunner.query(`CREATE TRIGGER ${quoted(driver, name)} ${body}`);
}

export async function dropTriggers(
  queryRunner: Pick<QueryRunner, 'query'>,
  driver: RollupDriver,
  triggers: TriggerSet,
): Promise<void> {
  for (const [name] of triggers) await queryRunner.query(`DROP TRIGGER IF EXISTS ${quoted(driver, name)}`);
}

/** The triggers as written now, whether or not they were there (after a bulk load without them). */
export async function replaceTriggers(
  queryRunner: Pick<QueryRunner, 'query'>,
  driver: RollupDriver,
  triggers: TriggerSet,
): Promise<void> {
  await dropTriggers(queryRunner, driver, triggers);
  await createTriggers(queryRunner, driver, triggers);
}
