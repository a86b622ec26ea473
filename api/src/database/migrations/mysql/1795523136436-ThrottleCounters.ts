import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ThrottleCounters1795523136436 implements MigrationInterface {
  name = 'ThrottleCounters1795523136436';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`throttle_counters\` (\`key\` varchar(100) NOT NULL, \`hits\` int NOT NULL, \`expiresAt\` bigint NOT NULL, INDEX \`IDX_throttle_counters_expires\` (\`expiresAt\`), PRIMARY KEY (\`key\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_throttle_counters_expires\` ON \`throttle_counters\``);
    await queryRunner.query(`DROP TABLE \`throttle_counters\``);
  }
}
