import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createMemberRollup, dropMemberRollup } from '../analytics-members';

export class AnalyticsMembers1796030000000 implements MigrationInterface {
  name = 'AnalyticsMembers1796030000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await createMemberRollup(queryRunner, 'mysql');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await dropMemberRollup(queryRunner, 'mysql');
  }
}
