import type { MigrationInterface, QueryRunner } from 'typeorm';

export class StudentPrograms1796000120000 implements MigrationInterface {
  name = 'StudentPrograms1796000120000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "student_programs" ("userId" varchar(36) PRIMARY KEY NOT NULL, "programId" varchar(36) NOT NULL, "updatedAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE TABLE "temporary_student_programs" ("userId" varchar(36) PRIMARY KEY NOT NULL, "programId" varchar(36) NOT NULL, "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_0a50be52898769e3ec3184c2a62" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_2129f23f0e3ce4a39614fe3f408" FOREIGN KEY ("programId") REFERENCES "programs" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_student_programs"("userId", "programId", "updatedAt") SELECT "userId", "programId", "updatedAt" FROM "student_programs"`,
    );
    await queryRunner.query(`DROP TABLE "student_programs"`);
    await queryRunner.query(`ALTER TABLE "temporary_student_programs" RENAME TO "student_programs"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "student_programs" RENAME TO "temporary_student_programs"`);
    await queryRunner.query(
      `CREATE TABLE "student_programs" ("userId" varchar(36) PRIMARY KEY NOT NULL, "programId" varchar(36) NOT NULL, "updatedAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "student_programs"("userId", "programId", "updatedAt") SELECT "userId", "programId", "updatedAt" FROM "temporary_student_programs"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_student_programs"`);
    await queryRunner.query(`DROP TABLE "student_programs"`);
  }
}
