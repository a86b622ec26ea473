import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Written by hand: the generated form rebuilt video_progress through a temporary table, which
 * drops the table's analytics triggers; SQLite adds these columns in place.
 */
export class ViewingStretches1795935332976 implements MigrationInterface {
  name = 'ViewingStretches1795935332976';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "video_progress" ADD COLUMN "stretchStartedAt" datetime(3)`);
    await queryRunner.query(`ALTER TABLE "video_progress" ADD COLUMN "stretchFrom" double`);
    await queryRunner.query(`ALTER TABLE "video_progress" ADD COLUMN "watchedBeforeSec" double NOT NULL DEFAULT (0)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "video_progress" DROP COLUMN "watchedBeforeSec"`);
    await queryRunner.query(`ALTER TABLE "video_progress" DROP COLUMN "stretchFrom"`);
    await queryRunner.query(`ALTER TABLE "video_progress" DROP COLUMN "stretchStartedAt"`);
  }
}
