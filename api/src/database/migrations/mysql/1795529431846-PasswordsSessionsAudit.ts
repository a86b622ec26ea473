import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PasswordsSessionsAudit1795529431846 implements MigrationInterface {
  name = 'PasswordsSessionsAudit1795529431846';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`audit_log\` (\`id\` int NOT NULL AUTO_INCREMENT, \`at\` datetime(3) NOT NULL, \`actorType\` varchar(16) NOT NULL, \`actorId\` varchar(36) NULL, \`actorEmail\` varchar(254) NULL, \`action\` varchar(40) NOT NULL, \`targetType\` varchar(20) NOT NULL, \`targetId\` varchar(36) NULL, \`summary\` varchar(1000) NOT NULL, \`ip\` varchar(64) NULL, INDEX \`IDX_audit_log_at\` (\`at\`), INDEX \`IDX_audit_log_action\` (\`action\`), INDEX \`IDX_audit_log_target\` (\`targetType\`, \`targetId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`mustChangePassword\` tinyint NOT NULL DEFAULT 0`);
    await queryRunner.query(`ALTER TABLE \`sessions\` ADD \`createdAt\` datetime(3) NULL`);
    await queryRunner.query(`ALTER TABLE \`sessions\` ADD \`lastSeenAt\` datetime(3) NULL`);
    await queryRunner.query(`ALTER TABLE \`sessions\` ADD \`userAgent\` varchar(512) NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`sessions\` DROP COLUMN \`userAgent\``);
    await queryRunner.query(`ALTER TABLE \`sessions\` DROP COLUMN \`lastSeenAt\``);
    await queryRunner.query(`ALTER TABLE \`sessions\` DROP COLUMN \`createdAt\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`mustChangePassword\``);
    await queryRunner.query(`DROP INDEX \`IDX_audit_log_target\` ON \`audit_log\``);
    await queryRunner.query(`DROP INDEX \`IDX_audit_log_action\` ON \`audit_log\``);
    await queryRunner.query(`DROP INDEX \`IDX_audit_log_at\` ON \`audit_log\``);
    await queryRunner.query(`DROP TABLE \`audit_log\``);
  }
}
