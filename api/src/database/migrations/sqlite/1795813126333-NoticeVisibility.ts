import type { MigrationInterface, QueryRunner } from 'typeorm';

export class NoticeVisibility1795813126333 implements MigrationInterface {
  name = 'NoticeVisibility1795813126333';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "temporary_notices" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "title" varchar(200) NOT NULL, "body" text NOT NULL, "startsAt" datetime(3), "endsAt" datetime(3), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "visibility" varchar(10) NOT NULL DEFAULT ('members'))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_notices"("id", "createdAt", "title", "body", "startsAt", "endsAt", "updatedAt") SELECT "id", "createdAt", "title", "body", "startsAt", "endsAt", "updatedAt" FROM "notices"`,
    );
    await queryRunner.query(`DROP TABLE "notices"`);
    await queryRunner.query(`ALTER TABLE "temporary_notices" RENAME TO "notices"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "notices" RENAME TO "temporary_notices"`);
    await queryRunner.query(
      `CREATE TABLE "notices" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "title" varchar(200) NOT NULL, "body" text NOT NULL, "startsAt" datetime(3), "endsAt" datetime(3), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "notices"("id", "createdAt", "title", "body", "startsAt", "endsAt", "updatedAt") SELECT "id", "createdAt", "title", "body", "startsAt", "endsAt", "updatedAt" FROM "temporary_notices"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_notices"`);
  }
}
