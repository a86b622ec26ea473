import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { AuditService } from './audit.service';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The first sweep waits a little: a start (and its migrations) comes first. */
const FIRST_SWEEP_MS = 60 * 1000;

/**
 * Removes audit rows older than AUDIT_RETENTION_DAYS, a minute after start and then daily. Every
 * API process sweeps; deleting rows that another process already deleted is harmless.
 */
@Injectable()
export class AuditRetentionService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('AuditRetention');
  private timer?: NodeJS.Timeout;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditService,
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
    try {
      const removed = await this.audit.removeOlderThan(
        new Date(now.getTime() - this.config.auditRetentionDays * DAY_MS),
      );
      if (removed > 0)
        this.logger.log(`보관 기간(${this.config.auditRetentionDays}일)이 지난 감사 기록 ${removed}건을 지웠습니다.`);
      return removed;
    } catch (error) {
      this.logger.warn(
        `오래된 감사 기록을 지우지 못했습니다: ${error instanceof Error ? error.message : String(error)}`,
      );
      return 0;
    }
  }
}
