import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MemberListIndexes1796004009364 implements MigrationInterface {
  name = 'MemberListIndexes1796004009364';

  // The new indexes first: the foreign key on approval_records.userId needs one to stand on.
  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX \`IDX_approval_records_user_latest\` ON \`approval_records\` (\`userId\`, \`createdAt\`, \`id\`)`,
    );
    await queryRunner.query(`CREATE INDEX \`IDX_users_role_created\` ON \`users\` (\`role\`, \`createdAt\`, \`id\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_users_created\` ON \`users\` (\`createdAt\`, \`id\`)`);
    await queryRunner.query(`DROP INDEX \`IDX_approval_records_user\` ON \`approval_records\``);
    await queryRunner.query(`DROP INDEX \`IDX_users_role\` ON \`users\``);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX \`IDX_users_role\` ON \`users\` (\`role\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_approval_records_user\` ON \`approval_records\` (\`userId\`)`);
    await queryRunner.query(`DROP INDEX \`IDX_users_created\` ON \`users\``);
    await queryRunner.query(`DROP INDEX \`IDX_users_role_created\` ON \`users\``);
    await queryRunner.query(`DROP INDEX \`IDX_approval_records_user_latest\` ON \`approval_records\``);
  }
}
