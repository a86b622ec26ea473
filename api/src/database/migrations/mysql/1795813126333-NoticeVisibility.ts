import type { MigrationInterface, QueryRunner } from 'typeorm';

export class NoticeVisibility1795813126333 implements MigrationInterface {
  name = 'NoticeVisibility1795813126333';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`notices\` ADD \`visibility\` varchar(10) NOT NULL DEFAULT 'members'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`notices\` DROP COLUMN \`visibility\``);
  }
}
