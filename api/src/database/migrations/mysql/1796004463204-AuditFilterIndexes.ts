import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AuditFilterIndexes1796004463204 implements MigrationInterface {
  name = 'AuditFilterIndexes1796004463204';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX \`IDX_audit_log_actor_type\` ON \`audit_log\` (\`actorType\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_audit_log_target_type\` ON \`audit_log\` (\`targetType\`)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_audit_log_target_type\` ON \`audit_log\``);
    await queryRunner.query(`DROP INDEX \`IDX_audit_log_actor_type\` ON \`audit_log\``);
  }
}
