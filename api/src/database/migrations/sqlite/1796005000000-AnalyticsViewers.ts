import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createViewerRollup, dropViewerRollup } from '../analytics-viewers';

export class AnalyticsViewers1796005000000 implements MigrationInterface {
  name = 'AnalyticsViewers1796005000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await createViewerRollup(queryRunner, 'sqlite');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await dropViewerRollup(queryRunner, 'sqlite');
  }
}
