import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Quizzes1795983030576 implements MigrationInterface {
  name = 'Quizzes1795983030576';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "quizzes" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "videoId" varchar(36) NOT NULL, "version" integer NOT NULL DEFAULT (1), "passMark" integer NOT NULL, "maxAttempts" integer, "requiredForCompletion" boolean NOT NULL DEFAULT (0), "direction" varchar(5) NOT NULL DEFAULT ('EN_KO'), "published" boolean NOT NULL DEFAULT (0), "questions" text NOT NULL, "attemptCount" integer NOT NULL DEFAULT (0), "passCount" integer NOT NULL DEFAULT (0), "scoreSum" integer NOT NULL DEFAULT (0), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "REL_0062e5cf63c08c426f22ad8ac0" UNIQUE ("videoId"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_quizzes_video" ON "quizzes" ("videoId") `);
    await queryRunner.query(
      `CREATE TABLE "quiz_attempts" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "quizId" varchar(36) NOT NULL, "videoId" varchar(36) NOT NULL, "userId" varchar(36), "attemptNo" integer NOT NULL, "quizVersion" integer NOT NULL, "score" integer NOT NULL, "passed" boolean NOT NULL, "correct" integer NOT NULL, "total" integer NOT NULL, "answers" text NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_quiz_attempts_time" ON "quiz_attempts" ("createdAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_quiz_attempts_member_time" ON "quiz_attempts" ("userId", "createdAt") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_quiz_attempts_member_number" ON "quiz_attempts" ("userId", "quizId", "attemptNo") `,
    );
    await queryRunner.query(
      `CREATE TABLE "quiz_follow_ups" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "userId" varchar(36) NOT NULL, "failed" integer NOT NULL DEFAULT (0), "notTaken" integer NOT NULL DEFAULT (0), "open" integer NOT NULL DEFAULT (0))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_quiz_follow_ups_open" ON "quiz_follow_ups" ("open", "userId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_quiz_follow_ups_member" ON "quiz_follow_ups" ("userId") `);
    await queryRunner.query(
      `CREATE TABLE "quiz_question_stats" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "quizId" varchar(36) NOT NULL, "questionId" varchar(36) NOT NULL, "answered" integer NOT NULL DEFAULT (0), "correct" integer NOT NULL DEFAULT (0))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_quiz_question_stats_question" ON "quiz_question_stats" ("quizId", "questionId") `,
    );
    await queryRunner.query(
      `CREATE TABLE "quiz_results" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "userId" varchar(36) NOT NULL, "quizId" varchar(36) NOT NULL, "attempts" integer NOT NULL DEFAULT (0), "bestScore" integer NOT NULL DEFAULT (0), "passed" boolean NOT NULL DEFAULT (0), "lastActivityAt" datetime(3) NOT NULL, "followUp" varchar(10) NOT NULL DEFAULT ('NONE'))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_quiz_results_follow_up" ON "quiz_results" ("followUp", "lastActivityAt") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_quiz_results_member_quiz" ON "quiz_results" ("userId", "quizId") `,
    );
    await queryRunner.query(
      `CREATE TABLE "quiz_review_items" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "userId" varchar(36) NOT NULL, "quizId" varchar(36) NOT NULL, "questionId" varchar(36) NOT NULL, "correctDays" text NOT NULL, "updatedAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_quiz_review_items_question" ON "quiz_review_items" ("userId", "quizId", "questionId") `,
    );
    await queryRunner.query(`DROP INDEX "UQ_quizzes_video"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_quizzes" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "videoId" varchar(36) NOT NULL, "version" integer NOT NULL DEFAULT (1), "passMark" integer NOT NULL, "maxAttempts" integer, "requiredForCompletion" boolean NOT NULL DEFAULT (0), "direction" varchar(5) NOT NULL DEFAULT ('EN_KO'), "published" boolean NOT NULL DEFAULT (0), "questions" text NOT NULL, "attemptCount" integer NOT NULL DEFAULT (0), "passCount" integer NOT NULL DEFAULT (0), "scoreSum" integer NOT NULL DEFAULT (0), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "REL_0062e5cf63c08c426f22ad8ac0" UNIQUE ("videoId"), CONSTRAINT "FK_0062e5cf63c08c426f22ad8ac00" FOREIGN KEY ("videoId") REFERENCES "videos" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_quizzes"("id", "createdAt", "videoId", "version", "passMark", "maxAttempts", "requiredForCompletion", "direction", "published", "questions", "attemptCount", "passCount", "scoreSum", "updatedAt") SELECT "id", "createdAt", "videoId", "version", "passMark", "maxAttempts", "requiredForCompletion", "direction", "published", "questions", "attemptCount", "passCount", "scoreSum", "updatedAt" FROM "quizzes"`,
    );
    await queryRunner.query(`DROP TABLE "quizzes"`);
    await queryRunner.query(`ALTER TABLE "temporary_quizzes" RENAME TO "quizzes"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_quizzes_video" ON "quizzes" ("videoId") `);
    await queryRunner.query(`DROP INDEX "IDX_quiz_attempts_time"`);
    await queryRunner.query(`DROP INDEX "IDX_quiz_attempts_member_time"`);
    await queryRunner.query(`DROP INDEX "UQ_quiz_attempts_member_number"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_quiz_attempts" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "quizId" varchar(36) NOT NULL, "videoId" varchar(36) NOT NULL, "userId" varchar(36), "attemptNo" integer NOT NULL, "quizVersion" integer NOT NULL, "score" integer NOT NULL, "passed" boolean NOT NULL, "correct" integer NOT NULL, "total" integer NOT NULL, "answers" text NOT NULL, CONSTRAINT "FK_23f2bbe9288b221b1b377372782" FOREIGN KEY ("quizId") REFERENCES "quizzes" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_ff7b1d71fabdc7e1f4aff552859" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_quiz_attempts"("id", "createdAt", "quizId", "videoId", "userId", "attemptNo", "quizVersion", "score", "passed", "correct", "total", "answers") SELECT "id", "createdAt", "quizId", "videoId", "userId", "attemptNo", "quizVersion", "score", "passed", "correct", "total", "answers" FROM "quiz_attempts"`,
    );
    await queryRunner.query(`DROP TABLE "quiz_attempts"`);
    await queryRunner.query(`ALTER TABLE "temporary_quiz_attempts" RENAME TO "quiz_attempts"`);
    await queryRunner.query(`CREATE INDEX "IDX_quiz_attempts_time" ON "quiz_attempts" ("createdAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_quiz_attempts_member_time" ON "quiz_attempts" ("userId", "createdAt") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_quiz_attempts_member_number" ON "quiz_attempts" ("userId", "quizId", "attemptNo") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_quiz_follow_ups_open"`);
    await queryRunner.query(`DROP INDEX "UQ_quiz_follow_ups_member"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_quiz_follow_ups" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "userId" varchar(36) NOT NULL, "failed" integer NOT NULL DEFAULT (0), "notTaken" integer NOT NULL DEFAULT (0), "open" integer NOT NULL DEFAULT (0), CONSTRAINT "FK_84cb506dcf93697a811ba3b48ee" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_quiz_follow_ups"("id", "createdAt", "userId", "failed", "notTaken", "open") SELECT "id", "createdAt", "userId", "failed", "notTaken", "open" FROM "quiz_follow_ups"`,
    );
    await queryRunner.query(`DROP TABLE "quiz_follow_ups"`);
    await queryRunner.query(`ALTER TABLE "temporary_quiz_follow_ups" RENAME TO "quiz_follow_ups"`);
    await queryRunner.query(`CREATE INDEX "IDX_quiz_follow_ups_open" ON "quiz_follow_ups" ("open", "userId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_quiz_follow_ups_member" ON "quiz_follow_ups" ("userId") `);
    await queryRunner.query(`DROP INDEX "UQ_quiz_question_stats_question"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_quiz_question_stats" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "quizId" varchar(36) NOT NULL, "questionId" varchar(36) NOT NULL, "answered" integer NOT NULL DEFAULT (0), "correct" integer NOT NULL DEFAULT (0), CONSTRAINT "FK_8591dc3eab4c125b9a513a6cb7c" FOREIGN KEY ("quizId") REFERENCES "quizzes" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_quiz_question_stats"("id", "createdAt", "quizId", "questionId", "answered", "correct") SELECT "id", "createdAt", "quizId", "questionId", "answered", "correct" FROM "quiz_question_stats"`,
    );
    await queryRunner.query(`DROP TABLE "quiz_question_stats"`);
    await queryRunner.query(`ALTER TABLE "temporary_quiz_question_stats" RENAME TO "quiz_question_stats"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_quiz_question_stats_question" ON "quiz_question_stats" ("quizId", "questionId") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_quiz_results_follow_up"`);
    await queryRunner.query(`DROP INDEX "UQ_quiz_results_member_quiz"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_quiz_results" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "userId" varchar(36) NOT NULL, "quizId" varchar(36) NOT NULL, "attempts" integer NOT NULL DEFAULT (0), "bestScore" integer NOT NULL DEFAULT (0), "passed" boolean NOT NULL DEFAULT (0), "lastActivityAt" datetime(3) NOT NULL, "followUp" varchar(10) NOT NULL DEFAULT ('NONE'), CONSTRAINT "FK_0d2a625978d364b2566b796666e" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_7cda9ec9289f8877d6246a7af61" FOREIGN KEY ("quizId") REFERENCES "quizzes" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_quiz_results"("id", "createdAt", "userId", "quizId", "attempts", "bestScore", "passed", "lastActivityAt", "followUp") SELECT "id", "createdAt", "userId", "quizId", "attempts", "bestScore", "passed", "lastActivityAt", "followUp" FROM "quiz_results"`,
    );
    await queryRunner.query(`DROP TABLE "quiz_results"`);
    await queryRunner.query(`ALTER TABLE "temporary_quiz_results" RENAME TO "quiz_results"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_quiz_results_follow_up" ON "quiz_results" ("followUp", "lastActivityAt") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_quiz_results_member_quiz" ON "quiz_results" ("userId", "quizId") `,
    );
    await queryRunner.query(`DROP INDEX "UQ_quiz_review_items_question"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_quiz_review_items" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "userId" varchar(36) NOT NULL, "quizId" varchar(36) NOT NULL, "questionId" varchar(36) NOT NULL, "correctDays" text NOT NULL, "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_8b7073f8c8f57231ee696fdd7c8" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_670b98e730173dacaa9103a2e51" FOREIGN KEY ("quizId") REFERENCES "quizzes" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_quiz_review_items"("id", "createdAt", "userId", "quizId", "questionId", "correctDays", "updatedAt") SELECT "id", "createdAt", "userId", "quizId", "questionId", "correctDays", "updatedAt" FROM "quiz_review_items"`,
    );
    await queryRunner.query(`DROP TABLE "quiz_review_items"`);
    await queryRunner.query(`ALTER TABLE "temporary_quiz_review_items" RENAME TO "quiz_review_items"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_quiz_review_items_question" ON "quiz_review_items" ("userId", "quizId", "questionId") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_quiz_review_items_question"`);
    await queryRunner.query(`ALTER TABLE "quiz_review_items" RENAME TO "temporary_quiz_review_items"`);
    await queryRunner.query(
      `CREATE TABLE "quiz_review_items" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "userId" varchar(36) NOT NULL, "quizId" varchar(36) NOT NULL, "questionId" varchar(36) NOT NULL, "correctDays" text NOT NULL, "updatedAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "quiz_review_items"("id", "createdAt", "userId", "quizId", "questionId", "correctDays", "updatedAt") SELECT "id", "createdAt", "userId", "quizId", "questionId", "correctDays", "updatedAt" FROM "temporary_quiz_review_items"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_quiz_review_items"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_quiz_review_items_question" ON "quiz_review_items" ("userId", "quizId", "questionId") `,
    );
    await queryRunner.query(`DROP INDEX "UQ_quiz_results_member_quiz"`);
    await queryRunner.query(`DROP INDEX "IDX_quiz_results_follow_up"`);
    await queryRunner.query(`ALTER TABLE "quiz_results" RENAME TO "temporary_quiz_results"`);
    await queryRunner.query(
      `CREATE TABLE "quiz_results" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "userId" varchar(36) NOT NULL, "quizId" varchar(36) NOT NULL, "attempts" integer NOT NULL DEFAULT (0), "bestScore" integer NOT NULL DEFAULT (0), "passed" boolean NOT NULL DEFAULT (0), "lastActivityAt" datetime(3) NOT NULL, "followUp" varchar(10) NOT NULL DEFAULT ('NONE'))`,
    );
    await queryRunner.query(
      `INSERT INTO "quiz_results"("id", "createdAt", "userId", "quizId", "attempts", "bestScore", "passed", "lastActivityAt", "followUp") SELECT "id", "createdAt", "userId", "quizId", "attempts", "bestScore", "passed", "lastActivityAt", "followUp" FROM "temporary_quiz_results"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_quiz_results"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_quiz_results_member_quiz" ON "quiz_results" ("userId", "quizId") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_quiz_results_follow_up" ON "quiz_results" ("followUp", "lastActivityAt") `,
    );
    await queryRunner.query(`DROP INDEX "UQ_quiz_question_stats_question"`);
    await queryRunner.query(`ALTER TABLE "quiz_question_stats" RENAME TO "temporary_quiz_question_stats"`);
    await queryRunner.query(
      `CREATE TABLE "quiz_question_stats" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "quizId" varchar(36) NOT NULL, "questionId" varchar(36) NOT NULL, "answered" integer NOT NULL DEFAULT (0), "correct" integer NOT NULL DEFAULT (0))`,
    );
    await queryRunner.query(
      `INSERT INTO "quiz_question_stats"("id", "createdAt", "quizId", "questionId", "answered", "correct") SELECT "id", "createdAt", "quizId", "questionId", "answered", "correct" FROM "temporary_quiz_question_stats"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_quiz_question_stats"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_quiz_question_stats_question" ON "quiz_question_stats" ("quizId", "questionId") `,
    );
    await queryRunner.query(`DROP INDEX "UQ_quiz_follow_ups_member"`);
    await queryRunner.query(`DROP INDEX "IDX_quiz_follow_ups_open"`);
    await queryRunner.query(`ALTER TABLE "quiz_follow_ups" RENAME TO "temporary_quiz_follow_ups"`);
    await queryRunner.query(
      `CREATE TABLE "quiz_follow_ups" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "userId" varchar(36) NOT NULL, "failed" integer NOT NULL DEFAULT (0), "notTaken" integer NOT NULL DEFAULT (0), "open" integer NOT NULL DEFAULT (0))`,
    );
    await queryRunner.query(
      `INSERT INTO "quiz_follow_ups"("id", "createdAt", "userId", "failed", "notTaken", "open") SELECT "id", "createdAt", "userId", "failed", "notTaken", "open" FROM "temporary_quiz_follow_ups"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_quiz_follow_ups"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_quiz_follow_ups_member" ON "quiz_follow_ups" ("userId") `);
    await queryRunner.query(`CREATE INDEX "IDX_quiz_follow_ups_open" ON "quiz_follow_ups" ("open", "userId") `);
    await queryRunner.query(`DROP INDEX "UQ_quiz_attempts_member_number"`);
    await queryRunner.query(`DROP INDEX "IDX_quiz_attempts_member_time"`);
    await queryRunner.query(`DROP INDEX "IDX_quiz_attempts_time"`);
    await queryRunner.query(`ALTER TABLE "quiz_attempts" RENAME TO "temporary_quiz_attempts"`);
    await queryRunner.query(
      `CREATE TABLE "quiz_attempts" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "quizId" varchar(36) NOT NULL, "videoId" varchar(36) NOT NULL, "userId" varchar(36), "attemptNo" integer NOT NULL, "quizVersion" integer NOT NULL, "score" integer NOT NULL, "passed" boolean NOT NULL, "correct" integer NOT NULL, "total" integer NOT NULL, "answers" text NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "quiz_attempts"("id", "createdAt", "quizId", "videoId", "userId", "attemptNo", "quizVersion", "score", "passed", "correct", "total", "answers") SELECT "id", "createdAt", "quizId", "videoId", "userId", "attemptNo", "quizVersion", "score", "passed", "correct", "total", "answers" FROM "temporary_quiz_attempts"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_quiz_attempts"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_quiz_attempts_member_number" ON "quiz_attempts" ("userId", "quizId", "attemptNo") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_quiz_attempts_member_time" ON "quiz_attempts" ("userId", "createdAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_quiz_attempts_time" ON "quiz_attempts" ("createdAt") `);
    await queryRunner.query(`DROP INDEX "UQ_quizzes_video"`);
    await queryRunner.query(`ALTER TABLE "quizzes" RENAME TO "temporary_quizzes"`);
    await queryRunner.query(
      `CREATE TABLE "quizzes" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "videoId" varchar(36) NOT NULL, "version" integer NOT NULL DEFAULT (1), "passMark" integer NOT NULL, "maxAttempts" integer, "requiredForCompletion" boolean NOT NULL DEFAULT (0), "direction" varchar(5) NOT NULL DEFAULT ('EN_KO'), "published" boolean NOT NULL DEFAULT (0), "questions" text NOT NULL, "attemptCount" integer NOT NULL DEFAULT (0), "passCount" integer NOT NULL DEFAULT (0), "scoreSum" integer NOT NULL DEFAULT (0), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "REL_0062e5cf63c08c426f22ad8ac0" UNIQUE ("videoId"))`,
    );
    await queryRunner.query(
      `INSERT INTO "quizzes"("id", "createdAt", "videoId", "version", "passMark", "maxAttempts", "requiredForCompletion", "direction", "published", "questions", "attemptCount", "passCount", "scoreSum", "updatedAt") SELECT "id", "createdAt", "videoId", "version", "passMark", "maxAttempts", "requiredForCompletion", "direction", "published", "questions", "attemptCount", "passCount", "scoreSum", "updatedAt" FROM "temporary_quizzes"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_quizzes"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_quizzes_video" ON "quizzes" ("videoId") `);
    await queryRunner.query(`DROP INDEX "UQ_quiz_review_items_question"`);
    await queryRunner.query(`DROP TABLE "quiz_review_items"`);
    await queryRunner.query(`DROP INDEX "UQ_quiz_results_member_quiz"`);
    await queryRunner.query(`DROP INDEX "IDX_quiz_results_follow_up"`);
    await queryRunner.query(`DROP TABLE "quiz_results"`);
    await queryRunner.query(`DROP INDEX "UQ_quiz_question_stats_question"`);
    await queryRunner.query(`DROP TABLE "quiz_question_stats"`);
    await queryRunner.query(`DROP INDEX "UQ_quiz_follow_ups_member"`);
    await queryRunner.query(`DROP INDEX "IDX_quiz_follow_ups_open"`);
    await queryRunner.query(`DROP TABLE "quiz_follow_ups"`);
    await queryRunner.query(`DROP INDEX "UQ_quiz_attempts_member_number"`);
    await queryRunner.query(`DROP INDEX "IDX_quiz_attempts_member_time"`);
    await queryRunner.query(`DROP INDEX "IDX_quiz_attempts_time"`);
    await queryRunner.query(`DROP TABLE "quiz_attempts"`);
    await queryRunner.query(`DROP INDEX "UQ_quizzes_video"`);
    await queryRunner.query(`DROP TABLE "quizzes"`);
  }
}
