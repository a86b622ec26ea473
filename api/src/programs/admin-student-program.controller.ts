import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiProperty, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ActionAnswer } from '@academy/common';
import { PARENT_MESSAGES, type StudentProgramChoice } from '@academy/common/parents';
import { AdminAccess } from '../auth/decorators/access.decorators';
import { Field } from '../http/fields';
import { Actor, type AdminActor } from '../members/actor.decorator';
import { ApiAnswer, ApiErrors } from '../openapi/api-answer.decorator';
import { StudentProgramService } from './student-program.service';

/** PUT /api/admin/members/{id}/program: a program's id, or null to clear it. */
export class StudentProgramDto {
  @ApiProperty({ type: String, nullable: true, description: '프로그램 id, 또는 해제할 때 null' })
  @Field('programChoice', (value) =>
    value === null || (typeof value === 'string' && value.length > 0 && value.length <= 36)
      ? null
      : PARENT_MESSAGES.programUnknown,
  )
  programId: string | null;
}

/** The program a student attends, set from the member's record (its timetable reaches the parents). */
@ApiTags('admin-members')
@Controller('api/admin/members/:id/program')
@AdminAccess()
export class AdminStudentProgramController {
  constructor(private readonly programs: StudentProgramService) {}

  @Get()
  @ApiOperation({ summary: '학생의 수강 프로그램 (없으면 programId null)' })
  @ApiAnswer(200, 'StudentProgramChoice')
  @ApiErrors({ 404: ['NOT_FOUND'] })
  read(@Param('id') id: string): Promise<StudentProgramChoice> {
    return this.programs.of(id);
  }

  @Put()
  @ApiOperation({
    summary: '학생의 수강 프로그램 지정 { programId | null }: 학부모 화면에 그 시간표가 보임 (감사 기록)',
  })
  @ApiAnswer(200, 'ActionAnswer')
  @ApiErrors({ 404: ['NOT_FOUND'], 409: ['INVALID_STATE'] })
  async set(
    @Param('id') id: string,
    @Body() input: StudentProgramDto,
    @Actor() actor: AdminActor,
  ): Promise<ActionAnswer> {
    const title = await this.programs.set(actor, id, input.programId);
    return { ok: true, message: title ? PARENT_MESSAGES.programSet(title) : PARENT_MESSAGES.programCleared };
  }
}
