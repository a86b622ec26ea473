import { Body, Controller, Delete, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MESSAGES, type GalleryItem, type GalleryToggleAnswer, type OkAnswer } from '@academy/common';
import { AdminAccess } from '../auth/decorators/access.decorators';
import { Actor, type AdminActor } from '../members/actor.decorator';
import { ConsoleGalleryController } from './console-gallery.controller';
import { SuperadminGalleryCreateDto } from './dto/gallery-input.dto';
import { toGalleryWire } from './gallery.wire';
import { ApiAnswer } from '../openapi/api-answer.decorator';

/** The secret console's gallery tab: add {url, caption}, show/hide, delete. */
@ApiTags('superadmin: gallery')
@AdminAccess()
@Controller('api/superadmin/gallery')
export class SuperadminGalleryController extends ConsoleGalleryController {
  @Post()
  @ApiOperation({ summary: '이미지 추가' })
  @ApiAnswer(201, 'GalleryItem')
  create(@Body() input: SuperadminGalleryCreateDto, @Actor() actor: AdminActor): Promise<GalleryItem> {
    return this.createItem(input, actor);
  }

  @Delete(':id')
  @ApiOperation({ summary: '이미지 삭제' })
  @ApiAnswer(200, 'OkAnswer')
  remove(@Param('id') id: string, @Actor() actor: AdminActor): Promise<OkAnswer> {
    return this.removeItem(id, actor);
  }

  @Post(':id/toggle')
  @HttpCode(200)
  @ApiOperation({ summary: '표시/숨김 전환' })
  @ApiAnswer(200, 'GalleryToggleAnswer')
  async toggle(@Param('id') id: string, @Actor() actor: AdminActor): Promise<GalleryToggleAnswer> {
    const item = await this.gallery.toggle(id, actor);
    return {
      ok: true,
      message: item.visible ? MESSAGES.content.galleryShown : MESSAGES.content.galleryHidden,
      item: toGalleryWire(item),
    };
  }
}
