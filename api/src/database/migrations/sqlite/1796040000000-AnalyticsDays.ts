import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createDayRollup, dropDayRollup } from '../analytics-days';

export class AnalyticsDays1796040000000 implements MigrationInterface {
  name = 'AnalyticsDays1796040000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await createDayRollup(queryRunner, 'sqlite');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await dropDayRollup(queryRunner, 'sqlite');
  }
}
