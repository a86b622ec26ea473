import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isVerified } from '@academy/common';
import { PARENT_MESSAGES, type StudentProgramChoice } from '@academy/common/parents';
import { AuditService } from '../audit/audit.service';
import { ApiError, validationFailed } from '../http/api-error';
import type { AdminActor } from '../members/actor.decorator';
import { User } from '../members/user.entity';
import { Program } from './program.entity';
import { StudentProgram } from './student-program.entity';

const memberNotFound = () => new ApiError(HttpStatus.NOT_FOUND, 'NOT_FOUND', PARENT_MESSAGES.linkNotFound);

/** Which program a student attends: set by staff in the member's record, read for the parent's timetable. */
@Injectable()
export class StudentProgramService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  async of(userId: string): Promise<StudentProgramChoice> {
    if (!(await this.dataSource.getRepository(User).existsBy({ id: userId }))) throw memberNotFound();
    const row = await this.dataSource.getRepository(StudentProgram).findOneBy({ userId });
    return { programId: row?.programId ?? null };
  }

  /** Sets (or with null clears) the student's program, audited; answers the program's title (null when cleared). */
  async set(actor: AdminActor, userId: string, programId: string | null): Promise<string | null> {
    return this.audit.change(actor, async (manager) => {
      const student = await manager.getRepository(User).findOneBy({ id: userId });
      if (!student) throw memberNotFound();
      if (!isVerified(student))
        throw new ApiError(HttpStatus.CONFLICT, 'INVALID_STATE', PARENT_MESSAGES.programStudentsOnly);
      const rows = manager.getRepository(StudentProgram);
      if (programId === null) {
        await rows.delete({ userId });
        return {
          value: null,
          event: {
            action: 'MEMBER_PROGRAM',
            targetType: 'MEMBER',
            targetId: userId,
            summary: '수강 프로그램 지정 해제',
          },
        };
      }
      const program = await manager.getRepository(Program).findOneBy({ id: programId });
      if (!program) throw validationFailed([{ field: 'programId', message: PARENT_MESSAGES.programUnknown }]);
      await rows.upsert({ userId, programId }, ['userId']);
      return {
        value: program.title,
        event: {
          action: 'MEMBER_PROGRAM',
          targetType: 'MEMBER',
          targetId: userId,
          summary: `수강 프로그램: ${program.title}`,
        },
      };
    });
  }
}
