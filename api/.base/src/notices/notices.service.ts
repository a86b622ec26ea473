import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { MESSAGES, noticeStatus } from '@academy/common';
import { ApiError, validationFailed } from '../common/api-error';
import type { CreateNoticeDto, UpdateNoticeDto } from './dto/notice-input.dto';
import { Notice } from './notice.entity';

const toDate = (value: string | null | undefined) => (value ? new Date(value) : null);

@Injectable()
export class NoticesService {
  constructor(@InjectRepository(Notice) private readonly notices: Repository<Notice>) {}

  /** Every notice, newest first (the admin list). */
  listAll(): Promise<Notice[]> {
    return this.notices.find({ order: { createdAt: 'DESC', id: 'ASC' } });
  }

  /**
   * The public list: notices whose publish window holds `now`. Filtered with common's
   * noticeStatus so the site and the admin badges can never disagree about a boundary.
   */
  async listPublished(now: Date = new Date()): Promise<Notice[]> {
    return (await this.listAll()).filter((notice) => noticeStatus(notice, now) === 'active');
  }

  async create(input: CreateNoticeDto): Promise<Notice> {
    const notice = this.notices.create({
      title: input.title,
      body: input.body,
      startsAt: toDate(input.startsAt),
      endsAt: toDate(input.endsAt),
      // Set here rather than by the database: SQLite's default keeps whole seconds only, and "newest first" needs more.
      createdAt: new Date(),
    });
    assertWindowOrder(notice);
    return this.notices.save(notice);
  }

  async update(id: string, input: UpdateNoticeDto): Promise<Notice> {
    const notice = await this.find(id);
    if (input.title !== undefined) notice.title = input.title;
    if (input.body !== undefined) notice.body = input.body;
    if (input.startsAt !== undefined) notice.startsAt = toDate(input.startsAt);
    if (input.endsAt !== undefined) notice.endsAt = toDate(input.endsAt);
    assertWindowOrder(notice);
    return this.notices.save(notice);
  }

  async remove(id: string): Promise<void> {
    await this.notices.remove(await this.find(id));
  }

  private async find(id: string): Promise<Notice> {
    const notice = await this.notices.findOneBy({ id });
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
