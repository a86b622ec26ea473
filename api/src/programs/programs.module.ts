import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { AuditTargets } from '../audit/audit-targets';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Program } from './program.entity';
import { ProgramsController } from './programs.controller';
import { ProgramsService } from './programs.service';
import { SuperadminProgramsController } from './superadmin-programs.controller';

@Module({
  imports: [AuditModule, TypeOrmModule.forFeature([Program])],
  controllers: [ProgramsController, SuperadminProgramsController],
  providers: [ProgramsService],
  exports: [ProgramsService],
})
export class ProgramsModule {
  constructor(auditTargets: AuditTargets) {
    auditTargets.register('PROGRAM', Program);
  }
}
