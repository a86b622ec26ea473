import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { AuditTargets } from '../audit/audit-targets';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminStudentProgramController } from './admin-student-program.controller';
import { Program } from './program.entity';
import { StudentProgramService } from './student-program.service';
import { ProgramsController } from './programs.controller';
import { ProgramsService } from './programs.service';
import { SuperadminProgramsController } from './superadmin-programs.controller';

@Module({
  imports: [AuditModule, TypeOrmModule.forFeature([Program])],
  controllers: [ProgramsController, SuperadminProgramsController, AdminStudentProgramController],
  providers: [ProgramsService, StudentProgramService],
  exports: [ProgramsService],
})
export class ProgramsModule {
  constructor(auditTargets: AuditTargets) {
    auditTargets.register('PROGRAM', Program);
  }
}
