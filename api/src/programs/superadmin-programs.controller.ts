import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { OkAnswer, Program } from '@academy/common';
import { AdminAccess } from '../auth/decorators/access.decorators';
import { Actor, type AdminActor } from '../members/actor.decorator';
import { CreateProgramDto, UpdateProgramDto } from './dto/program-input.dto';
import { ProgramsService } from './programs.service';
import { toProgramWire } from './program.wire';
import { ApiAnswer, ApiErrors } from '../openapi/api-answer.decorator';

/** The secret console's programs tab. */
@ApiTags('superadmin: programs')
@AdminAccess()
@Controller('api/superadmin/programs')
export class SuperadminProgramsController {
  constructor(private readonly programs: ProgramsService) {}

  @Get()
  @ApiOperation({ summary: '모든 프로그램 (비활성 포함)' })
  @ApiAnswer(200, 'Program', { array: true })
  async list(): Promise<Program[]> {
    return (await this.programs.list({ activeOnly: false })).map(toProgramWire);
  }

  @Post()
  @ApiOperation({ summary: '프로그램 추가 (슬러그, 제목, 내용 필수; 중복 슬러그는 409)' })
  @ApiAnswer(201, 'Program')
  @ApiErrors({ 409: ['DUPLICATE_SLUG'] })
  async create(@Body() input: CreateProgramDto, @Actor() actor: AdminActor): Promise<Program> {
    return toProgramWire(await this.programs.create(input, actor));
  }

  @Put(':id')
  @ApiOperation({ summary: '프로그램 수정 (보내지 않은 항목은 그대로)' })
  @ApiAnswer(200, 'Program')
  @ApiErrors({ 409: ['DUPLICATE_SLUG'] })
  async update(@Param('id') id: string, @Body() input: UpdateProgramDto, @Actor() actor: AdminActor): Promise<Program> {
    return toProgramWire(await this.programs.update(id, input, actor));
  }

  @Delete(':id')
  @ApiOperation({ summary: '프로그램 삭제' })
  @ApiAnswer(200, 'OkAnswer')
  async remove(@Param('id') id: string, @Actor() actor: AdminActor): Promise<OkAnswer> {
    await this.programs.remove(id, actor);
    return { ok: true };
  }
}
