import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ConsultationRequests1795811609083 implements MigrationInterface {
  name = 'ConsultationRequests1795811609083';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "consultation_requests" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime(3) NOT NULL, "name" varchar(50) NOT NULL, "phone" varchar(20) NOT NULL, "grade" varchar(8), "programSlug" varchar(100), "programTitle" varchar(200), "message" varchar(1000), "status" varchar(16) NOT NULL DEFAULT ('NEW'), "memo" varchar(500), "handledBy" varchar(254), "handledAt" datetime(3), "closedAt" datetime(3))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_consultation_requests_created" ON "consultation_requests" ("createdAt") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_consultation_requests_closed" ON "consultation_requests" ("status", "closedAt") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_consultation_requests_closed"`);
    await queryRunner.query(`DROP INDEX "IDX_consultation_requests_created"`);
    await queryRunner.query(`DROP TABLE "consultation_requests"`);
  }
}
