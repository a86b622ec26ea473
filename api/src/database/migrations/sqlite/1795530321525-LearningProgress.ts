import type { MigrationInterface, QueryRunner } from 'typeorm';

export class LearningProgress1795530321525 implements MigrationInterface {
  name = 'LearningProgress1795530321525';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "video_progress" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "userId" varchar(36) NOT NULL, "videoId" varchar(36) NOT NULL, "position" double NOT NULL, "duration" double NOT NULL, "furthest" double NOT NULL, "completed" boolean NOT NULL DEFAULT (0), "completedAt" datetime(3), "updatedAt" datetime(3) NOT NULL, CONSTRAINT "FK_4ae231df471b457ae8ab3faf015" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_6a679bd5c227a58296a2be6dbc3" FOREIGN KEY ("videoId") REFERENCES "videos" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
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
    await queryRunner.query(
      `CREATE INDEX "IDX_video_views_video_period" ON "video_views" ("videoId", "period", "userId") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_video_views_video"`);
    await queryRunner.query(`CREATE INDEX "IDX_video_views_period" ON "video_views" ("period", "videoId", "userId") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_video_views_period"`);
    await queryRunner.query(`CREATE INDEX "IDX_video_views_video" ON "video_views" ("videoId") `);
    await queryRunner.query(`DROP INDEX "IDX_video_views_video_period"`);
    await queryRunner.query(`DROP TABLE "video_progress"`);
  }
}
