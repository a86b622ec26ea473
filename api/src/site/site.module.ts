import { Module } from '@nestjs/common';
import { SiteController } from './site.controller';

/** GET /api/site: the settings the public pages show (KAKAO_CHANNEL_URL). */
@Module({ controllers: [SiteController] })
export class SiteModule {}
