import type { MigrationInterface, QueryRunner } from 'typeorm';
import { restoreRollupTriggers } from '../analytics-rollups';

/** Generated, then the analytics triggers restored after the table's rebuild (both ways). */
export class ProgressOutlivesMember1795938060948 implements MigrationInterface {
  name = 'ProgressOutlivesMember1795938060948';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_video_progress_member_video"`);
    await queryRunner.query(`DROP INDEX "IDX_video_progress_member_activity"`);
    await queryRunner.query(`DROP INDEX "IDX_video_progress_video"`);
    await queryRunner.query(`DROP INDEX "IDX_video_progress_completed_at"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_video_progress" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "userId" varchar(36) NOT NULL, "videoId" varchar(36) NOT NULL, "position" double NOT NULL, "duration" double NOT NULL, "furthest" double NOT NULL, "completed" boolean NOT NULL DEFAULT (0), "completedAt" datetime(3), "updatedAt" datetime(3) NOT NULL, "stretchStartedAt" datetime(3), "stretchFrom" double, "watchedBeforeSec" double NOT NULL DEFAULT (0), CONSTRAINT "FK_6a679bd5c227a58296a2be6dbc3" FOREIGN KEY ("videoId") REFERENCES "videos" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_video_progress"("id", "createdAt", "userId", "videoId", "position", "duration", "furthest", "completed", "completedAt", "updatedAt", "stretchStartedAt", "stretchFrom", "watchedBeforeSec") SELECT "id", "createdAt", "userId", "videoId", "position", "duration", "furthest", "completed", "completedAt", "updatedAt", "stretchStartedAt", "stretchFrom", "watchedBeforeSec" FROM "video_progress"`,
    );
    await queryRunner.query(`DROP TABLE "video_progress"`);
    await queryRunner.query(`ALTER TABLE "temporary_video_progress" RENAME TO "video_progress"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_video_progress_member_video" ON "video_progress" ("userId", "videoId") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_video_progress_member_activity" ON "video_progress" ("userId", "updatedAt", "completed", "videoId", "completedAt") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_video_progress_video" ON "video_progress" ("videoId", "completed", "userId", "furthest", "duration") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_video_progress_completed_at" ON "video_progress" ("completedAt", "videoId", "userId") `,
    );
    await queryRunner.query(`DROP INDEX "UQ_video_progress_member_video"`);
    await queryRunner.query(`DROP INDEX "IDX_video_progress_member_activity"`);
    await queryRunner.query(`DROP INDEX "IDX_video_progress_video"`);
    await queryRunner.query(`DROP INDEX "IDX_video_progress_completed_at"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_video_progress" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "userId" varchar(36) NOT NULL, "videoId" varchar(36) NOT NULL, "position" double NOT NULL, "duration" double NOT NULL, "furthest" double NOT NULL, "completed" boolean NOT NULL DEFAULT (0), "completedAt" datetime(3), "updatedAt" datetime(3) NOT NULL, "stretchStartedAt" datetime(3), "stretchFrom" double, "watchedBeforeSec" double NOT NULL DEFAULT (0), CONSTRAINT "FK_6a679bd5c227a58296a2be6dbc3" FOREIGN KEY ("videoId") REFERENCES "videos" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_video_progress"("id", "createdAt", "userId", "videoId", "position", "duration", "furthest", "completed", "completedAt", "updatedAt", "stretchStartedAt", "stretchFrom", "watchedBeforeSec") SELECT "id", "createdAt", "userId", "videoId", "position", "duration", "furthest", "completed", "completedAt", "updatedAt", "stretchStartedAt", "stretchFrom", "watchedBeforeSec" FROM "video_progress"`,
    );
    await queryRunner.query(`DROP TABLE "video_progress"`);
    await queryRunner.query(`ALTER TABLE "temporary_video_progress" RENAME TO "video_progress"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_video_progress_member_video" ON "video_progress" ("userId", "videoId") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_video_progress_member_activity" ON "video_progress" ("userId", "updatedAt", "completed", "videoId", "completedAt") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_video_progress_video" ON "video_progress" ("videoId", "completed", "userId", "furthest", "duration") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_video_progress_completed_at" ON "video_progress" ("completedAt", "videoId", "userId") `,
    );
    await queryRunner.query(`DROP INDEX "UQ_video_progress_member_video"`);
    await queryRunner.query(`DROP INDEX "IDX_video_progress_member_activity"`);
    await queryRunner.query(`DROP INDEX "IDX_video_progress_video"`);
    await queryRunner.query(`DROP INDEX "IDX_video_progress_completed_at"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_video_progress" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "userId" varchar(36), "videoId" varchar(36) NOT NULL, "position" double NOT NULL, "duration" double NOT NULL, "furthest" double NOT NULL, "completed" boolean NOT NULL DEFAULT (0), "completedAt" datetime(3), "updatedAt" datetime(3) NOT NULL, "stretchStartedAt" datetime(3), "stretchFrom" double, "watchedBeforeSec" double NOT NULL DEFAULT (0), CONSTRAINT "FK_6a679bd5c227a58296a2be6dbc3" FOREIGN KEY ("videoId") REFERENCES "videos" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_video_progress"("id", "createdAt", "userId", "videoId", "position", "duration", "furthest", "completed", "completedAt", "updatedAt", "stretchStartedAt", "stretchFrom", "watchedBeforeSec") SELECT "id", "createdAt", "userId", "videoId", "position", "duration", "furthest", "completed", "completedAt", "updatedAt", "stretchStartedAt", "stretchFrom", "watchedBeforeSec" FROM "video_progress"`,
    );
    await queryRunner.query(`DROP TABLE "video_progress"`);
    await queryRunner.query(`ALTER TABLE "temporary_video_progress" RENAME TO "video_progress"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_video_progress_completed_at" ON "video_progress" ("completedAt", "videoId", "userId") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_video_progress_video" ON "video_progress" ("videoId", "completed", "userId", "furthest", "duration") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_video_progress_member_activity" ON "video_progress" ("userId", "updatedAt", "completed", "videoId", "completedAt") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_video_progress_member_video" ON "video_progress" ("userId", "videoId") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_video_progress_completed_at"`);
    await queryRunner.query(`DROP INDEX "IDX_video_progress_video"`);
    await queryRunner.query(`DROP INDEX "IDX_video_progress_member_activity"`);
    await queryRunner.query(`DROP INDEX "UQ_video_progress_member_video"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_video_progress" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "userId" varchar(36), "videoId" varchar(36) NOT NULL, "position" double NOT NULL, "duration" double NOT NULL, "furthest" double NOT NULL, "completed" boolean NOT NULL DEFAULT (0), "completedAt" datetime(3), "updatedAt" datetime(3) NOT NULL, "stretchStartedAt" datetime(3), "stretchFrom" double, "watchedBeforeSec" double NOT NULL DEFAULT (0), CONSTRAINT "FK_6a679bd5c227a58296a2be6dbc3" FOREIGN KEY ("videoId") REFERENCES "videos" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_4ae231df471b457ae8ab3faf015" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_video_progress"("id", "createdAt", "userId", "videoId", "position", "duration", "furthest", "completed", "completedAt", "updatedAt", "stretchStartedAt", "stretchFrom", "watchedBeforeSec") SELECT "id", "createdAt", "userId", "videoId", "position", "duration", "furthest", "completed", "completedAt", "updatedAt", "stretchStartedAt", "stretchFrom", "watchedBeforeSec" FROM "video_progress"`,
    );
    await queryRunner.query(`DROP TABLE "video_progress"`);
    await queryRunner.query(`ALTER TABLE "temporary_video_progress" RENAME TO "video_progress"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_video_progress_completed_at" ON "video_progress" ("completedAt", "videoId", "userId") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_video_progress_video" ON "video_progress" ("videoId", "completed", "userId", "furthest", "duration") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_video_progress_member_activity" ON "video_progress" ("userId", "updatedAt", "completed", "videoId", "completedAt") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_video_progress_member_video" ON "video_progress" ("userId", "videoId") `,
    );
    // The rebuilt table lost its analytics triggers with the old one.
    await restoreRollupTriggers(queryRunner, 'sqlite', 'video_progress');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // Rows of members who left have nobody to go back to.
    await queryRunner.query(`DELETE FROM "video_progress" WHERE "userId" IS NULL`);
    await queryRunner.query(`DROP INDEX "UQ_video_progress_member_video"`);
    await queryRunner.query(`DROP INDEX "IDX_video_progress_member_activity"`);
    await queryRunner.query(`DROP INDEX "IDX_video_progress_video"`);
    await queryRunner.query(`DROP INDEX "IDX_video_progress_completed_at"`);
    await queryRunner.query(`ALTER TABLE "video_progress" RENAME TO "temporary_video_progress"`);
    await queryRunner.query(
      `CREATE TABLE "video_progress" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "userId" varchar(36), "videoId" varchar(36) NOT NULL, "position" double NOT NULL, "duration" double NOT NULL, "furthest" double NOT NULL, "completed" boolean NOT NULL DEFAULT (0), "completedAt" datetime(3), "updatedAt" datetime(3) NOT NULL, "stretchStartedAt" datetime(3), "stretchFrom" double, "watchedBeforeSec" double NOT NULL DEFAULT (0), CONSTRAINT "FK_6a679bd5c227a58296a2be6dbc3" FOREIGN KEY ("videoId") REFERENCES "videos" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "video_progress"("id", "createdAt", "userId", "videoId", "position", "duration", "furthest", "completed", "completedAt", "updatedAt", "stretchStartedAt", "stretchFrom", "watchedBeforeSec") SELECT "id", "createdAt", "userId", "videoId", "position", "duration", "furthest", "completed", "completedAt", "updatedAt", "stretchStartedAt", "stretchFrom", "watchedBeforeSec" FROM "temporary_video_progress"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_video_progress"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_video_progress_member_video" ON "video_progress" ("userId", "videoId") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_video_progress_member_activity" ON "video_progress" ("userId", "updatedAt", "completed", "videoId", "completedAt") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_video_progress_video" ON "video_progress" ("videoId", "completed", "userId", "furthest", "duration") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_video_progress_completed_at" ON "video_progress" ("completedAt", "videoId", "userId") `,
    );
    await queryRunner.query(`DROP INDEX "UQ_video_progress_member_video"`);
    await queryRunner.query(`DROP INDEX "IDX_video_progress_member_activity"`);
    await queryRunner.query(`DROP INDEX "IDX_video_progress_video"`);
    await queryRunner.query(`DROP INDEX "IDX_video_progress_completed_at"`);
    await queryRunner.query(`ALTER TABLE "video_progress" RENAME TO "temporary_video_progress"`);
    await queryRunner.query(
      `CREATE TABLE "video_progress" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "userId" varchar(36) NOT NULL, "videoId" varchar(36) NOT NULL, "position" double NOT NULL, "duration" double NOT NULL, "furthest" double NOT NULL, "completed" boolean NOT NULL DEFAULT (0), "completedAt" datetime(3), "updatedAt" datetime(3) NOT NULL, "stretchStartedAt" datetime(3), "stretchFrom" double, "watchedBeforeSec" double NOT NULL DEFAULT (0), CONSTRAINT "FK_6a679bd5c227a58296a2be6dbc3" FOREIGN KEY ("videoId") REFERENCES "videos" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "video_progress"("id", "createdAt", "userId", "videoId", "position", "duration", "furthest", "completed", "completedAt", "updatedAt", "stretchStartedAt", "stretchFrom", "watchedBeforeSec") SELECT "id", "createdAt", "userId", "videoId", "position", "duration", "furthest", "completed", "completedAt", "updatedAt", "stretchStartedAt", "stretchFrom", "watchedBeforeSec" FROM "temporary_video_progress"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_video_progress"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_video_progress_completed_at" ON "video_progress" ("completedAt", "videoId", "userId") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_video_progress_video" ON "video_progress" ("videoId", "completed", "userId", "furthest", "duration") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_video_progress_member_activity" ON "video_progress" ("userId", "updatedAt", "completed", "videoId", "completedAt") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_video_progress_member_video" ON "video_progress" ("userId", "videoId") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_video_progress_completed_at"`);
    await queryRunner.query(`DROP INDEX "IDX_video_progress_video"`);
    await queryRunner.query(`DROP INDEX "IDX_video_progress_member_activity"`);
    await queryRunner.query(`DROP INDEX "UQ_video_progress_member_video"`);
    await queryRunner.query(`ALTER TABLE "video_progress" RENAME TO "temporary_video_progress"`);
    await queryRunner.query(
      `CREATE TABLE "video_progress" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "userId" varchar(36) NOT NULL, "videoId" varchar(36) NOT NULL, "position" double NOT NULL, "duration" double NOT NULL, "furthest" double NOT NULL, "completed" boolean NOT NULL DEFAULT (0), "completedAt" datetime(3), "updatedAt" datetime(3) NOT NULL, "stretchStartedAt" datetime(3), "stretchFrom" double, "watchedBeforeSec" double NOT NULL DEFAULT (0), CONSTRAINT "FK_6a679bd5c227a58296a2be6dbc3" FOREIGN KEY ("videoId") REFERENCES "videos" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "video_progress"("id", "createdAt", "userId", "videoId", "position", "duration", "furthest", "completed", "completedAt", "updatedAt", "stretchStartedAt", "stretchFrom", "watchedBeforeSec") SELECT "id", "createdAt", "userId", "videoId", "position", "duration", "furthest", "completed", "completedAt", "updatedAt", "stretchStartedAt", "stretchFrom", "watchedBeforeSec" FROM "temporary_video_progress"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_video_progress"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_video_progress_completed_at" ON "video_progress" ("completedAt", "videoId", "userId") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_video_progress_video" ON "video_progress" ("videoId", "completed", "userId", "furthest", "duration") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_video_progress_member_activity" ON "video_progress" ("userId", "updatedAt", "completed", "videoId", "completedAt") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_video_progress_member_video" ON "video_progress" ("userId", "videoId") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_video_progress_completed_at"`);
    await queryRunner.query(`DROP INDEX "IDX_video_progress_video"`);
    await queryRunner.query(`DROP INDEX "IDX_video_progress_member_activity"`);
    await queryRunner.query(`DROP INDEX "UQ_video_progress_member_video"`);
    await queryRunner.query(`ALTER TABLE "video_progress" RENAME TO "temporary_video_progress"`);
    await queryRunner.query(
      `CREATE TABLE "video_progress" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "userId" varchar(36) NOT NULL, "videoId" varchar(36) NOT NULL, "position" double NOT NULL, "duration" double NOT NULL, "furthest" double NOT NULL, "completed" boolean NOT NULL DEFAULT (0), "completedAt" datetime(3), "updatedAt" datetime(3) NOT NULL, "stretchStartedAt" datetime(3), "stretchFrom" double, "watchedBeforeSec" double NOT NULL DEFAULT (0), CONSTRAINT "FK_6a679bd5c227a58296a2be6dbc3" FOREIGN KEY ("videoId") REFERENCES "videos" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_4ae231df471b457ae8ab3faf015" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "video_progress"("id", "createdAt", "userId", "videoId", "position", "duration", "furthest", "completed", "completedAt", "updatedAt", "stretchStartedAt", "stretchFrom", "watchedBeforeSec") SELECT "id", "createdAt", "userId", "videoId", "position", "duration", "furthest", "completed", "completedAt", "updatedAt", "stretchStartedAt", "stretchFrom", "watchedBeforeSec" FROM "temporary_video_progress"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_video_progress"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_video_progress_completed_at" ON "video_progress" ("completedAt", "videoId", "userId") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_video_progress_video" ON "video_progress" ("videoId", "completed", "userId", "furthest", "duration") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_video_progress_member_activity" ON "video_progress" ("userId", "updatedAt", "completed", "videoId", "completedAt") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_video_progress_member_video" ON "video_progress" ("userId", "videoId") `,
    );
    await restoreRollupTriggers(queryRunner, 'sqlite', 'video_progress');
  }
}
