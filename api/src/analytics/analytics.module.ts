import { Module } from '@nestjs/common';
import { MembersModule } from '../members/members.module';
import { AnalyticsController } from './analytics.controller';
import { AnalyticsService } from './analytics.service';
import { CsvExportsController } from './csv-exports.controller';
import { MemberReportService } from './member-report.service';
import { SharedFlights } from './shared-flights';
import { ViewRangesService } from './view-ranges.service';

/** The administrators' viewing report and the member CSV exports. */
@Module({
  imports: [MembersModule],
  controllers: [AnalyticsController, CsvExportsController],
  providers: [AnalyticsService, MemberReportService, SharedFlights, ViewRangesService],
})
export class AnalyticsModule {}
