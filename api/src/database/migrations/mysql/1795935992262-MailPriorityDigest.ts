import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MailPriorityDigest1795935992262 implements MigrationInterface {
  name = 'MailPriorityDigest1795935992262';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_mail_outbox_due\` ON \`mail_outbox\``);
    await queryRunner.query(`ALTER TABLE \`mail_outbox\` ADD \`priority\` smallint NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE \`mail_outbox\` ADD \`claimedBy\` varchar(36) NULL`);
    await queryRunner.query(
      `CREATE INDEX \`IDX_mail_outbox_due\` ON \`mail_outbox\` (\`state\`, \`priority\`, \`nextAttemptAt\`)`,
    );
    // Notices already waiting go after account mail too.
    await queryRunner.query(`UPDATE \`mail_outbox\` SET \`priority\` = 1 WHERE \`kind\` = 'CONSULTATION_NEW'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_mail_outbox_due\` ON \`mail_outbox\``);
    await queryRunner.query(`ALTER TABLE \`mail_outbox\` DROP COLUMN \`claimedBy\``);
    await queryRunner.query(`ALTER TABLE \`mail_outbox\` DROP COLUMN \`priority\``);
    await queryRunner.query(`CREATE INDEX \`IDX_mail_outbox_due\` ON \`mail_outbox\` (\`state\`, \`nextAttemptAt\`)`);
  }
}
