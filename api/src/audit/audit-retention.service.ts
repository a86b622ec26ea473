import { Inject, Injectable, Logger } from '@nestjs/common';
import { DAY_MS } from '@academy/common/korean-days';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DailySweep } from '../database/daily-sweep';
import { AuditService } from './audit.service';

/** Removes audit rows older than AUDIT_RETENTION_DAYS. */
@Injectable()
export class AuditRetentionService extends DailySweep {
  protected readonly logger = new Logger('AuditRetention');
  protected readonly failedText = '오래된 감사 기록을 지우지 못했습니다';

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditService,
  ) {
    super();
  }

  protected removeExpired(now: Date): Promise<number> {
    return this.audit.removeOlderThan(new Date(now.getTime() - this.config.auditRetentionDays * DAY_MS));
  }

  protected removedText(count: number): string {
    return `보관 기간(${this.config.auditRetentionDays}일)이 지난 감사 기록 ${count}건을 지웠습니다.`;
  }
}
