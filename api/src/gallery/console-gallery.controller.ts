import { Get, Injectable } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { GalleryItem, OkAnswer } from '@academy/common';
import type { AdminActor } from '../members/actor.decorator';
import { GalleryService, type GalleryItemInput } from './gallery.service';
import { toGalleryWire } from './gallery.wire';
import { ApiAnswer } from '../openapi/api-answer.decorator';

/**
 * What the three consoles' gallery tabs share: the full list (hidden images included) and
 * answers in the wire shape. Each console's controller adds, under its own path, the calls its
 * form makes. (@Injectable so the subclasses inherit the constructor's parameter types.)
 */
@Injectable()
export abstract class ConsoleGalleryController {
  constructor(protected readonly gallery: GalleryService) {}

  @Get()
  @ApiOperation({ summary: '모든 갤러리 이미지 (숨김 포함)' })
  @ApiAnswer(200, 'GalleryItem', { array: true })
  async list(): Promise<GalleryItem[]> {
    return (await this.gallery.list({ visibleOnly: false })).map(toGalleryWire);
  }

  protected async createItem(input: GalleryItemInput & { url: string }, actor: AdminActor): Promise<GalleryItem> {
    return toGalleryWire(await this.gallery.create(input, actor));
  }

  protected async removeItem(id: string, actor: AdminActor): Promise<OkAnswer> {
    await this.gallery.remove(id, actor);
    return { ok: true };
  }
}
