import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type FindOptionsWhere } from 'typeorm';
import { MESSAGES } from '@academy/common';
import { ApiError } from '../common/api-error';
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
  constructor(@InjectRepository(GalleryItem) private readonly items: Repository<GalleryItem>) {}

  /** Gallery order: the display position, then the upload time. */
  list({ visibleOnly }: { visibleOnly: boolean }): Promise<GalleryItem[]> {
    const where: FindOptionsWhere<GalleryItem> = visibleOnly ? { visible: true } : {};
    return this.items.find({ where, order: { order: 'ASC', createdAt: 'ASC', id: 'ASC' } });
  }

  async create(input: GalleryItemInput & { url: string }): Promise<GalleryItem> {
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
    return this.items.save(item);
  }

  async update(id: string, input: GalleryItemInput): Promise<GalleryItem> {
    const item = await this.find(id);
    for (const key of ['url', 'caption', 'title', 'description', 'visible', 'order'] as const) {
      if (input[key] !== undefined) Object.assign(item, { [key]: input[key] });
    }
    return this.items.save(item);
  }

  async toggle(id: string): Promise<GalleryItem> {
    const item = await this.find(id);
    item.visible = !item.visible;
    return this.items.save(item);
  }

  async remove(id: string): Promise<void> {
    await this.items.remove(await this.find(id));
  }

  /** A new image goes to the end of the gallery. */
  private async nextOrder(): Promise<number> {
    const last = await this.items.find({ order: { order: 'DESC' }, take: 1 });
    return last.length ? last[0].order + 1 : 0;
  }

  private async find(id: string): Promise<GalleryItem> {
    const item = await this.items.findOneBy({ id });
    if (!item) throw new ApiError(HttpStatus.NOT_FOUND, 'NOT_FOUND', MESSAGES.content.galleryNotFound);
    return item;
  }
}
