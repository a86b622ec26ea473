import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { GalleryItem } from '@academy/common';
import { AdminAccess } from '../auth/decorators/access.decorators';
import { AdminGalleryCreateDto, AdminGalleryUpdateDto } from './dto/gallery-input.dto';
import { GalleryService } from './gallery.service';
import { toGalleryWire } from './gallery.wire';

/** The admin dashboard's gallery manager: {caption, imageUrl}. */
@ApiTags('admin: gallery')
@AdminAccess()
@Controller('api/admin/gallery')
export class AdminGalleryController {
  constructor(private readonly gallery: GalleryService) {}

  @Get()
  @ApiOperation({ summary: '모든 갤러리 이미지 (숨김 포함)' })
  async list(): Promise<GalleryItem[]> {
    return (await this.gallery.list({ visibleOnly: false })).map(toGalleryWire);
  }

  @Post()
  @ApiOperation({ summary: '이미지 추가' })
  async create(@Body() { imageUrl, ...rest }: AdminGalleryCreateDto): Promise<GalleryItem> {
    return toGalleryWire(await this.gallery.create({ ...rest, url: imageUrl }));
  }

  @Put(':id')
  @ApiOperation({ summary: '이미지 수정 (보내지 않은 항목은 그대로)' })
  async update(@Param('id') id: string, @Body() { imageUrl, ...rest }: AdminGalleryUpdateDto): Promise<GalleryItem> {
    return toGalleryWire(await this.gallery.update(id, { ...rest, url: imageUrl }));
  }

  @Delete(':id')
  @ApiOperation({ summary: '이미지 삭제' })
  async remove(@Param('id') id: string): Promise<{ ok: true }> {
    await this.gallery.remove(id);
    return { ok: true };
  }
}
