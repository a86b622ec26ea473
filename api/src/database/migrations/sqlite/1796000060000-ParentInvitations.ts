import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ParentInvitations1796000060000 implements MigrationInterface {
  name = 'ParentInvitations1796000060000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "parent_invitations" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "childId" varchar(36) NOT NULL, "tokenHash" varchar(64) NOT NULL, "expiresAt" datetime(3) NOT NULL, "usedAt" datetime(3))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_parent_invitations_token" ON "parent_invitations" ("tokenHash") `);
    await queryRunner.query(`DROP INDEX "UQ_parent_invitations_token"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_parent_invitations" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "childId" varchar(36) NOT NULL, "tokenHash" varchar(64) NOT NULL, "expiresAt" datetime(3) NOT NULL, "usedAt" datetime(3), CONSTRAINT "FK_2bbb2c6ec844647cf5f1cb28467" FOREIGN KEY ("childId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_parent_invitations"("id", "createdAt", "childId", "tokenHash", "expiresAt", "usedAt") SELECT "id", "createdAt", "childId", "tokenHash", "expiresAt", "usedAt" FROM "parent_invitations"`,
    );
    await queryRunner.query(`DROP TABLE "parent_invitations"`);
    await queryRunner.query(`ALTER TABLE "temporary_parent_invitations" RENAME TO "parent_invitations"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_parent_invitations_token" ON "parent_invitations" ("tokenHash") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_parent_invitations_token"`);
    await queryRunner.query(`ALTER TABLE "parent_invitations" RENAME TO "temporary_parent_invitations"`);
    await queryRunner.query(
      `CREATE TABLE "parent_invitations" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "childId" varchar(36) NOT NULL, "tokenHash" varchar(64) NOT NULL, "expiresAt" datetime(3) NOT NULL, "usedAt" datetime(3))`,
    );
    await queryRunner.query(
      `INSERT INTO "parent_invitations"("id", "createdAt", "childId", "tokenHash", "expiresAt", "usedAt") SELECT "id", "createdAt", "childId", "tokenHash", "expiresAt", "usedAt" FROM "temporary_parent_invitations"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_parent_invitations"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_parent_invitations_token" ON "parent_invitations" ("tokenHash") `);
    await queryRunner.query(`DROP INDEX "UQ_parent_invitations_token"`);
    await queryRunner.query(`DROP TABLE "parent_invitations"`);
  }
}
