import type { MigrationInterface, QueryRunner } from 'typeorm';
import { programsToHtml, programsToMarkdown } from '../programs-as-markdown';

export class ProgramMarkdown1795932815637 implements MigrationInterface {
  name = 'ProgramMarkdown1795932815637';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await programsToMarkdown(queryRunner, '"');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await programsToHtml(queryRunner, '"');
  }
}
