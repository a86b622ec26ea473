import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { ThrottleModule } from '../throttle/throttle.module';
import { AdminConsultationsController } from './admin-consultations.controller';
import { ConsultationIntakeService } from './consultation-intake.service';
import { ConsultationRetentionService } from './consultation-retention.service';
import { ConsultationRequest } from './consultation.entity';
import { ConsultationsController } from './consultations.controller';
import { ConsultationsService } from './consultations.service';

@Module({
  imports: [AuditModule, ThrottleModule, TypeOrmModule.forFeature([ConsultationRequest])],
  controllers: [ConsultationsController, AdminConsultationsController],
  providers: [ConsultationsService, ConsultationIntakeService, ConsultationRetentionService],
  exports: [ConsultationsService, ConsultationIntakeService],
})
export class ConsultationsModule {}
