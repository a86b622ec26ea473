import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ACCOUNT_RETENTION, type SiteSettings } from '@academy/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { PublicRead } from '../auth/guards/password-change.guard';
import { AcademyService } from './academy.service';
import { ApiAnswer } from '../openapi/api-answer.decorator';

/**
 * The academy's settings the public pages draw from the server's environment (not from a build):
 * read while a page renders, like the content, so a changed variable needs no new front-end build.
 */
@ApiTags('site')
@Controller('api/site')
@PublicRead()
export class SiteController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly academy: AcademyService,
  ) {}

  @Get()
  @ApiOperation({ summary: '공개 페이지의 사이트 설정 (카카오톡 채널 주소, 개인정보 보유 기간; 누구나)' })
  @ApiAnswer(200, 'SiteSettings')
  async settings(): Promise<SiteSettings> {
    return {
      // The channel stored on 학원 정보 wins; KAKAO_CHANNEL_URL stands in while it is empty.
      kakaoChannelUrl: (await this.academy.facts()).kakaoChannelUrl,
      retention: {
        unapprovedAccounts: this.config.unapprovedRetentionDays,
        consultations: this.config.consultRetentionDays,
        auditLog: this.config.auditRetentionDays,
        sessions: ACCOUNT_RETENTION.sessionDays,
        mailOutbox: this.config.mail.outboxRetentionDays,
      },
    };
  }
}
