import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Not, Repository, type FindOptionsWhere } from 'typeorm';
import { MESSAGES, PROGRAM_FACT_MESSAGES, type FieldError, type ProgramTuition } from '@academy/common';
import { PROGRAM_FIELDS } from '@academy/common/entity-fields';
import { created, deleted, updated, type AuditEvent } from '../audit/audit-event';
import { audited, AuditService } from '../audit/audit.service';
import { ApiError, validationFailed } from '../http/api-error';
import { isUniqueViolation } from '../database/unique-violation';
import type { AdminActor } from '../members/actor.decorator';
import type { CreateProgramDto, UpdateProgramDto } from './dto/program-input.dto';
import { hasVisibleText } from './program-html';
import { renderProgramMarkdown } from './program-markdown';
import { Program } from './program.entity';

const V = MESSAGES.validation;

/** Only the fields the wire names; a materials fee left blank is absent rather than null. */
function tuitionOf(tuition: ProgramTuition | null): ProgramTuition | null {
  if (!tuition) return null;
  const { monthly, materials } = tuition;
  return materials === undefined || materials === null ? { monthly } : { monthly, materials };
}

const notFound = () => new ApiError(HttpStatus.NOT_FOUND, 'NOT_FOUND', MESSAGES.content.programNotFound);
const duplicateSlug = () =>
  new ApiError(HttpStatus.CONFLICT, 'DUPLICATE_SLUG', MESSAGES.content.duplicateSlug, [
    { field: 'slug', message: MESSAGES.content.duplicateSlug },
  ]);

@Injectable()
export class ProgramsService {
  constructor(
    @InjectRepository(Program) private readonly programs: Repository<Program>,
    private readonly audit: AuditService,
  ) {}

  list({ activeOnly }: { activeOnly: boolean }): Promise<Program[]> {
    const where: FindOptionsWhere<Program> = activeOnly ? { isActive: true } : {};
    return this.programs.find({ where, order: { order: 'ASC', createdAt: 'ASC', id: 'ASC' } });
  }

  /** The public detail page: an inactive program is as absent as a missing one. */
  async findActiveBySlug(slug: string): Promise<Program> {
    const program = await this.programs.findOneBy({ slug, isActive: true });
    if (!program) throw notFound();
    return program;
  }

  async create(input: CreateProgramDto, actor: AdminActor): Promise<Program> {
    const program = this.programs.create({
      slug: input.slug,
      title: input.title,
      subtitle: input.subtitle ?? null,
      description: input.description ?? null,
      content: input.content,
      features: input.features ?? [],
      targetStudents: input.targetStudents ?? null,
      curriculum: input.curriculum ?? null,
      isActive: input.isActive ?? true,
      order: input.order ?? (await this.nextOrder()),
      tuition: input.tuition ?? null,
      schedule: input.schedule ?? [],
      startDate: input.startDate ?? null,
      capacity: input.capacity ?? null,
      seatsLeft: input.seatsLeft ?? null,
      createdAt: new Date(),
    });
    return this.store(program, actor, (saved) => created('PROGRAM', saved.id, saved.title));
  }

  async update(id: string, input: UpdateProgramDto, actor: AdminActor): Promise<Program> {
    const program = await this.find(id);
    const before = { ...program };
    for (const key of PROGRAM_FIELDS) {
      if (input[key] !== undefined) Object.assign(program, { [key]: input[key] });
    }
    return this.store(program, actor, (saved) => updated('PROGRAM', id, saved.title, before, saved));
  }

  async remove(id: string, actor: AdminActor): Promise<void> {
    await this.audit.change(actor, async (manager) => {
      const programs = manager.getRepository(Program);
      const program = await this.find(id, programs);
      await programs.remove(program);
      return audited(undefined, deleted('PROGRAM', id, program.title));
    });
  }

  /**
   * Checks what only the merged row can tell (content that renders to no text, more seats left
   * than an unchanged capacity), then saves with the slug kept unique, together with the audit
   * row `event` describes.
   */
  private async store(program: Program, actor: AdminActor, event: (saved: Program) => AuditEvent): Promise<Program> {
    program.tuition = tuitionOf(program.tuition);
    program.schedule = program.schedule ?? [];
    const errors: FieldError[] = [];
    if (!program.content || !hasVisibleText(renderProgramMarkdown(program.content)))
      errors.push({ field: 'content', message: V.content });
    if (program.seatsLeft !== null && program.capacity !== null && program.seatsLeft > program.capacity)
      errors.push({ field: 'seatsLeft', message: PROGRAM_FACT_MESSAGES.seatsOverCapacity });
    if (errors.length) throw validationFailed(errors);

    const taken = await this.programs.existsBy({ slug: program.slug, ...(program.id ? { id: Not(program.id) } : {}) });
    if (taken) throw duplicateSlug();
    try {
      return await this.audit.change(actor, async (manager) => {
        const saved = await manager.getRepository(Program).save(program);
        return audited(saved, event(saved));
      });
    } catch (error) {
      // Two saves racing past the check above: the unique index decides.
      if (isUniqueViolation(error)) throw duplicateSlug();
      throw error;
    }
  }

  private async nextOrder(): Promise<number> {
    const last = await this.programs.find({ order: { order: 'DESC' }, take: 1 });
    return last.length ? last[0].order + 1 : 0;
  }

  private async find(id: string, programs: Repository<Program> = this.programs): Promise<Program> {
    const program = await programs.findOneBy({ id });
    if (!program) throw notFound();
    return program;
  }
}
