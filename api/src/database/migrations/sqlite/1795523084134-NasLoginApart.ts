import type { MigrationInterface, QueryRunner } from 'typeorm';
import { moveNasLoginsBack, moveNasLoginsOut } from '../nas-login-apart';

export class NasLoginApart1795523084134 implements MigrationInterface {
  name = 'NasLoginApart1795523084134';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // ADD COLUMN, not a rebuilt table: dropping "videos" would cascade into its view records.
    await queryRunner.query(`ALTER TABLE "videos" ADD COLUMN "upstreamUserinfo" varchar(2000)`);
    await moveNasLoginsOut(queryRunner);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await moveNasLoginsBack(queryRunner);
    await queryRunner.query(`ALTER TABLE "videos" DROP COLUMN "upstreamUserinfo"`);
  }
}
