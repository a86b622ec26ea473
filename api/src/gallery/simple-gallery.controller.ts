import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { GalleryItem } from '@academy/common';
import { AdminAccess } from '../auth/decorators/access.decorators';
import { SimpleGalleryCreateDto } from './dto/gallery-input.dto';
import { GalleryService } from './gallery.service';
import { toGalleryWire } from './gallery.wire';

/** The simple console's gallery tab: entries with a title, a description and an image URL. */
@ApiTags('simple: gallery')
@AdminAccess()
@Controller('api/simple/gallery')
export class SimpleGalleryController {
  constructor(private readonly gallery: GalleryService) {}

  @Get()
  @ApiOperation({ summary: '모든 갤러리 이미지 (숨김 포함)' })
  async list(): Promise<GalleryItem[]> {
    return (await this.gallery.list({ visibleOnly: false })).map(toGalleryWire);
  }

  @Post()
  @ApiOperation({ summary: '이미지 추가 (제목과 이미지 URL 필수)' })
  async create(@Body() { imageUrl, ...rest }: SimpleGalleryCreateDto): Promise<GalleryItem> {
    return toGalleryWire(await this.gallery.create({ ...rest, url: imageUrl }));
  }
}
