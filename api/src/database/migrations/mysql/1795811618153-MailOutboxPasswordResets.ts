import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MailOutboxPasswordResets1795811618153 implements MigrationInterface {
  name = 'MailOutboxPasswordResets1795811618153';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`mail_outbox\` (\`id\` int NOT NULL AUTO_INCREMENT, \`kind\` varchar(40) NOT NULL, \`recipient\` varchar(254) NOT NULL, \`payload\` text NOT NULL, \`state\` varchar(10) NOT NULL DEFAULT 'pending', \`attempts\` int NOT NULL DEFAULT '0', \`createdAt\` datetime(3) NOT NULL, \`nextAttemptAt\` datetime(3) NOT NULL, \`claimedUntil\` datetime(3) NULL, \`sentAt\` datetime(3) NULL, \`lastError\` varchar(500) NULL, INDEX \`IDX_mail_outbox_due\` (\`state\`, \`nextAttemptAt\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`password_reset_tokens\` (\`id\` int NOT NULL AUTO_INCREMENT, \`userId\` varchar(36) NOT NULL, \`tokenHash\` varchar(64) NOT NULL, \`createdAt\` datetime(3) NOT NULL, \`expiresAt\` datetime(3) NOT NULL, \`usedAt\` datetime(3) NULL, INDEX \`IDX_password_reset_tokens_user\` (\`userId\`), UNIQUE INDEX \`UQ_password_reset_tokens_hash\` (\`tokenHash\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `ALTER TABLE \`password_reset_tokens\` ADD CONSTRAINT \`FK_d6a19d4b4f6c62dcd29daa497e2\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`password_reset_tokens\` DROP FOREIGN KEY \`FK_d6a19d4b4f6c62dcd29daa497e2\``,
    );
    await queryRunner.query(`DROP INDEX \`UQ_password_reset_tokens_hash\` ON \`password_reset_tokens\``);
    await queryRunner.query(`DROP INDEX \`IDX_password_reset_tokens_user\` ON \`password_reset_tokens\``);
    await queryRunner.query(`DROP TABLE \`password_reset_tokens\``);
    await queryRunner.query(`DROP INDEX \`IDX_mail_outbox_due\` ON \`mail_outbox\``);
    await queryRunner.query(`DROP TABLE \`mail_outbox\``);
  }
}
