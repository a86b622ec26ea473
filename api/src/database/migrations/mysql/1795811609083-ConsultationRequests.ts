import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ConsultationRequests1795811609083 implements MigrationInterface {
  name = 'ConsultationRequests1795811609083';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`consultation_requests\` (\`id\` varchar(36) NOT NULL, \`createdAt\` datetime(3) NOT NULL, \`name\` varchar(50) NOT NULL, \`phone\` varchar(20) NOT NULL, \`grade\` varchar(8) NULL, \`programSlug\` varchar(100) NULL, \`programTitle\` varchar(200) NULL, \`message\` varchar(1000) NULL, \`status\` varchar(16) NOT NULL DEFAULT 'NEW', \`memo\` varchar(500) NULL, \`handledBy\` varchar(254) NULL, \`handledAt\` datetime(3) NULL, \`closedAt\` datetime(3) NULL, INDEX \`IDX_consultation_requests_created\` (\`createdAt\`), INDEX \`IDX_consultation_requests_closed\` (\`status\`, \`closedAt\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_consultation_requests_closed\` ON \`consultation_requests\``);
    await queryRunner.query(`DROP INDEX \`IDX_consultation_requests_created\` ON \`consultation_requests\``);
    await queryRunner.query(`DROP TABLE \`consultation_requests\``);
  }
}
