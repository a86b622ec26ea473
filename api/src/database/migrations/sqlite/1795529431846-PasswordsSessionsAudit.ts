import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PasswordsSessionsAudit1795529431846 implements MigrationInterface {
  name = 'PasswordsSessionsAudit1795529431846';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "audit_log" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "at" datetime(3) NOT NULL, "actorType" varchar(16) NOT NULL, "actorId" varchar(36), "actorEmail" varchar(254), "action" varchar(40) NOT NULL, "targetType" varchar(20) NOT NULL, "targetId" varchar(36), "summary" varchar(1000) NOT NULL, "ip" varchar(64))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_audit_log_at" ON "audit_log" ("at") `);
    await queryRunner.query(`CREATE INDEX "IDX_audit_log_action" ON "audit_log" ("action") `);
    await queryRunner.query(`CREATE INDEX "IDX_audit_log_target" ON "audit_log" ("targetType", "targetId") `);
    await queryRunner.query(`DROP INDEX "IDX_users_role"`);
    await queryRunner.query(`DROP INDEX "UQ_users_email"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_users" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "email" varchar(254) NOT NULL, "passwordHash" varchar(255) NOT NULL, "firstName" varchar(50), "lastName" varchar(50), "role" varchar CHECK( "role" IN ('ADMIN','VERIFIED','PENDING') ) NOT NULL DEFAULT ('PENDING'), "profileImageUrl" varchar(2000), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "mustChangePassword" boolean NOT NULL DEFAULT (0))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_users"("id", "createdAt", "email", "passwordHash", "firstName", "lastName", "role", "profileImageUrl", "updatedAt") SELECT "id", "createdAt", "email", "passwordHash", "firstName", "lastName", "role", "profileImageUrl", "updatedAt" FROM "users"`,
    );
    await queryRunner.query(`DROP TABLE "users"`);
    await queryRunner.query(`ALTER TABLE "temporary_users" RENAME TO "users"`);
    await queryRunner.query(`CREATE INDEX "IDX_users_role" ON "users" ("role") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_users_email" ON "users" ("email") `);
    await queryRunner.query(`DROP INDEX "IDX_sessions_user"`);
    await queryRunner.query(`DROP INDEX "IDX_sessions_expires"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_sessions" ("id" varchar(128) PRIMARY KEY NOT NULL, "expiresAt" datetime(3) NOT NULL, "userId" varchar(36), "data" text NOT NULL, "createdAt" datetime(3), "lastSeenAt" datetime(3), "userAgent" varchar(512))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_sessions"("id", "expiresAt", "userId", "data") SELECT "id", "expiresAt", "userId", "data" FROM "sessions"`,
    );
    await queryRunner.query(`DROP TABLE "sessions"`);
    await queryRunner.query(`ALTER TABLE "temporary_sessions" RENAME TO "sessions"`);
    await queryRunner.query(`CREATE INDEX "IDX_sessions_user" ON "sessions" ("userId") `);
    await queryRunner.query(`CREATE INDEX "IDX_sessions_expires" ON "sessions" ("expiresAt") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_sessions_expires"`);
    await queryRunner.query(`DROP INDEX "IDX_sessions_user"`);
    await queryRunner.query(`ALTER TABLE "sessions" RENAME TO "temporary_sessions"`);
    await queryRunner.query(
      `CREATE TABLE "sessions" ("id" varchar(128) PRIMARY KEY NOT NULL, "expiresAt" datetime(3) NOT NULL, "userId" varchar(36), "data" text NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "sessions"("id", "expiresAt", "userId", "data") SELECT "id", "expiresAt", "userId", "data" FROM "temporary_sessions"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_sessions"`);
    await queryRunner.query(`CREATE INDEX "IDX_sessions_expires" ON "sessions" ("expiresAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_sessions_user" ON "sessions" ("userId") `);
    await queryRunner.query(`DROP INDEX "UQ_users_email"`);
    await queryRunner.query(`DROP INDEX "IDX_users_role"`);
    await queryRunner.query(`ALTER TABLE "users" RENAME TO "temporary_users"`);
    await queryRunner.query(
      `CREATE TABLE "users" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "email" varchar(254) NOT NULL, "passwordHash" varchar(255) NOT NULL, "firstName" varchar(50), "lastName" varchar(50), "role" varchar CHECK( "role" IN ('ADMIN','VERIFIED','PENDING') ) NOT NULL DEFAULT ('PENDING'), "profileImageUrl" varchar(2000), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "users"("id", "createdAt", "email", "passwordHash", "firstName", "lastName", "role", "profileImageUrl", "updatedAt") SELECT "id", "createdAt", "email", "passwordHash", "firstName", "lastName", "role", "profileImageUrl", "updatedAt" FROM "temporary_users"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_users"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_users_email" ON "users" ("email") `);
    await queryRunner.query(`CREATE INDEX "IDX_users_role" ON "users" ("role") `);
    await queryRunner.query(`DROP INDEX "IDX_audit_log_target"`);
    await queryRunner.query(`DROP INDEX "IDX_audit_log_action"`);
    await queryRunner.query(`DROP INDEX "IDX_audit_log_at"`);
    await queryRunner.query(`DROP TABLE "audit_log"`);
  }
}
