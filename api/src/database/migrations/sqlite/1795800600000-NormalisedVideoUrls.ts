import type { MigrationInterface, QueryRunner } from 'typeorm';
import { normaliseStoredVideoUrls } from '../video-urls-normalised';

export class NormalisedVideoUrls1795800600000 implements MigrationInterface {
  name = 'NormalisedVideoUrls1795800600000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await normaliseStoredVideoUrls(queryRunner, '"');
  }

  public async down(): Promise<void> {
    // The earlier spellings named the same addresses: nothing to undo.
  }
}
