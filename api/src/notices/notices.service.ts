import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { MESSAGES } from '@academy/common';
import { noticeStatus } from '@academy/common/notice-status';
import { parseIsoDateTime } from '@academy/common/iso-date';
import { created, deleted, updated } from '../audit/audit-event';
import { audited, AuditService } from '../audit/audit.service';
import { ApiError, validationFailed } from '../http/api-error';
import type { AdminActor } from '../members/actor.decorator';
import type { CreateNoticeDto, UpdateNoticeDto } from './dto/notice-input.dto';
import { Notice } from './notice.entity';

/** The DTO has checked the text; the same rule reads it (new Date() would roll 30 February into March). */
const toDate = (value: string | null | undefined) => (value ? parseIsoDateTime(value) : null);

@Injectable()
export class NoticesService {
  constructor(
    @InjectRepository(Notice) private readonly notices: Repository<Notice>,
    private readonly audit: AuditService,
  ) {}

  /** Every notice, newest first (the admin list). */
  listAll(): Promise<Notice[]> {
    return this.notices.find({ order: { createdAt: 'DESC', id: 'ASC' } });
  }

  /**
   * Notices whose publish window holds `now`, newest first: every kind for a signed-in caller, the
   * `public` ones for anyone else. Filtered with common's noticeStatus so the site and the admin
   * badges can never disagree about a boundary.
   */
  async listPublished(readers: 'everyone' | 'members', now: Date = new Date()): Promise<Notice[]> {
    const where = readers === 'everyone' ? { visibility: 'public' as const } : {};
    const notices = await this.notices.find({ where, order: { createdAt: 'DESC', id: 'ASC' } });
    return notices.filter((notice) => noticeStatus(notice, now) === 'active');
  }

  /** One notice of the public board: `public` and inside its window, else 404 (members-only ones too). */
  async findPublic(id: string, now: Date = new Date()): Promise<Notice> {
    const notice = await this.notices.findOneBy({ id, visibility: 'public' });
    if (!notice || noticeStatus(notice, now) !== 'active')
      throw new ApiError(HttpStatus.NOT_FOUND, 'NOT_FOUND', MESSAGES.content.noticeNotFound);
    return notice;
  }

  async create(input: CreateNoticeDto, actor: AdminActor): Promise<Notice> {
    const notice = this.notices.create({
      title: input.title,
      body: input.body,
      startsAt: toDate(input.startsAt),
      endsAt: toDate(input.endsAt),
      visibility: input.visibility ?? 'members',
      // Set here rather than by the database: SQLite's default keeps whole seconds only, and "newest first" needs more.
      createdAt: new Date(),
    });
    assertWindowOrder(notice);
    return this.audit.change(actor, async (manager) => {
      const saved = await manager.getRepository(Notice).save(notice);
      return audited(saved, created('NOTICE', saved.id, saved.title));
    });
  }

  async update(id: string, input: UpdateNoticeDto, actor: AdminActor): Promise<Notice> {
    return this.audit.change(actor, async (manager) => {
      const notices = manager.getRepository(Notice);
      const notice = await this.find(id, notices);
      const before = { ...notice };
      if (input.title !== undefined) notice.title = input.title;
      if (input.body !== undefined) notice.body = input.body;
      if (input.startsAt !== undefined) notice.startsAt = toDate(input.startsAt);
      if (input.endsAt !== undefined) notice.endsAt = toDate(input.endsAt);
      if (input.visibility !== undefined) notice.visibility = input.visibility;
      assertWindowOrder(notice);
      const saved = await notices.save(notice);
      return audited(saved, updated('NOTICE', id, saved.title, before, saved));
    });
  }

  async remove(id: string, actor: AdminActor): Promise<void> {
    await this.audit.change(actor, async (manager) => {
      const notices = manager.getRepository(Notice);
      const notice = await this.find(id, notices);
      await notices.remove(notice);
      return audited(undefined, deleted('NOTICE', id, notice.title));
    });
  }

  private async find(id: string, notices: Repository<Notice> = this.notices): Promise<Notice> {
    const notice = await notices.findOneBy({ id });
    if (!notice) throw new ApiError(HttpStatus.NOT_FOUND, 'NOT_FOUND', MESSAGES.content.noticeNotFound);
    return notice;
  }
}

/** The end of a publish window must come after its start (checked on the merged values of an update too). */
function assertWindowOrder(notice: Pick<Notice, 'startsAt' | 'endsAt'>): void {
  if (notice.startsAt && notice.endsAt && notice.endsAt.getTime() <= notice.startsAt.getTime()) {
    throw validationFailed([{ field: 'endsAt', message: MESSAGES.validation.dateOrder }]);
  }
}
