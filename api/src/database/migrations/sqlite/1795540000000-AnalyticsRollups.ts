import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createAnalyticsRollups, dropAnalyticsRollups } from '../analytics-rollups';

export class AnalyticsRollups1795540000000 implements MigrationInterface {
  name = 'AnalyticsRollups1795540000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await createAnalyticsRollups(queryRunner, 'sqlite');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await dropAnalyticsRollups(queryRunner, 'sqlite');
  }
}
