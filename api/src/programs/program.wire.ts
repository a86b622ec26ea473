import { type Program as ProgramWire } from '@academy/common';
import { pickFields, PROGRAM_FIELDS } from '@academy/common/entity-fields';
import type { Program } from './program.entity';
import { sanitizeProgramHtml } from './program-html';

/** HTML is sanitized again on the way out: rows written before the allow-list (or by hand) stay safe. */
export function toProgramWire(program: Program): ProgramWire {
  return {
    id: program.id,
    ...pickFields(program, PROGRAM_FIELDS),
    content: sanitizeProgramHtml(program.content),
    features: program.features ?? [],
    curriculum: sanitizeProgramHtml(program.curriculum),
  };
}
