import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ParentInvitations1796000060000 implements MigrationInterface {
  name = 'ParentInvitations1796000060000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`parent_invitations\` (\`id\` varchar(36) NOT NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`childId\` varchar(36) NOT NULL, \`tokenHash\` varchar(64) NOT NULL, \`expiresAt\` datetime(3) NOT NULL, \`usedAt\` datetime(3) NULL, UNIQUE INDEX \`UQ_parent_invitations_token\` (\`tokenHash\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`parent_invitations\` ADD CONSTRAINT \`FK_2bbb2c6ec844647cf5f1cb28467\` FOREIGN KEY (\`childId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`parent_invitations\` DROP FOREIGN KEY \`FK_2bbb2c6ec844647cf5f1cb28467\``);
    await queryRunner.query(`DROP INDEX \`UQ_parent_invitations_token\` ON \`parent_invitations\``);
    await queryRunner.query(`DROP TABLE \`parent_invitations\``);
  }
}
