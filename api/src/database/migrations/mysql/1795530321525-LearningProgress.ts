import type { MigrationInterface, QueryRunner } from 'typeorm';

export class LearningProgress1795530321525 implements MigrationInterface {
  name = 'LearningProgress1795530321525';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`video_progress\` (\`id\` varchar(36) NOT NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`userId\` varchar(36) NOT NULL, \`videoId\` varchar(36) NOT NULL, \`position\` double NOT NULL, \`duration\` double NOT NULL, \`furthest\` double NOT NULL, \`completed\` tinyint NOT NULL DEFAULT 0, \`completedAt\` datetime(3) NULL, \`updatedAt\` datetime(3) NOT NULL, INDEX \`IDX_video_progress_completed_at\` (\`completedAt\`, \`videoId\`, \`userId\`), INDEX \`IDX_video_progress_video\` (\`videoId\`, \`completed\`, \`userId\`, \`furthest\`, \`duration\`), INDEX \`IDX_video_progress_member_activity\` (\`userId\`, \`updatedAt\`, \`completed\`, \`videoId\`, \`completedAt\`), UNIQUE INDEX \`UQ_video_progress_member_video\` (\`userId\`, \`videoId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `ALTER TABLE \`video_progress\` ADD CONSTRAINT \`FK_4ae231df471b457ae8ab3faf015\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`video_progress\` ADD CONSTRAINT \`FK_6a679bd5c227a58296a2be6dbc3\` FOREIGN KEY (\`videoId\`) REFERENCES \`videos\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    // The composite index takes over the video foreign key's index before the old one goes (MySQL
    // refuses to drop an index a foreign key still needs).
    await queryRunner.query(
      `CREATE INDEX \`IDX_video_views_video_period\` ON \`video_views\` (\`videoId\`, \`period\`, \`userId\`)`,
    );
    await queryRunner.query(`DROP INDEX \`IDX_video_views_video\` ON \`video_views\``);
    await queryRunner.query(
      `CREATE INDEX \`IDX_video_views_period\` ON \`video_views\` (\`period\`, \`videoId\`, \`userId\`)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_video_views_period\` ON \`video_views\``);
    await queryRunner.query(`CREATE INDEX \`IDX_video_views_video\` ON \`video_views\` (\`videoId\`)`);
    await queryRunner.query(`DROP INDEX \`IDX_video_views_video_period\` ON \`video_views\``);
    await queryRunner.query(`ALTER TABLE \`video_progress\` DROP FOREIGN KEY \`FK_6a679bd5c227a58296a2be6dbc3\``);
    await queryRunner.query(`ALTER TABLE \`video_progress\` DROP FOREIGN KEY \`FK_4ae231df471b457ae8ab3faf015\``);
    await queryRunner.query(`DROP TABLE \`video_progress\``);
  }
}
