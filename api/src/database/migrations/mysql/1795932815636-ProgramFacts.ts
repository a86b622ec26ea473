import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ProgramFacts1795932815636 implements MigrationInterface {
  name = 'ProgramFacts1795932815636';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`programs\` ADD \`tuition\` text NULL`);
    await queryRunner.query(`ALTER TABLE \`programs\` ADD \`schedule\` text NULL`);
    await queryRunner.query(`ALTER TABLE \`programs\` ADD \`startDate\` varchar(10) NULL`);
    await queryRunner.query(`ALTER TABLE \`programs\` ADD \`capacity\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`programs\` ADD \`seatsLeft\` int NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`programs\` DROP COLUMN \`seatsLeft\``);
    await queryRunner.query(`ALTER TABLE \`programs\` DROP COLUMN \`capacity\``);
    await queryRunner.query(`ALTER TABLE \`programs\` DROP COLUMN \`startDate\``);
    await queryRunner.query(`ALTER TABLE \`programs\` DROP COLUMN \`schedule\``);
    await queryRunner.query(`ALTER TABLE \`programs\` DROP COLUMN \`tuition\``);
  }
}
