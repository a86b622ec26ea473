import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ProgramFacts1795932815636 implements MigrationInterface {
  name = 'ProgramFacts1795932815636';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_programs_slug"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_programs" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "slug" varchar(100) NOT NULL, "title" varchar(200) NOT NULL, "subtitle" varchar(300), "description" text, "content" text, "features" text NOT NULL, "targetStudents" varchar(500), "curriculum" text, "isActive" boolean NOT NULL DEFAULT (1), "order" integer NOT NULL DEFAULT (0), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "tuition" text, "schedule" text, "startDate" varchar(10), "capacity" integer, "seatsLeft" integer)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_programs"("id", "createdAt", "slug", "title", "subtitle", "description", "content", "features", "targetStudents", "curriculum", "isActive", "order", "updatedAt") SELECT "id", "createdAt", "slug", "title", "subtitle", "description", "content", "features", "targetStudents", "curriculum", "isActive", "order", "updatedAt" FROM "programs"`,
    );
    await queryRunner.query(`DROP TABLE "programs"`);
    await queryRunner.query(`ALTER TABLE "temporary_programs" RENAME TO "programs"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_programs_slug" ON "programs" ("slug") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_programs_slug"`);
    await queryRunner.query(`ALTER TABLE "programs" RENAME TO "temporary_programs"`);
    await queryRunner.query(
      `CREATE TABLE "programs" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "slug" varchar(100) NOT NULL, "title" varchar(200) NOT NULL, "subtitle" varchar(300), "description" text, "content" text, "features" text NOT NULL, "targetStudents" varchar(500), "curriculum" text, "isActive" boolean NOT NULL DEFAULT (1), "order" integer NOT NULL DEFAULT (0), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "programs"("id", "createdAt", "slug", "title", "subtitle", "description", "content", "features", "targetStudents", "curriculum", "isActive", "order", "updatedAt") SELECT "id", "createdAt", "slug", "title", "subtitle", "description", "content", "features", "targetStudents", "curriculum", "isActive", "order", "updatedAt" FROM "temporary_programs"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_programs"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_programs_slug" ON "programs" ("slug") `);
  }
}
