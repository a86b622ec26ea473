import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { NoticesModule } from '../notices/notices.module';
import { ThrottleModule } from '../throttle/throttle.module';
import { AdminParentLinksController } from './admin-parent-links.controller';
import { AdminParentReportsController } from './admin-parent-reports.controller';
import { ChildReportService } from './child-report.service';
import { LinkAttemptsThrottle } from './link-attempts.throttle';
import { LinkCodesService } from './link-codes.service';
import { MyGuardiansController } from './my-guardians.controller';
import { ParentLinkCodeRow } from './parent-link-code.entity';
import { ParentLink } from './parent-link.entity';
import { ParentLinksService } from './parent-links.service';
import { ParentSettingsRow } from './parent-settings.entity';
import { ParentSettingsService } from './parent-settings.service';
import { ParentController } from './parent.controller';
import { ParentHomeReads } from './parent-home.reads';
import { AdminParentInvitationsController, ParentInvitationsController } from './parent-invitations.controller';
import { ParentInvitationsService } from './parent-invitations.service';
import { WeeklyReportScheduler } from './weekly-report.scheduler';
import { WeeklyReportsService } from './weekly-reports.service';

/** Guardians (학부모): links to children, what a parent reads of them, and their report settings. */
@Module({
  imports: [
    AuditModule,
    NoticesModule,
    ThrottleModule,
    TypeOrmModule.forFeature([ParentLink, ParentLinkCodeRow, ParentSettingsRow]),
  ],
  controllers: [
    ParentController,
    MyGuardiansController,
    AdminParentLinksController,
    AdminParentReportsController,
    AdminParentInvitationsController,
    ParentInvitationsController,
  ],
  providers: [
    LinkCodesService,
    ParentLinksService,
    ChildReportService,
    ParentSettingsService,
    LinkAttemptsThrottle,
    WeeklyReportsService,
    WeeklyReportScheduler,
    ParentInvitationsService,
    ParentHomeReads,
  ],
  exports: [ParentLinksService, ChildReportService, ParentSettingsService, WeeklyReportsService, ParentHomeReads],
})
export class ParentsModule {}
