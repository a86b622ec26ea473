import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Program } from '@academy/common';
import { ProgramsService } from './programs.service';
import { toProgramWire } from './program.wire';
import { PublicRead } from '../auth/guards/password-change.guard';
import { ApiAnswer } from '../openapi/api-answer.decorator';
import { PROGRAM_EXAMPLE } from '../openapi/examples';

@ApiTags('programs')
@Controller('api/programs')
@PublicRead()
export class ProgramsController {
  constructor(private readonly programs: ProgramsService) {}

  @Get()
  @ApiOperation({ summary: '운영 중인 프로그램 (순서대로; 누구나)' })
  @ApiAnswer(200, 'Program', { array: true })
  async list(): Promise<Program[]> {
    return (await this.programs.list({ activeOnly: true })).map(toProgramWire);
  }

  @Get(':slug')
  @ApiOperation({ summary: '프로그램 상세 (없거나 비활성이면 404)' })
  @ApiAnswer(200, 'Program', { example: PROGRAM_EXAMPLE })
  async detail(@Param('slug') slug: string): Promise<Program> {
    return toProgramWire(await this.programs.findActiveBySlug(slug));
  }
}
