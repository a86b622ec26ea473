import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MailPriorityDigest1795935992262 implements MigrationInterface {
  name = 'MailPriorityDigest1795935992262';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_mail_outbox_due"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_mail_outbox" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "kind" varchar(40) NOT NULL, "recipient" varchar(254) NOT NULL, "payload" text NOT NULL, "state" varchar(10) NOT NULL DEFAULT ('pending'), "attempts" integer NOT NULL DEFAULT (0), "createdAt" datetime(3) NOT NULL, "nextAttemptAt" datetime(3) NOT NULL, "claimedUntil" datetime(3), "sentAt" datetime(3), "lastError" varchar(500), "priority" smallint NOT NULL DEFAULT (0), "claimedBy" varchar(36))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_mail_outbox"("id", "kind", "recipient", "payload", "state", "attempts", "createdAt", "nextAttemptAt", "claimedUntil", "sentAt", "lastError") SELECT "id", "kind", "recipient", "payload", "state", "attempts", "createdAt", "nextAttemptAt", "claimedUntil", "sentAt", "lastError" FROM "mail_outbox"`,
    );
    await queryRunner.query(`DROP TABLE "mail_outbox"`);
    await queryRunner.query(`ALTER TABLE "temporary_mail_outbox" RENAME TO "mail_outbox"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_mail_outbox_due" ON "mail_outbox" ("state", "priority", "nextAttemptAt") `,
    );
    // Notices already waiting go after account mail too.
    await queryRunner.query(`UPDATE "mail_outbox" SET "priority" = 1 WHERE "kind" = 'CONSULTATION_NEW'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_mail_outbox_due"`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" RENAME TO "temporary_mail_outbox"`);
    await queryRunner.query(
      `CREATE TABLE "mail_outbox" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "kind" varchar(40) NOT NULL, "recipient" varchar(254) NOT NULL, "payload" text NOT NULL, "state" varchar(10) NOT NULL DEFAULT ('pending'), "attempts" integer NOT NULL DEFAULT (0), "createdAt" datetime(3) NOT NULL, "nextAttemptAt" datetime(3) NOT NULL, "claimedUntil" datetime(3), "sentAt" datetime(3), "lastError" varchar(500))`,
    );
    await queryRunner.query(
      `INSERT INTO "mail_outbox"("id", "kind", "recipient", "payload", "state", "attempts", "createdAt", "nextAttemptAt", "claimedUntil", "sentAt", "lastError") SELECT "id", "kind", "recipient", "payload", "state", "attempts", "createdAt", "nextAttemptAt", "claimedUntil", "sentAt", "lastError" FROM "temporary_mail_outbox"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_mail_outbox"`);
    await queryRunner.query(`CREATE INDEX "IDX_mail_outbox_due" ON "mail_outbox" ("state", "nextAttemptAt") `);
  }
}
