import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createMemberWeekRollup, dropMemberWeekRollup } from '../analytics-member-weeks';

export class AnalyticsMemberWeeks1796060000000 implements MigrationInterface {
  name = 'AnalyticsMemberWeeks1796060000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await createMemberWeekRollup(queryRunner, 'sqlite');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await dropMemberWeekRollup(queryRunner, 'sqlite');
  }
}
