import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Parents1795991992962 implements MigrationInterface {
  name = 'Parents1795991992962';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`watch_time_days\` (\`userId\` varchar(36) NOT NULL, \`videoId\` varchar(36) NOT NULL, \`day\` int NOT NULL, \`seconds\` double NOT NULL DEFAULT '0', INDEX \`IDX_watch_time_days_member_day\` (\`userId\`, \`day\`, \`videoId\`, \`seconds\`), PRIMARY KEY (\`userId\`, \`videoId\`, \`day\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`parent_links\` (\`id\` varchar(36) NOT NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`parentId\` varchar(36) NOT NULL, \`childId\` varchar(36) NOT NULL, \`status\` enum ('PENDING', 'CONFIRMED') NOT NULL DEFAULT 'PENDING', \`confirmedAt\` datetime(3) NULL, INDEX \`IDX_parent_links_status_time\` (\`status\`, \`createdAt\`), INDEX \`IDX_parent_links_child\` (\`childId\`, \`status\`), UNIQUE INDEX \`UQ_parent_links_parent_child\` (\`parentId\`, \`childId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`parent_link_codes\` (\`userId\` varchar(36) NOT NULL, \`code\` varchar(8) NOT NULL, \`expiresAt\` datetime(3) NOT NULL, UNIQUE INDEX \`UQ_parent_link_codes_code\` (\`code\`), PRIMARY KEY (\`userId\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`parent_settings\` (\`userId\` varchar(36) NOT NULL, \`weeklyReport\` tinyint NOT NULL DEFAULT 1, \`reportByPhone\` tinyint NOT NULL DEFAULT 0, PRIMARY KEY (\`userId\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`parent_report_sends\` (\`parentId\` varchar(36) NOT NULL, \`week\` varchar(8) NOT NULL, \`queuedAt\` datetime(3) NOT NULL, PRIMARY KEY (\`parentId\`, \`week\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`phone\` varchar(20) NULL`);
    await queryRunner.query(
      `ALTER TABLE \`users\` CHANGE \`role\` \`role\` enum ('ADMIN', 'VERIFIED', 'PENDING', 'PARENT') NOT NULL DEFAULT 'PENDING'`,
    );
    await queryRunner.query(
      `ALTER TABLE \`watch_time_days\` ADD CONSTRAINT \`FK_d8c8213be5ed5c2bdfdb7a7906b\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`watch_time_days\` ADD CONSTRAINT \`FK_554b2f038db04609515dc3d9969\` FOREIGN KEY (\`videoId\`) REFERENCES \`videos\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`parent_links\` ADD CONSTRAINT \`FK_1104ad9d6ea62e14b6c344d5b29\` FOREIGN KEY (\`parentId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`parent_links\` ADD CONSTRAINT \`FK_83328c0b60fda1108741759ac5b\` FOREIGN KEY (\`childId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`parent_link_codes\` ADD CONSTRAINT \`FK_c684ebc48bab0c29769a2f12664\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`parent_settings\` ADD CONSTRAINT \`FK_fbcad7ff330b8f0e9565bc73709\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`parent_report_sends\` ADD CONSTRAINT \`FK_f3881c7b12e1fb5b803bab21369\` FOREIGN KEY (\`parentId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`parent_report_sends\` DROP FOREIGN KEY \`FK_f3881c7b12e1fb5b803bab21369\``);
    await queryRunner.query(`ALTER TABLE \`parent_settings\` DROP FOREIGN KEY \`FK_fbcad7ff330b8f0e9565bc73709\``);
    await queryRunner.query(`ALTER TABLE \`parent_link_codes\` DROP FOREIGN KEY \`FK_c684ebc48bab0c29769a2f12664\``);
    await queryRunner.query(`ALTER TABLE \`parent_links\` DROP FOREIGN KEY \`FK_83328c0b60fda1108741759ac5b\``);
    await queryRunner.query(`ALTER TABLE \`parent_links\` DROP FOREIGN KEY \`FK_1104ad9d6ea62e14b6c344d5b29\``);
    await queryRunner.query(`ALTER TABLE \`watch_time_days\` DROP FOREIGN KEY \`FK_554b2f038db04609515dc3d9969\``);
    await queryRunner.query(`ALTER TABLE \`watch_time_days\` DROP FOREIGN KEY \`FK_d8c8213be5ed5c2bdfdb7a7906b\``);
    await queryRunner.query(
      `ALTER TABLE \`users\` CHANGE \`role\` \`role\` enum ('ADMIN', 'VERIFIED', 'PENDING') NOT NULL DEFAULT 'PENDING'`,
    );
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`phone\``);
    await queryRunner.query(`DROP TABLE \`parent_report_sends\``);
    await queryRunner.query(`DROP TABLE \`parent_settings\``);
    await queryRunner.query(`DROP INDEX \`UQ_parent_link_codes_code\` ON \`parent_link_codes\``);
    await queryRunner.query(`DROP TABLE \`parent_link_codes\``);
    await queryRunner.query(`DROP INDEX \`UQ_parent_links_parent_child\` ON \`parent_links\``);
    await queryRunner.query(`DROP INDEX \`IDX_parent_links_child\` ON \`parent_links\``);
    await queryRunner.query(`DROP INDEX \`IDX_parent_links_status_time\` ON \`parent_links\``);
    await queryRunner.query(`DROP TABLE \`parent_links\``);
    await queryRunner.query(`DROP INDEX \`IDX_watch_time_days_member_day\` ON \`watch_time_days\``);
    await queryRunner.query(`DROP TABLE \`watch_time_days\``);
  }
}
