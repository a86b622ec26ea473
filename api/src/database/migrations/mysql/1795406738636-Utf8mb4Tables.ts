import type { MigrationInterface, QueryRunner } from 'typeorm';
import { convertTablesToUtf8mb4 } from '../utf8mb4-tables';

/**
 * Tables created on a latin1 database (MariaDB's default without a server config) answered every
 * write of Korean text with an error. They, and the database's default for future tables, become
 * utf8mb4; the migrations now name the character set of each table they create.
 *
 * Dated right after Initial on purpose: on a database that has not applied the later migrations
 * yet, this runs before them, so the tables they create (utf8mb4) never point a foreign key at a
 * latin1 column, which MariaDB refuses. Where the later ones already ran, TypeORM runs this
 * pending migration all the same (it runs every migration it has no record of, in timestamp order).
 */
export class Utf8mb4Tables1795406738636 implements MigrationInterface {
  name = 'Utf8mb4Tables1795406738636';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await convertTablesToUtf8mb4(queryRunner);
  }

  public async down(): Promise<void> {
    // Nothing to undo: back in latin1, the Korean text stored since would be lost.
  }
}
