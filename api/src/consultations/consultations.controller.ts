import { Body, Controller, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CONSULTATION_MESSAGES as M, type ConsultationCreated } from '@academy/common';
import { clientAddress, rateLimited } from '../throttle/rate-limited';
import { ConsultationIntakeService } from './consultation-intake.service';
import { ConsultationInputDto } from './dto/consultation-input.dto';
import { ApiAnswer, ApiErrors } from '../openapi/api-answer.decorator';

/** The public consultation form (the dialog, once the page has JavaScript). */
@ApiTags('consultations')
@Controller('api/consultations')
export class ConsultationsController {
  constructor(private readonly intake: ConsultationIntakeService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({ summary: '상담 신청 (누구나, 주소당 시간당 CONSULT_LIMIT_PER_HOUR건)' })
  @ApiAnswer(201, 'ConsultationCreated')
  @ApiErrors({ 429: ['RATE_LIMITED'] })
  async create(
    @Body() body: ConsultationInputDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ConsultationCreated> {
    const result = await this.intake.submit(body, clientAddress(request));
    if (!result.ok) throw rateLimited(response, result.retryAfterSeconds, M.rateLimited);
    return result.created;
  }
}
