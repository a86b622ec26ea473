import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createAuditSearch, dropAuditSearch } from '../audit-search';

export class AuditSearch1796016474197 implements MigrationInterface {
  name = 'AuditSearch1796016474197';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX \`IDX_audit_log_actor_email\` ON \`audit_log\` (\`actorEmail\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_audit_log_ip\` ON \`audit_log\` (\`ip\`)`);
    await createAuditSearch(queryRunner, 'mysql');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await dropAuditSearch(queryRunner, 'mysql');
    await queryRunner.query(`DROP INDEX \`IDX_audit_log_ip\` ON \`audit_log\``);
    await queryRunner.query(`DROP INDEX \`IDX_audit_log_actor_email\` ON \`audit_log\``);
  }
}
