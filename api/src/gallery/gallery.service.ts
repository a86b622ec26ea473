import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type FindOptionsWhere } from 'typeorm';
import { MESSAGES } from '@academy/common';
import { created, deleted, galleryToggled, updated } from '../audit/audit-event';
import { audited, AuditService } from '../audit/audit.service';
import { ApiError } from '../http/api-error';
import type { AdminActor } from '../members/actor.decorator';
import { GalleryItem } from './gallery-item.entity';

/** What the three consoles' forms boil down to (each controller maps its own field names). */
export interface GalleryItemInput {
  url?: string;
  caption?: string | null;
  title?: string | null;
  description?: string | null;
  visible?: boolean;
  order?: number;
}

@Injectable()
export class GalleryService {
  constructor(
    @InjectRepository(GalleryItem) private readonly items: Repository<GalleryItem>,
    private readonly audit: AuditService,
  ) {}

  /** Gallery order: the display position, then the upload time. */
  list({ visibleOnly }: { visibleOnly: boolean }): Promise<GalleryItem[]> {
    const where: FindOptionsWhere<GalleryItem> = visibleOnly ? { visible: true } : {};
    return this.items.find({ where, order: { order: 'ASC', createdAt: 'ASC', id: 'ASC' } });
  }

  async create(input: GalleryItemInput & { url: string }, actor: AdminActor): Promise<GalleryItem> {
    const item = this.items.create({
      url: input.url,
      caption: input.caption ?? null,
      title: input.title ?? null,
      description: input.description ?? null,
      // A new image is visible unless created hidden.
      visible: input.visible ?? true,
      order: input.order ?? (await this.nextOrder()),
      // Set here: SQLite's default keeps whole seconds, and images added in one second must keep their order.
      createdAt: new Date(),
    });
    return this.audit.change(actor, async (manager) => {
      const saved = await manager.getRepository(GalleryItem).save(item);
      return audited(saved, created('GALLERY', saved.id, nameOf(saved)));
    });
  }

  async update(id: string, input: GalleryItemInput, actor: AdminActor): Promise<GalleryItem> {
    return this.audit.change(actor, async (manager) => {
      const items = manager.getRepository(GalleryItem);
      const item = await this.find(id, items);
      const before = { ...item };
      for (const key of ['url', 'caption', 'title', 'description', 'visible', 'order'] as const) {
        if (input[key] !== undefined) Object.assign(item, { [key]: input[key] });
      }
      const saved = await items.save(item);
      return audited(saved, updated('GALLERY', id, nameOf(saved), before, saved));
    });
  }

  async toggle(id: string, actor: AdminActor): Promise<GalleryItem> {
    return this.audit.change(actor, async (manager) => {
      const items = manager.getRepository(GalleryItem);
      const item = await this.find(id, items);
      item.visible = !item.visible;
      const saved = await items.save(item);
      return audited(saved, galleryToggled(id, nameOf(saved), saved.visible));
    });
  }

  async remove(id: string, actor: AdminActor): Promise<void> {
    await this.audit.change(actor, async (manager) => {
      const items = manager.getRepository(GalleryItem);
      const item = await this.find(id, items);
      await items.remove(item);
      return audited(undefined, deleted('GALLERY', id, nameOf(item)));
    });
  }

  /** A new image goes to the end of the gallery. */
  private async nextOrder(): Promise<number> {
    const last = await this.items.find({ order: { order: 'DESC' }, take: 1 });
    return last.length ? last[0].order + 1 : 0;
  }

  private async find(id: string, items: Repository<GalleryItem> = this.items): Promise<GalleryItem> {
    const item = await items.findOneBy({ id });
    if (!item) throw new ApiError(HttpStatus.NOT_FOUND, 'NOT_FOUND', MESSAGES.content.galleryNotFound);
    return item;
  }
}

/** How an audit row names an image: its caption or title (the consoles use one or the other). */
const nameOf = (item: GalleryItem) => item.caption || item.title;
