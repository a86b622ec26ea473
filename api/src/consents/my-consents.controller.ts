import { Body, Controller, Get, Header, Patch, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { ConsentRecord } from '@academy/common';
import { SignedIn } from '../auth/decorators/access.decorators';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import type { User } from '../members/user.entity';
import { clientAddress } from '../throttle/rate-limited';
import { ConsentsService } from './consents.service';
import { ConsentChangeDto } from './dto/consent-change.dto';
import { ApiAnswer } from '../openapi/api-answer.decorator';
import { CONSENTS_EXAMPLE } from '../openapi/examples';

/** The signed-in member's own consents (/account): read them, turn the marketing one on or off. */
@ApiTags('auth')
@Controller('api/me/consents')
@SignedIn()
export class MyConsentsController {
  constructor(private readonly consents: ConsentsService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: '내 동의 내역: 종류별 최신 결정 [{ kind, given, version, at }]' })
  @ApiAnswer(200, 'ConsentRecord', { array: true, example: CONSENTS_EXAMPLE })
  list(@CurrentUser() user: User): Promise<ConsentRecord[]> {
    return this.consents.latestOf(user.id);
  }

  @Patch()
  @ApiOperation({ summary: '광고성 정보 수신 동의 변경 { marketing }: 바뀌면 기록과 감사 기록을 남깁니다' })
  @ApiAnswer(200, 'ConsentRecord', { array: true })
  change(
    @CurrentUser() user: User,
    @Body() input: ConsentChangeDto,
    @Req() request: Request,
  ): Promise<ConsentRecord[]> {
    return this.consents.setMarketing(user, input.marketing, clientAddress(request));
  }
}
