import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'crypto';
import { Brackets, DataSource, In, LessThan, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import {
  CLOSED_CONSULTATION_STATUSES,
  CONSULTATION,
  CONSULTATION_MESSAGES as M,
  CONSULTATION_STATUS_LABELS,
  isClosedConsultation,
  MESSAGES,
  type ConsultationCreated,
  type ConsultationList,
  type ConsultationNewCount,
} from '@academy/common';
import { addDays, seoulDayStart } from '@academy/common/korean-days';
import { AUDIT_ACTOR_LABELS } from '@academy/common/audit';
import { audited, AuditService } from '../audit/audit.service';
import { ApiError, validationFailed } from '../http/api-error';
import { likePattern } from '../database/like-pattern';
import type { AdminActor } from '../members/actor.decorator';
import { OutboxService } from '../mail/outbox.service';
import { enqueueConsultationConfirmation } from '../phone/phone-outbox';
import { Program } from '../programs/program.entity';
import { ConsultationRequest } from './consultation.entity';
import { toConsultationWire } from './consultation.wire';
import type { ConsultationInputDto } from './dto/consultation-input.dto';
import type { ConsultationFilters, ConsultationQuery } from './dto/consultation-query.dto';
import type { ConsultationUpdateDto } from './dto/consultation-update.dto';

const CSV_BATCH = 500;

/** A search written as a phone number: digits with the separators people type between them. */
const PHONE_QUERY = /^[\d\s().+-]+$/;

@Injectable()
export class ConsultationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly outbox: OutboxService,
  ) {}

  /** A visitor's request, stored; the honeypot case never reaches here. */
  create(input: ConsultationInputDto): Promise<ConsultationCreated> {
    return this.dataSource.transaction(async (manager) => {
      const program = input.programSlug ? await this.activeProgram(manager, input.programSlug) : null;
      const row = manager.create(ConsultationRequest, {
        createdAt: new Date(),
        name: input.name,
        phone: input.phone,
        grade: input.grade ?? null,
        programSlug: program?.slug ?? null,
        programTitle: program?.title ?? null,
        message: input.message ?? null,
        status: 'NEW',
      });
      await manager.save(row);
      // The staff notice (mail to ACADEMY_NOTIFY_EMAIL) is enqueued here, with `manager`: an outbox
      // row written in this transaction exists exactly when the request does (issue 21, item 3).
      // The staff mail is an outbox row of this transaction: a request is never stored unannounced,
      // and a request that fails to store announces nothing.
      await this.outbox.enqueueConsultation(manager, {
        id: row.id,
        name: row.name,
        phone: row.phone,
        grade: row.grade,
        program: row.programTitle,
        message: row.message,
        createdAt: row.createdAt.toISOString(),
      });
      // The visitor's own confirmation, by 문자 or 알림톡, only when the form's optional consent covers it.
      if (input.smsConsent === true) await enqueueConsultationConfirmation(manager, { to: row.phone, name: row.name });
      return { id: row.id, createdAt: row.createdAt.toISOString() };
    });
  }

  /** What a filled honeypot is answered: the same shape as a stored request, nothing stored. */
  decoy(): ConsultationCreated {
    return { id: randomUUID(), createdAt: new Date().toISOString() };
  }

  /**
   * One page, newest first. The page's ids are found first along IDX_consultation_requests_created
   * (the index holds the id: skipping 100,000 requests reads no row), then only those rows.
   */
  async list(query: ConsultationQuery): Promise<ConsultationList> {
    const pageSize = query.pageSize ?? CONSULTATION.pageSizeDefault;
    const [ids, total] = await Promise.all([
      this.filtered(query)
        .select('c.id', 'id')
        .orderBy('c.createdAt', 'DESC')
        .addOrderBy('c.id', 'DESC')
        .offset(((query.page ?? 1) - 1) * pageSize)
        .limit(pageSize)
        .getRawMany<{ id: string }>(),
      this.filtered(query).getCount(),
    ]);
    const rows = ids.length
      ? await this.dataSource.getRepository(ConsultationRequest).findBy({ id: In(ids.map((row) => row.id)) })
      : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return {
      items: ids.flatMap(({ id }) => (byId.has(id) ? [toConsultationWire(byId.get(id)!)] : [])),
      total,
    };
  }

  /** Every request the filters match, newest first, a batch at a time (keyset on createdAt, id). */
  async *batches(filters: ConsultationFilters): AsyncGenerator<ConsultationRequest[]> {
    let after: ConsultationRequest | null = null;
    for (;;) {
      const builder = this.filtered(filters).orderBy('c.createdAt', 'DESC').addOrderBy('c.id', 'DESC').limit(CSV_BATCH);
      if (after)
        builder.andWhere(
          new Brackets((w) =>
            w
              .where('c.createdAt < :at', { at: after!.createdAt })
              .orWhere('c.createdAt = :at AND c.id < :id', { at: after!.createdAt, id: after!.id }),
          ),
        );
      const rows = await builder.getMany();
      if (rows.length > 0) yield rows;
      if (rows.length < CSV_BATCH) return;
      after = rows[rows.length - 1]!;
    }
  }

  newCount(): Promise<ConsultationNewCount> {
    return this.dataSource
      .getRepository(ConsultationRequest)
      .count({ where: { status: 'NEW' } })
      .then((count) => ({ count }));
  }

  async update(id: string, change: ConsultationUpdateDto, actor: AdminActor) {
    return this.audit.change(actor, async (manager) => {
      const row = await this.find(manager, id);
      const before = { status: row.status, memo: row.memo };
      if (change.status !== undefined && change.status !== row.status) {
        const wasClosed = isClosedConsultation(row.status);
        row.status = change.status;
        if (!isClosedConsultation(change.status)) row.closedAt = null;
        else if (!wasClosed) row.closedAt = new Date();
      }
      if (change.memo !== undefined) row.memo = change.memo;
      row.handledBy = actor.email ?? AUDIT_ACTOR_LABELS.CONSOLE;
      row.handledAt = new Date();
      await manager.save(row);
      // Names, phones and memos stay out of the audit log, which outlives the request itself.
      const parts: string[] = [];
      if (before.status !== row.status)
        parts.push(`${CONSULTATION_STATUS_LABELS[before.status]} → ${CONSULTATION_STATUS_LABELS[row.status]}`);
      if ((before.memo ?? null) !== (row.memo ?? null)) parts.push('메모');
      const summary = `상담 신청 ${shortId(id)} 처리: ${parts.length ? parts.join(', ') : '바뀐 항목 없음'}`;
      return audited(toConsultationWire(row), {
        action: 'CONSULTATION_UPDATE',
        targetType: 'CONSULTATION',
        targetId: id,
        summary,
      });
    });
  }

  async remove(id: string, actor: AdminActor): Promise<void> {
    await this.audit.change(actor, async (manager) => {
      const row = await this.find(manager, id);
      await manager.delete(ConsultationRequest, { id: row.id });
      return audited(undefined, {
        action: 'CONSULTATION_DELETE',
        targetType: 'CONSULTATION',
        targetId: id,
        summary: `상담 신청 ${shortId(id)} 삭제 (${CONSULTATION_STATUS_LABELS[row.status]})`,
      });
    });
  }

  /** Deletes requests closed before `cutoff`; answers how many went. Idempotent, so every process may run it. */
  async removeClosedBefore(cutoff: Date): Promise<number> {
    const result = await this.dataSource
      .getRepository(ConsultationRequest)
      .delete({ status: In([...CLOSED_CONSULTATION_STATUSES]), closedAt: LessThan(cutoff) });
    return result.affected ?? 0;
  }

  private async find(manager: EntityManager, id: string): Promise<ConsultationRequest> {
    const row = id.length <= 36 ? await manager.findOne(ConsultationRequest, { where: { id } }) : null;
    if (!row) throw new ApiError(HttpStatus.NOT_FOUND, 'NOT_FOUND', M.notFound);
    return row;
  }

  private async activeProgram(manager: EntityManager, slug: string): Promise<Program> {
    const program = await manager.findOne(Program, { where: { slug, isActive: true } });
    if (!program) throw validationFailed([{ field: 'programSlug', message: M.program }]);
    return program;
  }

  private filtered(filters: ConsultationFilters): SelectQueryBuilder<ConsultationRequest> {
    const builder = this.dataSource.getRepository(ConsultationRequest).createQueryBuilder('c');
    if (filters.status) builder.andWhere('c.status = :status', { status: filters.status });
    if (filters.programSlug) builder.andWhere('c.programSlug = :slug', { slug: filters.programSlug });
    if (filters.from && filters.to && filters.to < filters.from)
      throw validationFailed([{ field: 'to', message: MESSAGES.validation.dayOrder }]);
    if (filters.from) builder.andWhere('c.createdAt >= :from', { from: seoulDayStart(filters.from) });
    if (filters.to) builder.andWhere('c.createdAt < :to', { to: seoulDayStart(addDays(filters.to, 1)) });
    if (filters.q) {
      const q = filters.q.normalize('NFC');
      // Only a query written as a phone number is one: digits inside a name (반1000) are not.
      const digits = PHONE_QUERY.test(q) ? q.replace(/\D/g, '') : '';
      builder.andWhere(
        new Brackets((any) => {
          any.orWhere(`LOWER(c.name) LIKE :pattern ESCAPE '!'`, { pattern: likePattern(q) });
          any.orWhere(`c.phone LIKE :pattern ESCAPE '!'`, { pattern: likePattern(q) });
          // 01012345678 finds 010-1234-5678: the stored form has hyphens the search may lack.
          if (digits.length >= 3)
            any.orWhere(`REPLACE(c.phone, '-', '') LIKE :digits ESCAPE '!'`, { digits: likePattern(digits) });
        }),
      );
    }
    return builder;
  }
}

const shortId = (id: string) => id.slice(0, 8);
