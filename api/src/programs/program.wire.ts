import { type Program as ProgramWire } from '@academy/common';
import { pickFields, PROGRAM_FIELDS } from '@academy/common/entity-fields';
import type { Program } from './program.entity';
import { renderProgramMarkdown } from './program-markdown';

/** The Markdown as stored (what the form edits) and rendered through the allow-list (what the page shows). */
export function toProgramWire(program: Program): ProgramWire {
  return {
    id: program.id,
    ...pickFields(program, PROGRAM_FIELDS),
    features: program.features ?? [],
    schedule: program.schedule ?? [],
    contentHtml: renderProgramMarkdown(program.content),
    curriculumHtml: renderProgramMarkdown(program.curriculum),
  };
}
