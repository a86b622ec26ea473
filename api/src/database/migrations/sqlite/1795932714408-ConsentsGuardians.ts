import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ConsentsGuardians1795932714408 implements MigrationInterface {
  name = 'ConsentsGuardians1795932714408';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "consents" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "userId" varchar(36) NOT NULL, "kind" varchar(16) NOT NULL, "given" boolean NOT NULL, "version" integer NOT NULL, "method" varchar(16) NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_consents_user_kind" ON "consents" ("userId", "kind", "createdAt") `);
    await queryRunner.query(
      `CREATE TABLE "guardians" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "userId" varchar(36) NOT NULL, "name" varchar(50) NOT NULL, "phone" varchar(20) NOT NULL)`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_guardians_user" ON "guardians" ("userId") `);
    await queryRunner.query(`DROP INDEX "IDX_consents_user_kind"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_consents" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "userId" varchar(36) NOT NULL, "kind" varchar(16) NOT NULL, "given" boolean NOT NULL, "version" integer NOT NULL, "method" varchar(16) NOT NULL, CONSTRAINT "FK_7736e32000c01e8e189d1d4a0dd" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_consents"("id", "createdAt", "userId", "kind", "given", "version", "method") SELECT "id", "createdAt", "userId", "kind", "given", "version", "method" FROM "consents"`,
    );
    await queryRunner.query(`DROP TABLE "consents"`);
    await queryRunner.query(`ALTER TABLE "temporary_consents" RENAME TO "consents"`);
    await queryRunner.query(`CREATE INDEX "IDX_consents_user_kind" ON "consents" ("userId", "kind", "createdAt") `);
    await queryRunner.query(`DROP INDEX "UQ_guardians_user"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_guardians" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "userId" varchar(36) NOT NULL, "name" varchar(50) NOT NULL, "phone" varchar(20) NOT NULL, CONSTRAINT "FK_62de757629bae3df0b54c846a20" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_guardians"("id", "createdAt", "userId", "name", "phone") SELECT "id", "createdAt", "userId", "name", "phone" FROM "guardians"`,
    );
    await queryRunner.query(`DROP TABLE "guardians"`);
    await queryRunner.query(`ALTER TABLE "temporary_guardians" RENAME TO "guardians"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_guardians_user" ON "guardians" ("userId") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_guardians_user"`);
    await queryRunner.query(`ALTER TABLE "guardians" RENAME TO "temporary_guardians"`);
    await queryRunner.query(
      `CREATE TABLE "guardians" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "userId" varchar(36) NOT NULL, "name" varchar(50) NOT NULL, "phone" varchar(20) NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "guardians"("id", "createdAt", "userId", "name", "phone") SELECT "id", "createdAt", "userId", "name", "phone" FROM "temporary_guardians"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_guardians"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_guardians_user" ON "guardians" ("userId") `);
    await queryRunner.query(`DROP INDEX "IDX_consents_user_kind"`);
    await queryRunner.query(`ALTER TABLE "consents" RENAME TO "temporary_consents"`);
    await queryRunner.query(
      `CREATE TABLE "consents" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "userId" varchar(36) NOT NULL, "kind" varchar(16) NOT NULL, "given" boolean NOT NULL, "version" integer NOT NULL, "method" varchar(16) NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "consents"("id", "createdAt", "userId", "kind", "given", "version", "method") SELECT "id", "createdAt", "userId", "kind", "given", "version", "method" FROM "temporary_consents"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_consents"`);
    await queryRunner.query(`CREATE INDEX "IDX_consents_user_kind" ON "consents" ("userId", "kind", "createdAt") `);
    await queryRunner.query(`DROP INDEX "UQ_guardians_user"`);
    await queryRunner.query(`DROP TABLE "guardians"`);
    await queryRunner.query(`DROP INDEX "IDX_consents_user_kind"`);
    await queryRunner.query(`DROP TABLE "consents"`);
  }
}
