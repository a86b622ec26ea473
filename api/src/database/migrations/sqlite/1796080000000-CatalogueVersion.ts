import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createCatalogueVersion, dropCatalogueVersion } from '../catalogue-version';

export class CatalogueVersion1796080000000 implements MigrationInterface {
  name = 'CatalogueVersion1796080000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await createCatalogueVersion(queryRunner, 'sqlite');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await dropCatalogueVersion(queryRunner, 'sqlite');
  }
}
