import { Body, Controller, Get, Put, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AcademyFacts } from '@academy/common';
import { PublicRead } from '../auth/guards/password-change.guard';
import { AdminAccountGuard } from '../auth/guards/admin-account.guard';
import { Actor, type AdminActor } from '../members/actor.decorator';
import { AcademyService } from './academy.service';
import { AcademyInputDto } from './dto/academy-input.dto';
import { ApiAnswer } from '../openapi/api-answer.decorator';
import { ACADEMY_EXAMPLE } from '../openapi/examples';

@ApiTags('site')
@Controller('api/academy')
@PublicRead()
export class AcademyController {
  constructor(private readonly academy: AcademyService) {}

  @Get()
  @ApiOperation({ summary: '학원 정보 (이름, 대표자, 주소, 연락처, 등록번호, 개인정보 보호책임자; 누구나)' })
  @ApiAnswer(200, 'AcademyFacts', { example: ACADEMY_EXAMPLE })
  facts(): Promise<AcademyFacts> {
    return this.academy.facts();
  }
}

/**
 * The academy's facts are the ADMIN's to change: the shared-password consoles are refused (403),
 * since these are the academy's legal particulars, not day-to-day content.
 */
@ApiTags('admin: academy')
@UseGuards(AdminAccountGuard)
@Controller('api/admin/academy')
export class AdminAcademyController {
  constructor(private readonly academy: AcademyService) {}

  @Get()
  @ApiOperation({ summary: '학원 정보 (수정 화면; ADMIN)' })
  @ApiAnswer(200, 'AcademyFacts')
  facts(): Promise<AcademyFacts> {
    return this.academy.facts();
  }

  @Put()
  @ApiOperation({ summary: '학원 정보 저장 (모든 항목; ADMIN, 콘솔은 403; 감사 기록)' })
  @ApiAnswer(200, 'AcademyFacts')
  update(@Body() input: AcademyInputDto, @Actor() actor: AdminActor): Promise<AcademyFacts> {
    return this.academy.update(input, actor);
  }
}
