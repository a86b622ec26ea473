import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ConsultationsService } from './consultations.service';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The first sweep waits a little: a start (and its migrations) comes first. */
const FIRST_SWEEP_MS = 60 * 1000;

/**
 * Deletes consultation requests closed (등록 or 종료) more than CONSULT_RETENTION_DAYS ago, a minute
 * after start and then daily. Every API process sweeps: the delete names its rows by condition, so
 * two processes sweeping at once delete each row once and the later one finds nothing.
 */
@Injectable()
export class ConsultationRetentionService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ConsultationRetention');
  private timer?: NodeJS.Timeout;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly consultations: ConsultationsService,
  ) {}

  onApplicationBootstrap(): void {
    const run = (delay: number) => {
      this.timer = setTimeout(() => void this.sweep().finally(() => run(DAY_MS)), delay);
      this.timer.unref();
    };
    run(FIRST_SWEEP_MS);
  }

  onApplicationShutdown(): void {
    clearTimeout(this.timer);
  }

  /** One sweep; a database fault is logged and the next day tries again. */
  async sweep(now: Date = new Date()): Promise<number> {
    const days = this.config.consultRetentionDays;
    try {
      const removed = await this.consultations.removeClosedBefore(new Date(now.getTime() - days * DAY_MS));
      if (removed > 0) this.logger.log(`종료 후 ${days}일이 지난 상담 신청 ${removed}건을 지웠습니다.`);
      return removed;
    } catch (error) {
      this.logger.warn(
        `오래된 상담 신청을 지우지 못했습니다: ${error instanceof Error ? error.message : String(error)}`,
      );
      return 0;
    }
  }
}
