import { Body, Controller, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { GalleryItem } from '@academy/common';
import { AdminAccess } from '../auth/decorators/access.decorators';
import { Actor, type AdminActor } from '../members/actor.decorator';
import { ConsoleGalleryController } from './console-gallery.controller';
import { SimpleGalleryCreateDto } from './dto/gallery-input.dto';
import { ApiAnswer } from '../openapi/api-answer.decorator';

/** The simple console's gallery tab: entries with a title, a description and an image URL. */
@ApiTags('simple: gallery')
@AdminAccess()
@Controller('api/simple/gallery')
export class SimpleGalleryController extends ConsoleGalleryController {
  @Post()
  @ApiOperation({ summary: '이미지 추가 (제목과 이미지 URL 필수)' })
  @ApiAnswer(201, 'GalleryItem')
  create(@Body() { imageUrl, ...rest }: SimpleGalleryCreateDto, @Actor() actor: AdminActor): Promise<GalleryItem> {
    return this.createItem({ ...rest, url: imageUrl }, actor);
  }
}
