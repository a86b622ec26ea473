import type { MigrationInterface, QueryRunner } from 'typeorm';

export class VideoViewPeriod1795524401990 implements MigrationInterface {
  name = 'VideoViewPeriod1795524401990';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`video_views\` ADD \`period\` int NOT NULL`);
    // Existing rows: their half hour of the clock (1800 s, as when this was written), then only the
    // first view of each member, video and half hour is kept, so the unique key can be created.
    await queryRunner.query(
      `UPDATE \`video_views\` SET \`period\` = FLOOR(TIMESTAMPDIFF(SECOND, '1970-01-01 00:00:00', \`createdAt\`) / 1800)`,
    );
    await queryRunner.query(
      `DELETE \`later\` FROM \`video_views\` \`later\` JOIN \`video_views\` \`earlier\` ON \`earlier\`.\`userId\` = \`later\`.\`userId\` AND \`earlier\`.\`videoId\` = \`later\`.\`videoId\` AND \`earlier\`.\`period\` = \`later\`.\`period\` AND (\`earlier\`.\`createdAt\` < \`later\`.\`createdAt\` OR (\`earlier\`.\`createdAt\` = \`later\`.\`createdAt\` AND \`earlier\`.\`id\` < \`later\`.\`id\`))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX \`UQ_video_views_member_period\` ON \`video_views\` (\`userId\`, \`videoId\`, \`period\`)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`UQ_video_views_member_period\` ON \`video_views\``);
    await queryRunner.query(`ALTER TABLE \`video_views\` DROP COLUMN \`period\``);
  }
}
