import type { MigrationInterface, QueryRunner } from 'typeorm';
import { normaliseStoredEmails } from '../stored-emails';

/** SQLite already compares users.email exactly (BINARY); the stored addresses become NFC. */
export class ExactEmails1795523136437 implements MigrationInterface {
  name = 'ExactEmails1795523136437';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await normaliseStoredEmails(queryRunner, '"');
  }

  public async down(): Promise<void> {
    // Normalised addresses stay: they are what every lookup uses.
  }
}
