import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createViewRanges, dropViewRanges } from '../analytics-view-ranges';

export class AnalyticsViewRanges1796070000000 implements MigrationInterface {
  name = 'AnalyticsViewRanges1796070000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await createViewRanges(queryRunner, 'sqlite');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await dropViewRanges(queryRunner, 'sqlite');
  }
}
