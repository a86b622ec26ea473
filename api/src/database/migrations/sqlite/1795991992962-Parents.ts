import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Parents1795991992962 implements MigrationInterface {
  name = 'Parents1795991992962';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "watch_time_days" ("userId" varchar(36) NOT NULL, "videoId" varchar(36) NOT NULL, "day" integer NOT NULL, "seconds" double NOT NULL DEFAULT (0), PRIMARY KEY ("userId", "videoId", "day"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_watch_time_days_member_day" ON "watch_time_days" ("userId", "day", "videoId", "seconds") `,
    );
    await queryRunner.query(
      `CREATE TABLE "parent_links" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "parentId" varchar(36) NOT NULL, "childId" varchar(36) NOT NULL, "status" varchar CHECK( "status" IN ('PENDING','CONFIRMED') ) NOT NULL DEFAULT ('PENDING'), "confirmedAt" datetime(3))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_parent_links_status_time" ON "parent_links" ("status", "createdAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_parent_links_child" ON "parent_links" ("childId", "status") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_parent_links_parent_child" ON "parent_links" ("parentId", "childId") `,
    );
    await queryRunner.query(
      `CREATE TABLE "parent_link_codes" ("userId" varchar(36) PRIMARY KEY NOT NULL, "code" varchar(8) NOT NULL, "expiresAt" datetime(3) NOT NULL)`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_parent_link_codes_code" ON "parent_link_codes" ("code") `);
    await queryRunner.query(
      `CREATE TABLE "parent_settings" ("userId" varchar(36) PRIMARY KEY NOT NULL, "weeklyReport" boolean NOT NULL DEFAULT (1), "reportByPhone" boolean NOT NULL DEFAULT (0))`,
    );
    await queryRunner.query(
      `CREATE TABLE "parent_report_sends" ("parentId" varchar(36) NOT NULL, "week" varchar(8) NOT NULL, "queuedAt" datetime(3) NOT NULL, PRIMARY KEY ("parentId", "week"))`,
    );
    await queryRunner.query(`DROP INDEX "UQ_users_email"`);
    await queryRunner.query(`DROP INDEX "IDX_users_role"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_users" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "email" varchar(254) NOT NULL, "passwordHash" varchar(255) NOT NULL, "firstName" varchar(50), "lastName" varchar(50), "role" varchar CHECK( "role" IN ('ADMIN','VERIFIED','PENDING') ) NOT NULL DEFAULT ('PENDING'), "profileImageUrl" varchar(2000), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "mustChangePassword" boolean NOT NULL DEFAULT (0), "phone" varchar(20))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_users"("id", "createdAt", "email", "passwordHash", "firstName", "lastName", "role", "profileImageUrl", "updatedAt", "mustChangePassword") SELECT "id", "createdAt", "email", "passwordHash", "firstName", "lastName", "role", "profileImageUrl", "updatedAt", "mustChangePassword" FROM "users"`,
    );
    await queryRunner.query(`DROP TABLE "users"`);
    await queryRunner.query(`ALTER TABLE "temporary_users" RENAME TO "users"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_users_email" ON "users" ("email") `);
    await queryRunner.query(`CREATE INDEX "IDX_users_role" ON "users" ("role") `);
    await queryRunner.query(`DROP INDEX "UQ_users_email"`);
    await queryRunner.query(`DROP INDEX "IDX_users_role"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_users" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "email" varchar(254) NOT NULL, "passwordHash" varchar(255) NOT NULL, "firstName" varchar(50), "lastName" varchar(50), "role" varchar CHECK( "role" IN ('ADMIN','VERIFIED','PENDING','PARENT') ) NOT NULL DEFAULT ('PENDING'), "profileImageUrl" varchar(2000), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "mustChangePassword" boolean NOT NULL DEFAULT (0), "phone" varchar(20))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_users"("id", "createdAt", "email", "passwordHash", "firstName", "lastName", "role", "profileImageUrl", "updatedAt", "mustChangePassword", "phone") SELECT "id", "createdAt", "email", "passwordHash", "firstName", "lastName", "role", "profileImageUrl", "updatedAt", "mustChangePassword", "phone" FROM "users"`,
    );
    await queryRunner.query(`DROP TABLE "users"`);
    await queryRunner.query(`ALTER TABLE "temporary_users" RENAME TO "users"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_users_email" ON "users" ("email") `);
    await queryRunner.query(`CREATE INDEX "IDX_users_role" ON "users" ("role") `);
    await queryRunner.query(`DROP INDEX "IDX_watch_time_days_member_day"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_watch_time_days" ("userId" varchar(36) NOT NULL, "videoId" varchar(36) NOT NULL, "day" integer NOT NULL, "seconds" double NOT NULL DEFAULT (0), CONSTRAINT "FK_d8c8213be5ed5c2bdfdb7a7906b" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_554b2f038db04609515dc3d9969" FOREIGN KEY ("videoId") REFERENCES "videos" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("userId", "videoId", "day"))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_watch_time_days"("userId", "videoId", "day", "seconds") SELECT "userId", "videoId", "day", "seconds" FROM "watch_time_days"`,
    );
    await queryRunner.query(`DROP TABLE "watch_time_days"`);
    await queryRunner.query(`ALTER TABLE "temporary_watch_time_days" RENAME TO "watch_time_days"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_watch_time_days_member_day" ON "watch_time_days" ("userId", "day", "videoId", "seconds") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_parent_links_status_time"`);
    await queryRunner.query(`DROP INDEX "IDX_parent_links_child"`);
    await queryRunner.query(`DROP INDEX "UQ_parent_links_parent_child"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_parent_links" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "parentId" varchar(36) NOT NULL, "childId" varchar(36) NOT NULL, "status" varchar CHECK( "status" IN ('PENDING','CONFIRMED') ) NOT NULL DEFAULT ('PENDING'), "confirmedAt" datetime(3), CONSTRAINT "FK_1104ad9d6ea62e14b6c344d5b29" FOREIGN KEY ("parentId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_83328c0b60fda1108741759ac5b" FOREIGN KEY ("childId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_parent_links"("id", "createdAt", "parentId", "childId", "status", "confirmedAt") SELECT "id", "createdAt", "parentId", "childId", "status", "confirmedAt" FROM "parent_links"`,
    );
    await queryRunner.query(`DROP TABLE "parent_links"`);
    await queryRunner.query(`ALTER TABLE "temporary_parent_links" RENAME TO "parent_links"`);
    await queryRunner.query(`CREATE INDEX "IDX_parent_links_status_time" ON "parent_links" ("status", "createdAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_parent_links_child" ON "parent_links" ("childId", "status") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_parent_links_parent_child" ON "parent_links" ("parentId", "childId") `,
    );
    await queryRunner.query(`DROP INDEX "UQ_parent_link_codes_code"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_parent_link_codes" ("userId" varchar(36) PRIMARY KEY NOT NULL, "code" varchar(8) NOT NULL, "expiresAt" datetime(3) NOT NULL, CONSTRAINT "FK_c684ebc48bab0c29769a2f12664" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_parent_link_codes"("userId", "code", "expiresAt") SELECT "userId", "code", "expiresAt" FROM "parent_link_codes"`,
    );
    await queryRunner.query(`DROP TABLE "parent_link_codes"`);
    await queryRunner.query(`ALTER TABLE "temporary_parent_link_codes" RENAME TO "parent_link_codes"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_parent_link_codes_code" ON "parent_link_codes" ("code") `);
    await queryRunner.query(
      `CREATE TABLE "temporary_parent_settings" ("userId" varchar(36) PRIMARY KEY NOT NULL, "weeklyReport" boolean NOT NULL DEFAULT (1), "reportByPhone" boolean NOT NULL DEFAULT (0), CONSTRAINT "FK_fbcad7ff330b8f0e9565bc73709" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_parent_settings"("userId", "weeklyReport", "reportByPhone") SELECT "userId", "weeklyReport", "reportByPhone" FROM "parent_settings"`,
    );
    await queryRunner.query(`DROP TABLE "parent_settings"`);
    await queryRunner.query(`ALTER TABLE "temporary_parent_settings" RENAME TO "parent_settings"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_parent_report_sends" ("parentId" varchar(36) NOT NULL, "week" varchar(8) NOT NULL, "queuedAt" datetime(3) NOT NULL, CONSTRAINT "FK_f3881c7b12e1fb5b803bab21369" FOREIGN KEY ("parentId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("parentId", "week"))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_parent_report_sends"("parentId", "week", "queuedAt") SELECT "parentId", "week", "queuedAt" FROM "parent_report_sends"`,
    );
    await queryRunner.query(`DROP TABLE "parent_report_sends"`);
    await queryRunner.query(`ALTER TABLE "temporary_parent_report_sends" RENAME TO "parent_report_sends"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "parent_report_sends" RENAME TO "temporary_parent_report_sends"`);
    await queryRunner.query(
      `CREATE TABLE "parent_report_sends" ("parentId" varchar(36) NOT NULL, "week" varchar(8) NOT NULL, "queuedAt" datetime(3) NOT NULL, PRIMARY KEY ("parentId", "week"))`,
    );
    await queryRunner.query(
      `INSERT INTO "parent_report_sends"("parentId", "week", "queuedAt") SELECT "parentId", "week", "queuedAt" FROM "temporary_parent_report_sends"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_parent_report_sends"`);
    await queryRunner.query(`ALTER TABLE "parent_settings" RENAME TO "temporary_parent_settings"`);
    await queryRunner.query(
      `CREATE TABLE "parent_settings" ("userId" varchar(36) PRIMARY KEY NOT NULL, "weeklyReport" boolean NOT NULL DEFAULT (1), "reportByPhone" boolean NOT NULL DEFAULT (0))`,
    );
    await queryRunner.query(
      `INSERT INTO "parent_settings"("userId", "weeklyReport", "reportByPhone") SELECT "userId", "weeklyReport", "reportByPhone" FROM "temporary_parent_settings"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_parent_settings"`);
    await queryRunner.query(`DROP INDEX "UQ_parent_link_codes_code"`);
    await queryRunner.query(`ALTER TABLE "parent_link_codes" RENAME TO "temporary_parent_link_codes"`);
    await queryRunner.query(
      `CREATE TABLE "parent_link_codes" ("userId" varchar(36) PRIMARY KEY NOT NULL, "code" varchar(8) NOT NULL, "expiresAt" datetime(3) NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "parent_link_codes"("userId", "code", "expiresAt") SELECT "userId", "code", "expiresAt" FROM "temporary_parent_link_codes"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_parent_link_codes"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_parent_link_codes_code" ON "parent_link_codes" ("code") `);
    await queryRunner.query(`DROP INDEX "UQ_parent_links_parent_child"`);
    await queryRunner.query(`DROP INDEX "IDX_parent_links_child"`);
    await queryRunner.query(`DROP INDEX "IDX_parent_links_status_time"`);
    await queryRunner.query(`ALTER TABLE "parent_links" RENAME TO "temporary_parent_links"`);
    await queryRunner.query(
      `CREATE TABLE "parent_links" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "parentId" varchar(36) NOT NULL, "childId" varchar(36) NOT NULL, "status" varchar CHECK( "status" IN ('PENDING','CONFIRMED') ) NOT NULL DEFAULT ('PENDING'), "confirmedAt" datetime(3))`,
    );
    await queryRunner.query(
      `INSERT INTO "parent_links"("id", "createdAt", "parentId", "childId", "status", "confirmedAt") SELECT "id", "createdAt", "parentId", "childId", "status", "confirmedAt" FROM "temporary_parent_links"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_parent_links"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_parent_links_parent_child" ON "parent_links" ("parentId", "childId") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_parent_links_child" ON "parent_links" ("childId", "status") `);
    await queryRunner.query(`CREATE INDEX "IDX_parent_links_status_time" ON "parent_links" ("status", "createdAt") `);
    await queryRunner.query(`DROP INDEX "IDX_watch_time_days_member_day"`);
    await queryRunner.query(`ALTER TABLE "watch_time_days" RENAME TO "temporary_watch_time_days"`);
    await queryRunner.query(
      `CREATE TABLE "watch_time_days" ("userId" varchar(36) NOT NULL, "videoId" varchar(36) NOT NULL, "day" integer NOT NULL, "seconds" double NOT NULL DEFAULT (0), PRIMARY KEY ("userId", "videoId", "day"))`,
    );
    await queryRunner.query(
      `INSERT INTO "watch_time_days"("userId", "videoId", "day", "seconds") SELECT "userId", "videoId", "day", "seconds" FROM "temporary_watch_time_days"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_watch_time_days"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_watch_time_days_member_day" ON "watch_time_days" ("userId", "day", "videoId", "seconds") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_users_role"`);
    await queryRunner.query(`DROP INDEX "UQ_users_email"`);
    await queryRunner.query(`ALTER TABLE "users" RENAME TO "temporary_users"`);
    await queryRunner.query(
      `CREATE TABLE "users" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "email" varchar(254) NOT NULL, "passwordHash" varchar(255) NOT NULL, "firstName" varchar(50), "lastName" varchar(50), "role" varchar CHECK( "role" IN ('ADMIN','VERIFIED','PENDING') ) NOT NULL DEFAULT ('PENDING'), "profileImageUrl" varchar(2000), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "mustChangePassword" boolean NOT NULL DEFAULT (0), "phone" varchar(20))`,
    );
    await queryRunner.query(
      `INSERT INTO "users"("id", "createdAt", "email", "passwordHash", "firstName", "lastName", "role", "profileImageUrl", "updatedAt", "mustChangePassword", "phone") SELECT "id", "createdAt", "email", "passwordHash", "firstName", "lastName", "role", "profileImageUrl", "updatedAt", "mustChangePassword", "phone" FROM "temporary_users"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_users"`);
    await queryRunner.query(`CREATE INDEX "IDX_users_role" ON "users" ("role") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_users_email" ON "users" ("email") `);
    await queryRunner.query(`DROP INDEX "IDX_users_role"`);
    await queryRunner.query(`DROP INDEX "UQ_users_email"`);
    await queryRunner.query(`ALTER TABLE "users" RENAME TO "temporary_users"`);
    await queryRunner.query(
      `CREATE TABLE "users" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "email" varchar(254) NOT NULL, "passwordHash" varchar(255) NOT NULL, "firstName" varchar(50), "lastName" varchar(50), "role" varchar CHECK( "role" IN ('ADMIN','VERIFIED','PENDING') ) NOT NULL DEFAULT ('PENDING'), "profileImageUrl" varchar(2000), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "mustChangePassword" boolean NOT NULL DEFAULT (0))`,
    );
    await queryRunner.query(
      `INSERT INTO "users"("id", "createdAt", "email", "passwordHash", "firstName", "lastName", "role", "profileImageUrl", "updatedAt", "mustChangePassword") SELECT "id", "createdAt", "email", "passwordHash", "firstName", "lastName", "role", "profileImageUrl", "updatedAt", "mustChangePassword" FROM "temporary_users"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_users"`);
    await queryRunner.query(`CREATE INDEX "IDX_users_role" ON "users" ("role") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_users_email" ON "users" ("email") `);
    await queryRunner.query(`DROP TABLE "parent_report_sends"`);
    await queryRunner.query(`DROP TABLE "parent_settings"`);
    await queryRunner.query(`DROP INDEX "UQ_parent_link_codes_code"`);
    await queryRunner.query(`DROP TABLE "parent_link_codes"`);
    await queryRunner.query(`DROP INDEX "UQ_parent_links_parent_child"`);
    await queryRunner.query(`DROP INDEX "IDX_parent_links_child"`);
    await queryRunner.query(`DROP INDEX "IDX_parent_links_status_time"`);
    await queryRunner.query(`DROP TABLE "parent_links"`);
    await queryRunner.query(`DROP INDEX "IDX_watch_time_days_member_day"`);
    await queryRunner.query(`DROP TABLE "watch_time_days"`);
  }
}
