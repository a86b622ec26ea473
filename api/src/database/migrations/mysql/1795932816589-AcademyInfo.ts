import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AcademyInfo1795932816589 implements MigrationInterface {
  name = 'AcademyInfo1795932816589';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`academy_info\` (\`id\` varchar(16) NOT NULL, \`name\` varchar(60) NOT NULL, \`representative\` varchar(40) NOT NULL, \`address\` varchar(200) NOT NULL, \`phone\` varchar(20) NOT NULL, \`email\` varchar(254) NOT NULL, \`registrationNumber\` varchar(60) NOT NULL DEFAULT '', \`businessNumber\` varchar(12) NOT NULL DEFAULT '', \`privacyOfficerName\` varchar(40) NOT NULL, \`privacyOfficerContact\` varchar(120) NOT NULL, \`kakaoChannelUrl\` varchar(200) NULL, \`mapQuery\` varchar(200) NOT NULL, \`contactHours\` text NOT NULL, \`consultationHours\` text NOT NULL, \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );

    // The one row, from the constants the site showed until now (common/src/academy.ts): written
    // here, not by the demo seed, so a production database has it too. Literal values: a migration
    // never changes once it has run. 등록번호 and 사업자등록번호 are left for the 원장 to fill in.
    await queryRunner.query(
      `INSERT INTO \`academy_info\` (\`id\`, \`name\`, \`representative\`, \`address\`, \`phone\`, \`email\`, \`privacyOfficerName\`, \`privacyOfficerContact\`, \`mapQuery\`, \`contactHours\`, \`consultationHours\`) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        'academy',
        '이든 영어학원',
        '이든 원장',
        '경상남도 창원시 성산구 중앙대로 89, 5층',
        '055-264-7780',
        'hello@eden-english.kr',
        '이든 원장',
        'hello@eden-english.kr',
        '경상남도 창원시 성산구 중앙대로 89',
        JSON.stringify([
          { days: '월–금', hours: '14:00 – 22:00' },
          { days: '토·일', hours: '09:30 – 18:00' },
        ]),
        JSON.stringify([
          { days: '평일', hours: '9:00 – 22:00' },
          { days: '토요일', hours: '9:00 – 18:00' },
          { days: '일요일', hours: '휴무' },
        ]),
      ],
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`academy_info\``);
  }
}
