import type { MigrationInterface, QueryRunner } from 'typeorm';

export class VideoViewPeriod1795524401990 implements MigrationInterface {
  name = 'VideoViewPeriod1795524401990';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_video_views_user"`);
    await queryRunner.query(`DROP INDEX "IDX_video_views_video"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_video_views" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "videoId" varchar(36) NOT NULL, "userId" varchar(36), "period" integer NOT NULL, CONSTRAINT "FK_61a9533f4211f5b8b30469008dd" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_cd719d84992eee5ac1bdd9e5f3b" FOREIGN KEY ("videoId") REFERENCES "videos" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    // Existing rows: their half hour of the clock (1800 s, as when this was written), then only the
    // first view of each member, video and half hour is kept, so the unique key can be created.
    await queryRunner.query(
      `INSERT INTO "temporary_video_views"("id", "createdAt", "videoId", "userId", "period") SELECT "id", "createdAt", "videoId", "userId", CAST(strftime('%s', "createdAt") AS INTEGER) / 1800 FROM "video_views"`,
    );
    await queryRunner.query(
      `DELETE FROM "temporary_video_views" WHERE EXISTS (SELECT 1 FROM "temporary_video_views" "earlier" WHERE "earlier"."userId" = "temporary_video_views"."userId" AND "earlier"."videoId" = "temporary_video_views"."videoId" AND "earlier"."period" = "temporary_video_views"."period" AND ("earlier"."createdAt" < "temporary_video_views"."createdAt" OR ("earlier"."createdAt" = "temporary_video_views"."createdAt" AND "earlier"."id" < "temporary_video_views"."id")))`,
    );
    await queryRunner.query(`DROP TABLE "video_views"`);
    await queryRunner.query(`ALTER TABLE "temporary_video_views" RENAME TO "video_views"`);
    await queryRunner.query(`CREATE INDEX "IDX_video_views_user" ON "video_views" ("userId") `);
    await queryRunner.query(`CREATE INDEX "IDX_video_views_video" ON "video_views" ("videoId") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_video_views_member_period" ON "video_views" ("userId", "videoId", "period") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_video_views_member_period"`);
    await queryRunner.query(`DROP INDEX "IDX_video_views_video"`);
    await queryRunner.query(`DROP INDEX "IDX_video_views_user"`);
    await queryRunner.query(`ALTER TABLE "video_views" RENAME TO "temporary_video_views"`);
    await queryRunner.query(
      `CREATE TABLE "video_views" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "videoId" varchar(36) NOT NULL, "userId" varchar(36), CONSTRAINT "FK_61a9533f4211f5b8b30469008dd" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_cd719d84992eee5ac1bdd9e5f3b" FOREIGN KEY ("videoId") REFERENCES "videos" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "video_views"("id", "createdAt", "videoId", "userId") SELECT "id", "createdAt", "videoId", "userId" FROM "temporary_video_views"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_video_views"`);
    await queryRunner.query(`CREATE INDEX "IDX_video_views_video" ON "video_views" ("videoId") `);
    await queryRunner.query(`CREATE INDEX "IDX_video_views_user" ON "video_views" ("userId") `);
  }
}
