import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ConsentsGuardians1795932714408 implements MigrationInterface {
  name = 'ConsentsGuardians1795932714408';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`consents\` (\`id\` varchar(36) NOT NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`userId\` varchar(36) NOT NULL, \`kind\` varchar(16) NOT NULL, \`given\` tinyint NOT NULL, \`version\` int NOT NULL, \`method\` varchar(16) NOT NULL, INDEX \`IDX_consents_user_kind\` (\`userId\`, \`kind\`, \`createdAt\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`guardians\` (\`id\` varchar(36) NOT NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`userId\` varchar(36) NOT NULL, \`name\` varchar(50) NOT NULL, \`phone\` varchar(20) NOT NULL, UNIQUE INDEX \`UQ_guardians_user\` (\`userId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `ALTER TABLE \`consents\` ADD CONSTRAINT \`FK_7736e32000c01e8e189d1d4a0dd\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`guardians\` ADD CONSTRAINT \`FK_62de757629bae3df0b54c846a20\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`guardians\` DROP FOREIGN KEY \`FK_62de757629bae3df0b54c846a20\``);
    await queryRunner.query(`ALTER TABLE \`consents\` DROP FOREIGN KEY \`FK_7736e32000c01e8e189d1d4a0dd\``);
    await queryRunner.query(`DROP INDEX \`UQ_guardians_user\` ON \`guardians\``);
    await queryRunner.query(`DROP TABLE \`guardians\``);
    await queryRunner.query(`DROP INDEX \`IDX_consents_user_kind\` ON \`consents\``);
    await queryRunner.query(`DROP TABLE \`consents\``);
  }
}
