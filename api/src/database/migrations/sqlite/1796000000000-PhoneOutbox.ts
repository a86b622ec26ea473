import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PhoneOutbox1796000000000 implements MigrationInterface {
  name = 'PhoneOutbox1796000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "phone_outbox" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "kind" varchar(40) NOT NULL, "recipient" varchar(20) NOT NULL, "payload" text NOT NULL, "state" varchar(10) NOT NULL DEFAULT ('pending'), "priority" smallint NOT NULL DEFAULT (0), "attempts" integer NOT NULL DEFAULT (0), "createdAt" datetime(3) NOT NULL, "nextAttemptAt" datetime(3) NOT NULL, "claimedUntil" datetime(3), "sentAt" datetime(3), "lastError" varchar(500))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_phone_outbox_due" ON "phone_outbox" ("state", "priority", "nextAttemptAt") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_phone_outbox_due"`);
    await queryRunner.query(`DROP TABLE "phone_outbox"`);
  }
}
