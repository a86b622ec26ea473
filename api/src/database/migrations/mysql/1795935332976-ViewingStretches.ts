import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ViewingStretches1795935332976 implements MigrationInterface {
  name = 'ViewingStretches1795935332976';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`video_progress\` ADD \`stretchStartedAt\` datetime(3) NULL`);
    await queryRunner.query(`ALTER TABLE \`video_progress\` ADD \`stretchFrom\` double NULL`);
    await queryRunner.query(`ALTER TABLE \`video_progress\` ADD \`watchedBeforeSec\` double NOT NULL DEFAULT '0'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`video_progress\` DROP COLUMN \`watchedBeforeSec\``);
    await queryRunner.query(`ALTER TABLE \`video_progress\` DROP COLUMN \`stretchFrom\``);
    await queryRunner.query(`ALTER TABLE \`video_progress\` DROP COLUMN \`stretchStartedAt\``);
  }
}
