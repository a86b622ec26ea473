import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795406738635 implements MigrationInterface {
  name = 'Initial1795406738635';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "videos" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "courseId" varchar(36) NOT NULL, "title" varchar(200) NOT NULL, "description" text, "externalUrl" varchar(2000) NOT NULL, "type" varchar CHECK( "type" IN ('youtube','nas') ) NOT NULL DEFAULT ('youtube'), "durationSec" integer, "isPublished" boolean NOT NULL DEFAULT (1), "accessStart" datetime(3), "accessEnd" datetime(3), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_videos_course" ON "videos" ("courseId") `);
    await queryRunner.query(
      `CREATE TABLE "courses" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "title" varchar(200) NOT NULL, "slug" varchar(100) NOT NULL, "description" text, "thumbnail" varchar(2000), "tags" text NOT NULL, "order" integer NOT NULL DEFAULT (0), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_courses_slug" ON "courses" ("slug") `);
    await queryRunner.query(
      `CREATE TABLE "gallery_items" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "url" varchar(2000) NOT NULL, "caption" varchar(200), "title" varchar(200), "description" text, "visible" boolean NOT NULL DEFAULT (1), "order" integer NOT NULL DEFAULT (0), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE TABLE "users" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "email" varchar(254) NOT NULL, "passwordHash" varchar(255) NOT NULL, "firstName" varchar(50), "lastName" varchar(50), "role" varchar CHECK( "role" IN ('ADMIN','VERIFIED','PENDING') ) NOT NULL DEFAULT ('PENDING'), "profileImageUrl" varchar(2000), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_users_email" ON "users" ("email") `);
    await queryRunner.query(`CREATE INDEX "IDX_users_role" ON "users" ("role") `);
    await queryRunner.query(
      `CREATE TABLE "approval_records" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "userId" varchar(36) NOT NULL, "status" varchar CHECK( "status" IN ('APPROVED','REJECTED','REVOKED') ) NOT NULL, "memo" varchar(500), "actedBy" varchar(254))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_approval_records_user" ON "approval_records" ("userId") `);
    await queryRunner.query(
      `CREATE TABLE "notices" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "title" varchar(200) NOT NULL, "body" text NOT NULL, "startsAt" datetime(3), "endsAt" datetime(3), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE TABLE "programs" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "slug" varchar(100) NOT NULL, "title" varchar(200) NOT NULL, "subtitle" varchar(300), "description" text, "content" text, "features" text NOT NULL, "targetStudents" varchar(500), "curriculum" text, "isActive" boolean NOT NULL DEFAULT (1), "order" integer NOT NULL DEFAULT (0), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_programs_slug" ON "programs" ("slug") `);
    await queryRunner.query(
      `CREATE TABLE "sessions" ("id" varchar(128) PRIMARY KEY NOT NULL, "expiresAt" datetime(3) NOT NULL, "userId" varchar(36), "data" text NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_sessions_expires" ON "sessions" ("expiresAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_sessions_user" ON "sessions" ("userId") `);
    await queryRunner.query(
      `CREATE TABLE "video_views" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "videoId" varchar(36) NOT NULL, "userId" varchar(36))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_video_views_video" ON "video_views" ("videoId") `);
    await queryRunner.query(`CREATE INDEX "IDX_video_views_user" ON "video_views" ("userId") `);
    await queryRunner.query(
      `CREATE TABLE "app_meta" ("key" varchar(64) PRIMARY KEY NOT NULL, "value" varchar(255) NOT NULL)`,
    );
    await queryRunner.query(`DROP INDEX "IDX_videos_course"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_videos" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "courseId" varchar(36) NOT NULL, "title" varchar(200) NOT NULL, "description" text, "externalUrl" varchar(2000) NOT NULL, "type" varchar CHECK( "type" IN ('youtube','nas') ) NOT NULL DEFAULT ('youtube'), "durationSec" integer, "isPublished" boolean NOT NULL DEFAULT (1), "accessStart" datetime(3), "accessEnd" datetime(3), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_78dfdd8d19fba0a879390340b54" FOREIGN KEY ("courseId") REFERENCES "courses" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_videos"("id", "createdAt", "courseId", "title", "description", "externalUrl", "type", "durationSec", "isPublished", "accessStart", "accessEnd", "updatedAt") SELECT "id", "createdAt", "courseId", "title", "description", "externalUrl", "type", "durationSec", "isPublished", "accessStart", "accessEnd", "updatedAt" FROM "videos"`,
    );
    await queryRunner.query(`DROP TABLE "videos"`);
    await queryRunner.query(`ALTER TABLE "temporary_videos" RENAME TO "videos"`);
    await queryRunner.query(`CREATE INDEX "IDX_videos_course" ON "videos" ("courseId") `);
    await queryRunner.query(`DROP INDEX "IDX_approval_records_user"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_approval_records" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "userId" varchar(36) NOT NULL, "status" varchar CHECK( "status" IN ('APPROVED','REJECTED','REVOKED') ) NOT NULL, "memo" varchar(500), "actedBy" varchar(254), CONSTRAINT "FK_e61955b0f9cc06a3af05c034000" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_approval_records"("id", "createdAt", "userId", "status", "memo", "actedBy") SELECT "id", "createdAt", "userId", "status", "memo", "actedBy" FROM "approval_records"`,
    );
    await queryRunner.query(`DROP TABLE "approval_records"`);
    await queryRunner.query(`ALTER TABLE "temporary_approval_records" RENAME TO "approval_records"`);
    await queryRunner.query(`CREATE INDEX "IDX_approval_records_user" ON "approval_records" ("userId") `);
    await queryRunner.query(`DROP INDEX "IDX_video_views_video"`);
    await queryRunner.query(`DROP INDEX "IDX_video_views_user"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_video_views" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "videoId" varchar(36) NOT NULL, "userId" varchar(36), CONSTRAINT "FK_cd719d84992eee5ac1bdd9e5f3b" FOREIGN KEY ("videoId") REFERENCES "videos" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_61a9533f4211f5b8b30469008dd" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_video_views"("id", "createdAt", "videoId", "userId") SELECT "id", "createdAt", "videoId", "userId" FROM "video_views"`,
    );
    await queryRunner.query(`DROP TABLE "video_views"`);
    await queryRunner.query(`ALTER TABLE "temporary_video_views" RENAME TO "video_views"`);
    await queryRunner.query(`CREATE INDEX "IDX_video_views_video" ON "video_views" ("videoId") `);
    await queryRunner.query(`CREATE INDEX "IDX_video_views_user" ON "video_views" ("userId") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_video_views_user"`);
    await queryRunner.query(`DROP INDEX "IDX_video_views_video"`);
    await queryRunner.query(`ALTER TABLE "video_views" RENAME TO "temporary_video_views"`);
    await queryRunner.query(
      `CREATE TABLE "video_views" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "videoId" varchar(36) NOT NULL, "userId" varchar(36))`,
    );
    await queryRunner.query(
      `INSERT INTO "video_views"("id", "createdAt", "videoId", "userId") SELECT "id", "createdAt", "videoId", "userId" FROM "temporary_video_views"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_video_views"`);
    await queryRunner.query(`CREATE INDEX "IDX_video_views_user" ON "video_views" ("userId") `);
    await queryRunner.query(`CREATE INDEX "IDX_video_views_video" ON "video_views" ("videoId") `);
    await queryRunner.query(`DROP INDEX "IDX_approval_records_user"`);
    await queryRunner.query(`ALTER TABLE "approval_records" RENAME TO "temporary_approval_records"`);
    await queryRunner.query(
      `CREATE TABLE "approval_records" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "userId" varchar(36) NOT NULL, "status" varchar CHECK( "status" IN ('APPROVED','REJECTED','REVOKED') ) NOT NULL, "memo" varchar(500), "actedBy" varchar(254))`,
    );
    await queryRunner.query(
      `INSERT INTO "approval_records"("id", "createdAt", "userId", "status", "memo", "actedBy") SELECT "id", "createdAt", "userId", "status", "memo", "actedBy" FROM "temporary_approval_records"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_approval_records"`);
    await queryRunner.query(`CREATE INDEX "IDX_approval_records_user" ON "approval_records" ("userId") `);
    await queryRunner.query(`DROP INDEX "IDX_videos_course"`);
    await queryRunner.query(`ALTER TABLE "videos" RENAME TO "temporary_videos"`);
    await queryRunner.query(
      `CREATE TABLE "videos" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "courseId" varchar(36) NOT NULL, "title" varchar(200) NOT NULL, "description" text, "externalUrl" varchar(2000) NOT NULL, "type" varchar CHECK( "type" IN ('youtube','nas') ) NOT NULL DEFAULT ('youtube'), "durationSec" integer, "isPublished" boolean NOT NULL DEFAULT (1), "accessStart" datetime(3), "accessEnd" datetime(3), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "videos"("id", "createdAt", "courseId", "title", "description", "externalUrl", "type", "durationSec", "isPublished", "accessStart", "accessEnd", "updatedAt") SELECT "id", "createdAt", "courseId", "title", "description", "externalUrl", "type", "durationSec", "isPublished", "accessStart", "accessEnd", "updatedAt" FROM "temporary_videos"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_videos"`);
    await queryRunner.query(`CREATE INDEX "IDX_videos_course" ON "videos" ("courseId") `);
    await queryRunner.query(`DROP TABLE "app_meta"`);
    await queryRunner.query(`DROP INDEX "IDX_video_views_user"`);
    await queryRunner.query(`DROP INDEX "IDX_video_views_video"`);
    await queryRunner.query(`DROP TABLE "video_views"`);
    await queryRunner.query(`DROP INDEX "IDX_sessions_user"`);
    await queryRunner.query(`DROP INDEX "IDX_sessions_expires"`);
    await queryRunner.query(`DROP TABLE "sessions"`);
    await queryRunner.query(`DROP INDEX "UQ_programs_slug"`);
    await queryRunner.query(`DROP TABLE "programs"`);
    await queryRunner.query(`DROP TABLE "notices"`);
    await queryRunner.query(`DROP INDEX "IDX_approval_records_user"`);
    await queryRunner.query(`DROP TABLE "approval_records"`);
    await queryRunner.query(`DROP INDEX "IDX_users_role"`);
    await queryRunner.query(`DROP INDEX "UQ_users_email"`);
    await queryRunner.query(`DROP TABLE "users"`);
    await queryRunner.query(`DROP TABLE "gallery_items"`);
    await queryRunner.query(`DROP INDEX "UQ_courses_slug"`);
    await queryRunner.query(`DROP TABLE "courses"`);
    await queryRunner.query(`DROP INDEX "IDX_videos_course"`);
    await queryRunner.query(`DROP TABLE "videos"`);
  }
}
