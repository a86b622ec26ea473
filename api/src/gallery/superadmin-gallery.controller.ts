import { Body, Controller, Delete, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MESSAGES, type ActionAnswer, type GalleryItem } from '@academy/common';
import { AdminAccess } from '../auth/decorators/access.decorators';
import { Actor, type AdminActor } from '../members/actor.decorator';
import { ConsoleGalleryController } from './console-gallery.controller';
import { SuperadminGalleryCreateDto } from './dto/gallery-input.dto';
import { toGalleryWire } from './gallery.wire';

/** The secret console's gallery tab: add {url, caption}, show/hide, delete. */
@ApiTags('superadmin: gallery')
@AdminAccess()
@Controller('api/superadmin/gallery')
export class SuperadminGalleryController extends ConsoleGalleryController {
  @Post()
  @ApiOperation({ summary: '이미지 추가' })
  create(@Body() input: SuperadminGalleryCreateDto, @Actor() actor: AdminActor): Promise<GalleryItem> {
    return this.createItem(input, actor);
  }

  @Delete(':id')
  @ApiOperation({ summary: '이미지 삭제' })
  remove(@Param('id') id: string, @Actor() actor: AdminActor): Promise<{ ok: true }> {
    return this.removeItem(id, actor);
  }

  @Post(':id/toggle')
  @HttpCode(200)
  @ApiOperation({ summary: '표시/숨김 전환' })
  async toggle(@Param('id') id: string, @Actor() actor: AdminActor): Promise<ActionAnswer & { item: GalleryItem }> {
    const item = await this.gallery.toggle(id, actor);
    return {
      ok: true,
      message: item.visible ? MESSAGES.content.galleryShown : MESSAGES.content.galleryHidden,
      item: toGalleryWire(item),
    };
  }
}
