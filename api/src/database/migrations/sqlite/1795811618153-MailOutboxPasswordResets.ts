import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MailOutboxPasswordResets1795811618153 implements MigrationInterface {
  name = 'MailOutboxPasswordResets1795811618153';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "mail_outbox" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "kind" varchar(40) NOT NULL, "recipient" varchar(254) NOT NULL, "payload" text NOT NULL, "state" varchar(10) NOT NULL DEFAULT ('pending'), "attempts" integer NOT NULL DEFAULT (0), "createdAt" datetime(3) NOT NULL, "nextAttemptAt" datetime(3) NOT NULL, "claimedUntil" datetime(3), "sentAt" datetime(3), "lastError" varchar(500))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_mail_outbox_due" ON "mail_outbox" ("state", "nextAttemptAt") `);
    await queryRunner.query(
      `CREATE TABLE "password_reset_tokens" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "userId" varchar(36) NOT NULL, "tokenHash" varchar(64) NOT NULL, "createdAt" datetime(3) NOT NULL, "expiresAt" datetime(3) NOT NULL, "usedAt" datetime(3))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_password_reset_tokens_user" ON "password_reset_tokens" ("userId") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_password_reset_tokens_hash" ON "password_reset_tokens" ("tokenHash") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_password_reset_tokens_user"`);
    await queryRunner.query(`DROP INDEX "UQ_password_reset_tokens_hash"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_password_reset_tokens" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "userId" varchar(36) NOT NULL, "tokenHash" varchar(64) NOT NULL, "createdAt" datetime(3) NOT NULL, "expiresAt" datetime(3) NOT NULL, "usedAt" datetime(3), CONSTRAINT "FK_d6a19d4b4f6c62dcd29daa497e2" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_password_reset_tokens"("id", "userId", "tokenHash", "createdAt", "expiresAt", "usedAt") SELECT "id", "userId", "tokenHash", "createdAt", "expiresAt", "usedAt" FROM "password_reset_tokens"`,
    );
    await queryRunner.query(`DROP TABLE "password_reset_tokens"`);
    await queryRunner.query(`ALTER TABLE "temporary_password_reset_tokens" RENAME TO "password_reset_tokens"`);
    await queryRunner.query(`CREATE INDEX "IDX_password_reset_tokens_user" ON "password_reset_tokens" ("userId") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_password_reset_tokens_hash" ON "password_reset_tokens" ("tokenHash") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_password_reset_tokens_hash"`);
    await queryRunner.query(`DROP INDEX "IDX_password_reset_tokens_user"`);
    await queryRunner.query(`ALTER TABLE "password_reset_tokens" RENAME TO "temporary_password_reset_tokens"`);
    await queryRunner.query(
      `CREATE TABLE "password_reset_tokens" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "userId" varchar(36) NOT NULL, "tokenHash" varchar(64) NOT NULL, "createdAt" datetime(3) NOT NULL, "expiresAt" datetime(3) NOT NULL, "usedAt" datetime(3))`,
    );
    await queryRunner.query(
      `INSERT INTO "password_reset_tokens"("id", "userId", "tokenHash", "createdAt", "expiresAt", "usedAt") SELECT "id", "userId", "tokenHash", "createdAt", "expiresAt", "usedAt" FROM "temporary_password_reset_tokens"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_password_reset_tokens"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_password_reset_tokens_hash" ON "password_reset_tokens" ("tokenHash") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_password_reset_tokens_user" ON "password_reset_tokens" ("userId") `);
    await queryRunner.query(`DROP INDEX "UQ_password_reset_tokens_hash"`);
    await queryRunner.query(`DROP INDEX "IDX_password_reset_tokens_user"`);
    await queryRunner.query(`DROP TABLE "password_reset_tokens"`);
    await queryRunner.query(`DROP INDEX "IDX_mail_outbox_due"`);
    await queryRunner.query(`DROP TABLE "mail_outbox"`);
  }
}
