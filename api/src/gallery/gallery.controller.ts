import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { GalleryItem } from '@academy/common';
import { GalleryService } from './gallery.service';
import { toPublicGalleryWire } from './gallery.wire';
import { PublicRead } from '../auth/guards/password-change.guard';
import { ApiAnswer } from '../openapi/api-answer.decorator';
import { GALLERY_EXAMPLE } from '../openapi/examples';

@ApiTags('gallery')
@Controller('api/gallery')
@PublicRead()
export class GalleryController {
  constructor(private readonly gallery: GalleryService) {}

  @Get()
  @ApiOperation({ summary: '표시 중인 갤러리 이미지 (순서, 등록순; 누구나)' })
  @ApiAnswer(200, 'GalleryItem', { array: true, example: GALLERY_EXAMPLE })
  async list(): Promise<GalleryItem[]> {
    return (await this.gallery.list({ visibleOnly: true })).map(toPublicGalleryWire);
  }
}
