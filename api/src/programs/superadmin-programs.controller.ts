import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Program } from '@academy/common';
import { AdminAccess } from '../auth/decorators/access.decorators';
import { Actor, type AdminActor } from '../members/actor.decorator';
import { CreateProgramDto, UpdateProgramDto } from './dto/program-input.dto';
import { ProgramsService } from './programs.service';
import { toProgramWire } from './program.wire';

/** The secret console's programs tab. */
@ApiTags('superadmin: programs')
@AdminAccess()
@Controller('api/superadmin/programs')
export class SuperadminProgramsController {
  constructor(private readonly programs: ProgramsService) {}

  @Get()
  @ApiOperation({ summary: '모든 프로그램 (비활성 포함)' })
  async list(): Promise<Program[]> {
    return (await this.programs.list({ activeOnly: false })).map(toProgramWire);
  }

  @Post()
  @ApiOperation({ summary: '프로그램 추가 (슬러그, 제목, 내용 필수; 중복 슬러그는 409)' })
  async create(@Body() input: CreateProgramDto, @Actor() actor: AdminActor): Promise<Program> {
    return toProgramWire(await this.programs.create(input, actor));
  }

  @Put(':id')
  @ApiOperation({ summary: '프로그램 수정 (보내지 않은 항목은 그대로)' })
  async update(@Param('id') id: string, @Body() input: UpdateProgramDto, @Actor() actor: AdminActor): Promise<Program> {
    return toProgramWire(await this.programs.update(id, input, actor));
  }

  @Delete(':id')
  @ApiOperation({ summary: '프로그램 삭제' })
  async remove(@Param('id') id: string, @Actor() actor: AdminActor): Promise<{ ok: true }> {
    await this.programs.remove(id, actor);
    return { ok: true };
  }
}
