import type { MigrationInterface, QueryRunner } from 'typeorm';
import { mysqlMemberDeleteTrigger } from '../analytics-rollups';

/**
 * A member who leaves is taken off their progress rows (SET NULL) instead of removing them. Written
 * by hand: the generated form dropped and re-created the indexes that hold the column, which MariaDB
 * refuses while the video's foreign key relies on one of them; the indexes need no change. The
 * trigger that took a deleted member's rows out of the analytics totals goes: the rows now stay.
 */
export class ProgressOutlivesMember1795938060948 implements MigrationInterface {
  name = 'ProgressOutlivesMember1795938060948';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER IF EXISTS \`${mysqlMemberDeleteTrigger()[0]}\``);
    await queryRunner.query(`ALTER TABLE \`video_progress\` DROP FOREIGN KEY \`FK_4ae231df471b457ae8ab3faf015\``);
    await queryRunner.query(`ALTER TABLE \`video_progress\` CHANGE \`userId\` \`userId\` varchar(36) NULL`);
    await queryRunner.query(
      `ALTER TABLE \`video_progress\` ADD CONSTRAINT \`FK_4ae231df471b457ae8ab3faf015\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`video_progress\` DROP FOREIGN KEY \`FK_4ae231df471b457ae8ab3faf015\``);
    await queryRunner.query(`DELETE FROM \`video_progress\` WHERE \`userId\` IS NULL`);
    await queryRunner.query(`ALTER TABLE \`video_progress\` CHANGE \`userId\` \`userId\` varchar(36) NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE \`video_progress\` ADD CONSTRAINT \`FK_4ae231df471b457ae8ab3faf015\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    const [name, body] = mysqlMemberDeleteTrigger();
    await queryRunner.query(`CREATE TRIGGER \`${name}\` ${body}`);
  }
}
