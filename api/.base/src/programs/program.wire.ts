import type { Program as ProgramWire } from '@academy/common';
import type { Program } from './program.entity';
import { sanitizeProgramHtml } from './program-html';

/** HTML is sanitized again on the way out: rows written before the allow-list (or by hand) stay safe. */
export function toProgramWire(program: Program): ProgramWire {
  return {
    id: program.id,
    slug: program.slug,
    title: program.title,
    subtitle: program.subtitle,
    description: program.description,
    content: sanitizeProgramHtml(program.content),
    features: program.features ?? [],
    targetStudents: program.targetStudents,
    curriculum: sanitizeProgramHtml(program.curriculum),
    isActive: program.isActive,
    order: program.order,
  };
}
