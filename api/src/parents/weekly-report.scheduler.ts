import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CronExpressionParser } from 'cron-parser';
import { addWeeks, MINUTE_MS, SEOUL_TIME_ZONE, seoulWeek } from '@academy/common/korean-days';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { RepeatingTask } from '../database/repeating-task';
import { WeeklyReportsService } from './weekly-reports.service';

/** The week a run at `runAt` reports on: the last whole week before it (a Monday run covers the week just ended). */
export const reportedWeek = (runAt: Date) => addWeeks(seoulWeek(runAt), -1);

/** The latest time REPORT_SCHEDULE named at or before `now`, read in Seoul time. */
export function lastScheduledRun(schedule: string, now: Date): Date {
  const expression = CronExpressionParser.parse(schedule, {
    tz: SEOUL_TIME_ZONE,
    // prev() answers the time strictly before currentDate: a run exactly on the minute counts.
    currentDate: new Date(now.getTime() + 1),
  });
  return expression.prev().toDate();
}

/**
 * Sends each week's reports once REPORT_SCHEDULE's time has come. Every process checks every
 * minute; whichever gets to a parent first claims the week (WeeklyReportsService), so N processes
 * send one report each. A process that was down at the scheduled time finds the latest scheduled
 * week unclaimed when it starts and sends it then, late, once; an older missed week is not sent.
 */
@Injectable()
export class WeeklyReportScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('WeeklyReport');
  private readonly task = new RepeatingTask(MINUTE_MS, () => this.runDue());

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly reports: WeeklyReportsService,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.reports.enabled) this.task.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.task.stop();
  }

  /** Queues the reports of the latest scheduled run; answers how many this process claimed. Never throws. */
  async runDue(now = new Date()): Promise<number> {
    try {
      const runAt = lastScheduledRun(this.config.reports.schedule, now);
      const week = reportedWeek(runAt);
      const queued = await this.reports.queueWeek(week, runAt, now);
      if (queued) this.logger.log(`주간 학습 리포트 ${queued}건을 보낼 준비를 했습니다 (${week})`);
      return queued;
    } catch (error) {
      this.logger.warn(
        `주간 학습 리포트를 준비하지 못했습니다: ${error instanceof Error ? error.message : String(error)}`,
      );
      return 0;
    }
  }
}
