import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795406738635 implements MigrationInterface {
  name = 'Initial1795406738635';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`videos\` (\`id\` varchar(36) NOT NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`courseId\` varchar(36) NOT NULL, \`title\` varchar(200) NOT NULL, \`description\` text NULL, \`externalUrl\` varchar(2000) NOT NULL, \`type\` enum ('youtube', 'nas') NOT NULL DEFAULT 'youtube', \`durationSec\` int NULL, \`isPublished\` tinyint NOT NULL DEFAULT 1, \`accessStart\` datetime(3) NULL, \`accessEnd\` datetime(3) NULL, \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_videos_course\` (\`courseId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`courses\` (\`id\` varchar(36) NOT NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`title\` varchar(200) NOT NULL, \`slug\` varchar(100) NOT NULL, \`description\` text NULL, \`thumbnail\` varchar(2000) NULL, \`tags\` text NOT NULL, \`order\` int NOT NULL DEFAULT '0', \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`UQ_courses_slug\` (\`slug\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`gallery_items\` (\`id\` varchar(36) NOT NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`url\` varchar(2000) NOT NULL, \`caption\` varchar(200) NULL, \`title\` varchar(200) NULL, \`description\` text NULL, \`visible\` tinyint NOT NULL DEFAULT 1, \`order\` int NOT NULL DEFAULT '0', \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`users\` (\`id\` varchar(36) NOT NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`email\` varchar(254) NOT NULL, \`passwordHash\` varchar(255) NOT NULL, \`firstName\` varchar(50) NULL, \`lastName\` varchar(50) NULL, \`role\` enum ('ADMIN', 'VERIFIED', 'PENDING') NOT NULL DEFAULT 'PENDING', \`profileImageUrl\` varchar(2000) NULL, \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`UQ_users_email\` (\`email\`), INDEX \`IDX_users_role\` (\`role\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`approval_records\` (\`id\` varchar(36) NOT NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`userId\` varchar(36) NOT NULL, \`status\` enum ('APPROVED', 'REJECTED', 'REVOKED') NOT NULL, \`memo\` varchar(500) NULL, \`actedBy\` varchar(254) NULL, INDEX \`IDX_approval_records_user\` (\`userId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`notices\` (\`id\` varchar(36) NOT NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`title\` varchar(200) NOT NULL, \`body\` text NOT NULL, \`startsAt\` datetime(3) NULL, \`endsAt\` datetime(3) NULL, \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`programs\` (\`id\` varchar(36) NOT NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`slug\` varchar(100) NOT NULL, \`title\` varchar(200) NOT NULL, \`subtitle\` varchar(300) NULL, \`description\` text NULL, \`content\` text NULL, \`features\` text NOT NULL, \`targetStudents\` varchar(500) NULL, \`curriculum\` text NULL, \`isActive\` tinyint NOT NULL DEFAULT 1, \`order\` int NOT NULL DEFAULT '0', \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`UQ_programs_slug\` (\`slug\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`sessions\` (\`id\` varchar(128) NOT NULL, \`expiresAt\` datetime(3) NOT NULL, \`userId\` varchar(36) NULL, \`data\` text NOT NULL, INDEX \`IDX_sessions_expires\` (\`expiresAt\`), INDEX \`IDX_sessions_user\` (\`userId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`video_views\` (\`id\` varchar(36) NOT NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`videoId\` varchar(36) NOT NULL, \`userId\` varchar(36) NULL, INDEX \`IDX_video_views_video\` (\`videoId\`), INDEX \`IDX_video_views_user\` (\`userId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`app_meta\` (\`key\` varchar(64) NOT NULL, \`value\` varchar(255) NOT NULL, PRIMARY KEY (\`key\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `ALTER TABLE \`videos\` ADD CONSTRAINT \`FK_78dfdd8d19fba0a879390340b54\` FOREIGN KEY (\`courseId\`) REFERENCES \`courses\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`approval_records\` ADD CONSTRAINT \`FK_e61955b0f9cc06a3af05c034000\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`video_views\` ADD CONSTRAINT \`FK_cd719d84992eee5ac1bdd9e5f3b\` FOREIGN KEY (\`videoId\`) REFERENCES \`videos\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`video_views\` ADD CONSTRAINT \`FK_61a9533f4211f5b8b30469008dd\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`video_views\` DROP FOREIGN KEY \`FK_61a9533f4211f5b8b30469008dd\``);
    await queryRunner.query(`ALTER TABLE \`video_views\` DROP FOREIGN KEY \`FK_cd719d84992eee5ac1bdd9e5f3b\``);
    await queryRunner.query(`ALTER TABLE \`approval_records\` DROP FOREIGN KEY \`FK_e61955b0f9cc06a3af05c034000\``);
    await queryRunner.query(`ALTER TABLE \`videos\` DROP FOREIGN KEY \`FK_78dfdd8d19fba0a879390340b54\``);
    await queryRunner.query(`DROP TABLE \`app_meta\``);
    await queryRunner.query(`DROP INDEX \`IDX_video_views_user\` ON \`video_views\``);
    await queryRunner.query(`DROP INDEX \`IDX_video_views_video\` ON \`video_views\``);
    await queryRunner.query(`DROP TABLE \`video_views\``);
    await queryRunner.query(`DROP INDEX \`IDX_sessions_user\` ON \`sessions\``);
    await queryRunner.query(`DROP INDEX \`IDX_sessions_expires\` ON \`sessions\``);
    await queryRunner.query(`DROP TABLE \`sessions\``);
    await queryRunner.query(`DROP INDEX \`UQ_programs_slug\` ON \`programs\``);
    await queryRunner.query(`DROP TABLE \`programs\``);
    await queryRunner.query(`DROP TABLE \`notices\``);
    await queryRunner.query(`DROP INDEX \`IDX_approval_records_user\` ON \`approval_records\``);
    await queryRunner.query(`DROP TABLE \`approval_records\``);
    await queryRunner.query(`DROP INDEX \`IDX_users_role\` ON \`users\``);
    await queryRunner.query(`DROP INDEX \`UQ_users_email\` ON \`users\``);
    await queryRunner.query(`DROP TABLE \`users\``);
    await queryRunner.query(`DROP TABLE \`gallery_items\``);
    await queryRunner.query(`DROP INDEX \`UQ_courses_slug\` ON \`courses\``);
    await queryRunner.query(`DROP TABLE \`courses\``);
    await queryRunner.query(`DROP INDEX \`IDX_videos_course\` ON \`videos\``);
    await queryRunner.query(`DROP TABLE \`videos\``);
  }
}
