import { Body, Controller, Delete, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { GalleryItem, OkAnswer } from '@academy/common';
import { AdminAccess } from '../auth/decorators/access.decorators';
import { Actor, type AdminActor } from '../members/actor.decorator';
import { ConsoleGalleryController } from './console-gallery.controller';
import { AdminGalleryCreateDto, AdminGalleryUpdateDto } from './dto/gallery-input.dto';
import { toGalleryWire } from './gallery.wire';
import { ApiAnswer } from '../openapi/api-answer.decorator';

/** The admin dashboard's gallery manager: {caption, imageUrl}. */
@ApiTags('admin: gallery')
@AdminAccess()
@Controller('api/admin/gallery')
export class AdminGalleryController extends ConsoleGalleryController {
  @Post()
  @ApiOperation({ summary: '이미지 추가' })
  @ApiAnswer(201, 'GalleryItem')
  create(@Body() { imageUrl, ...rest }: AdminGalleryCreateDto, @Actor() actor: AdminActor): Promise<GalleryItem> {
    return this.createItem({ ...rest, url: imageUrl }, actor);
  }

  @Put(':id')
  @ApiOperation({ summary: '이미지 수정 (보내지 않은 항목은 그대로)' })
  @ApiAnswer(200, 'GalleryItem')
  async update(
    @Param('id') id: string,
    @Body() { imageUrl, ...rest }: AdminGalleryUpdateDto,
    @Actor() actor: AdminActor,
  ): Promise<GalleryItem> {
    return toGalleryWire(await this.gallery.update(id, { ...rest, url: imageUrl }, actor));
  }

  @Delete(':id')
  @ApiOperation({ summary: '이미지 삭제' })
  @ApiAnswer(200, 'OkAnswer')
  remove(@Param('id') id: string, @Actor() actor: AdminActor): Promise<OkAnswer> {
    return this.removeItem(id, actor);
  }
}
