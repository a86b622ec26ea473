import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MESSAGES, type ActionAnswer, type GalleryItem } from '@academy/common';
import { AdminAccess } from '../auth/decorators/access.decorators';
import { SuperadminGalleryCreateDto } from './dto/gallery-input.dto';
import { GalleryService } from './gallery.service';
import { toGalleryWire } from './gallery.wire';

/** The secret console's gallery tab: add {url, caption}, show/hide, delete. */
@ApiTags('superadmin: gallery')
@AdminAccess()
@Controller('api/superadmin/gallery')
export class SuperadminGalleryController {
  constructor(private readonly gallery: GalleryService) {}

  @Get()
  @ApiOperation({ summary: '모든 갤러리 이미지 (숨김 포함)' })
  async list(): Promise<GalleryItem[]> {
    return (await this.gallery.list({ visibleOnly: false })).map(toGalleryWire);
  }

  @Post()
  @ApiOperation({ summary: '이미지 추가' })
  async create(@Body() input: SuperadminGalleryCreateDto): Promise<GalleryItem> {
    return toGalleryWire(await this.gallery.create(input));
  }

  @Delete(':id')
  @ApiOperation({ summary: '이미지 삭제' })
  async remove(@Param('id') id: string): Promise<{ ok: true }> {
    await this.gallery.remove(id);
    return { ok: true };
  }

  @Post(':id/toggle')
  @HttpCode(200)
  @ApiOperation({ summary: '표시/숨김 전환' })
  async toggle(@Param('id') id: string): Promise<ActionAnswer & { item: GalleryItem }> {
    const item = await this.gallery.toggle(id);
    return { ok: true, message: item.visible ? MESSAGES.content.galleryShown : MESSAGES.content.galleryHidden, item: toGalleryWire(item) };
  }
}
