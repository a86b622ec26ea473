import type { MigrationInterface, QueryRunner } from 'typeorm';
import { normaliseStoredEmails } from '../stored-emails';

/**
 * users.email compared exactly: under utf8mb4_unicode_ci, vérified@ and VERIFIED@ were the same
 * row as verified@. The API normalises every e-mail (trim, lower-case, NFC) before it gets here.
 */
export class ExactEmails1795523136437 implements MigrationInterface {
  name = 'ExactEmails1795523136437';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`users\` MODIFY \`email\` varchar(254) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL`,
    );
    await normaliseStoredEmails(queryRunner, '`');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // Fails while two addresses differ only in case or accents, as the old unique index would.
    await queryRunner.query(`ALTER TABLE \`users\` MODIFY \`email\` varchar(254) NOT NULL`);
  }
}
