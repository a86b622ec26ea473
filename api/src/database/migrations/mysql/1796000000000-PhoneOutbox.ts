import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PhoneOutbox1796000000000 implements MigrationInterface {
  name = 'PhoneOutbox1796000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`phone_outbox\` (\`id\` int NOT NULL AUTO_INCREMENT, \`kind\` varchar(40) NOT NULL, \`recipient\` varchar(20) NOT NULL, \`payload\` text NOT NULL, \`state\` varchar(10) NOT NULL DEFAULT 'pending', \`priority\` smallint NOT NULL DEFAULT '0', \`attempts\` int NOT NULL DEFAULT '0', \`createdAt\` datetime(3) NOT NULL, \`nextAttemptAt\` datetime(3) NOT NULL, \`claimedUntil\` datetime(3) NULL, \`sentAt\` datetime(3) NULL, \`lastError\` varchar(500) NULL, INDEX \`IDX_phone_outbox_due\` (\`state\`, \`priority\`, \`nextAttemptAt\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_phone_outbox_due\` ON \`phone_outbox\``);
    await queryRunner.query(`DROP TABLE \`phone_outbox\``);
  }
}
