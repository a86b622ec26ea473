import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Quizzes1795983030576 implements MigrationInterface {
  name = 'Quizzes1795983030576';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`quizzes\` (\`id\` varchar(36) NOT NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`videoId\` varchar(36) NOT NULL, \`version\` int NOT NULL DEFAULT '1', \`passMark\` int NOT NULL, \`maxAttempts\` int NULL, \`requiredForCompletion\` tinyint NOT NULL DEFAULT 0, \`direction\` varchar(5) NOT NULL DEFAULT 'EN_KO', \`published\` tinyint NOT NULL DEFAULT 0, \`questions\` text NOT NULL, \`attemptCount\` int NOT NULL DEFAULT '0', \`passCount\` int NOT NULL DEFAULT '0', \`scoreSum\` int NOT NULL DEFAULT '0', \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`UQ_quizzes_video\` (\`videoId\`), UNIQUE INDEX \`REL_0062e5cf63c08c426f22ad8ac0\` (\`videoId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`quiz_attempts\` (\`id\` varchar(36) NOT NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`quizId\` varchar(36) NOT NULL, \`videoId\` varchar(36) NOT NULL, \`userId\` varchar(36) NULL, \`attemptNo\` int NOT NULL, \`quizVersion\` int NOT NULL, \`score\` int NOT NULL, \`passed\` tinyint NOT NULL, \`correct\` int NOT NULL, \`total\` int NOT NULL, \`answers\` text NOT NULL, INDEX \`IDX_quiz_attempts_time\` (\`createdAt\`), INDEX \`IDX_quiz_attempts_member_time\` (\`userId\`, \`createdAt\`), UNIQUE INDEX \`UQ_quiz_attempts_member_number\` (\`userId\`, \`quizId\`, \`attemptNo\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`quiz_follow_ups\` (\`id\` varchar(36) NOT NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`userId\` varchar(36) NOT NULL, \`failed\` int NOT NULL DEFAULT '0', \`notTaken\` int NOT NULL DEFAULT '0', \`open\` int NOT NULL DEFAULT '0', INDEX \`IDX_quiz_follow_ups_open\` (\`open\`, \`userId\`), UNIQUE INDEX \`UQ_quiz_follow_ups_member\` (\`userId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`quiz_question_stats\` (\`id\` varchar(36) NOT NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`quizId\` varchar(36) NOT NULL, \`questionId\` varchar(36) NOT NULL, \`answered\` int NOT NULL DEFAULT '0', \`correct\` int NOT NULL DEFAULT '0', UNIQUE INDEX \`UQ_quiz_question_stats_question\` (\`quizId\`, \`questionId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`quiz_results\` (\`id\` varchar(36) NOT NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`userId\` varchar(36) NOT NULL, \`quizId\` varchar(36) NOT NULL, \`attempts\` int NOT NULL DEFAULT '0', \`bestScore\` int NOT NULL DEFAULT '0', \`passed\` tinyint NOT NULL DEFAULT 0, \`lastActivityAt\` datetime(3) NOT NULL, \`followUp\` varchar(10) NOT NULL DEFAULT 'NONE', INDEX \`IDX_quiz_results_follow_up\` (\`followUp\`, \`lastActivityAt\`), UNIQUE INDEX \`UQ_quiz_results_member_quiz\` (\`userId\`, \`quizId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`quiz_review_items\` (\`id\` varchar(36) NOT NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`userId\` varchar(36) NOT NULL, \`quizId\` varchar(36) NOT NULL, \`questionId\` varchar(36) NOT NULL, \`correctDays\` text NOT NULL, \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`UQ_quiz_review_items_question\` (\`userId\`, \`quizId\`, \`questionId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`quizzes\` ADD CONSTRAINT \`FK_0062e5cf63c08c426f22ad8ac00\` FOREIGN KEY (\`videoId\`) REFERENCES \`videos\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`quiz_attempts\` ADD CONSTRAINT \`FK_23f2bbe9288b221b1b377372782\` FOREIGN KEY (\`quizId\`) REFERENCES \`quizzes\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`quiz_attempts\` ADD CONSTRAINT \`FK_ff7b1d71fabdc7e1f4aff552859\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`quiz_follow_ups\` ADD CONSTRAINT \`FK_84cb506dcf93697a811ba3b48ee\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`quiz_question_stats\` ADD CONSTRAINT \`FK_8591dc3eab4c125b9a513a6cb7c\` FOREIGN KEY (\`quizId\`) REFERENCES \`quizzes\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`quiz_results\` ADD CONSTRAINT \`FK_0d2a625978d364b2566b796666e\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`quiz_results\` ADD CONSTRAINT \`FK_7cda9ec9289f8877d6246a7af61\` FOREIGN KEY (\`quizId\`) REFERENCES \`quizzes\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`quiz_review_items\` ADD CONSTRAINT \`FK_8b7073f8c8f57231ee696fdd7c8\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`quiz_review_items\` ADD CONSTRAINT \`FK_670b98e730173dacaa9103a2e51\` FOREIGN KEY (\`quizId\`) REFERENCES \`quizzes\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`quiz_review_items\` DROP FOREIGN KEY \`FK_670b98e730173dacaa9103a2e51\``);
    await queryRunner.query(`ALTER TABLE \`quiz_review_items\` DROP FOREIGN KEY \`FK_8b7073f8c8f57231ee696fdd7c8\``);
    await queryRunner.query(`ALTER TABLE \`quiz_results\` DROP FOREIGN KEY \`FK_7cda9ec9289f8877d6246a7af61\``);
    await queryRunner.query(`ALTER TABLE \`quiz_results\` DROP FOREIGN KEY \`FK_0d2a625978d364b2566b796666e\``);
    await queryRunner.query(`ALTER TABLE \`quiz_question_stats\` DROP FOREIGN KEY \`FK_8591dc3eab4c125b9a513a6cb7c\``);
    await queryRunner.query(`ALTER TABLE \`quiz_follow_ups\` DROP FOREIGN KEY \`FK_84cb506dcf93697a811ba3b48ee\``);
    await queryRunner.query(`ALTER TABLE \`quiz_attempts\` DROP FOREIGN KEY \`FK_ff7b1d71fabdc7e1f4aff552859\``);
    await queryRunner.query(`ALTER TABLE \`quiz_attempts\` DROP FOREIGN KEY \`FK_23f2bbe9288b221b1b377372782\``);
    await queryRunner.query(`ALTER TABLE \`quizzes\` DROP FOREIGN KEY \`FK_0062e5cf63c08c426f22ad8ac00\``);
    await queryRunner.query(`DROP INDEX \`UQ_quiz_review_items_question\` ON \`quiz_review_items\``);
    await queryRunner.query(`DROP TABLE \`quiz_review_items\``);
    await queryRunner.query(`DROP INDEX \`UQ_quiz_results_member_quiz\` ON \`quiz_results\``);
    await queryRunner.query(`DROP INDEX \`IDX_quiz_results_follow_up\` ON \`quiz_results\``);
    await queryRunner.query(`DROP TABLE \`quiz_results\``);
    await queryRunner.query(`DROP INDEX \`UQ_quiz_question_stats_question\` ON \`quiz_question_stats\``);
    await queryRunner.query(`DROP TABLE \`quiz_question_stats\``);
    await queryRunner.query(`DROP INDEX \`UQ_quiz_follow_ups_member\` ON \`quiz_follow_ups\``);
    await queryRunner.query(`DROP INDEX \`IDX_quiz_follow_ups_open\` ON \`quiz_follow_ups\``);
    await queryRunner.query(`DROP TABLE \`quiz_follow_ups\``);
    await queryRunner.query(`DROP INDEX \`UQ_quiz_attempts_member_number\` ON \`quiz_attempts\``);
    await queryRunner.query(`DROP INDEX \`IDX_quiz_attempts_member_time\` ON \`quiz_attempts\``);
    await queryRunner.query(`DROP INDEX \`IDX_quiz_attempts_time\` ON \`quiz_attempts\``);
    await queryRunner.query(`DROP TABLE \`quiz_attempts\``);
    await queryRunner.query(`DROP INDEX \`REL_0062e5cf63c08c426f22ad8ac0\` ON \`quizzes\``);
    await queryRunner.query(`DROP INDEX \`UQ_quizzes_video\` ON \`quizzes\``);
    await queryRunner.query(`DROP TABLE \`quizzes\``);
  }
}
