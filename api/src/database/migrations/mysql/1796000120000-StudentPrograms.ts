import type { MigrationInterface, QueryRunner } from 'typeorm';

export class StudentPrograms1796000120000 implements MigrationInterface {
  name = 'StudentPrograms1796000120000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`student_programs\` (\`userId\` varchar(36) NOT NULL, \`programId\` varchar(36) NOT NULL, \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), PRIMARY KEY (\`userId\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`student_programs\` ADD CONSTRAINT \`FK_0a50be52898769e3ec3184c2a62\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`student_programs\` ADD CONSTRAINT \`FK_2129f23f0e3ce4a39614fe3f408\` FOREIGN KEY (\`programId\`) REFERENCES \`programs\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`student_programs\` DROP FOREIGN KEY \`FK_2129f23f0e3ce4a39614fe3f408\``);
    await queryRunner.query(`ALTER TABLE \`student_programs\` DROP FOREIGN KEY \`FK_0a50be52898769e3ec3184c2a62\``);
    await queryRunner.query(`DROP TABLE \`student_programs\``);
  }
}
