import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createWeekRollup, dropWeekRollup } from '../analytics-weeks';

export class AnalyticsWeeks1796050000000 implements MigrationInterface {
  name = 'AnalyticsWeeks1796050000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await createWeekRollup(queryRunner, 'sqlite');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await dropWeekRollup(queryRunner, 'sqlite');
  }
}
