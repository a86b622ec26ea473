import { Inject, Injectable, Logger } from '@nestjs/common';
import { DAY_MS } from '@academy/common/korean-days';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DailySweep } from '../database/daily-sweep';
import { ConsultationsService } from './consultations.service';

/** Deletes consultation requests closed (등록 or 종료) more than CONSULT_RETENTION_DAYS ago. */
@Injectable()
export class ConsultationRetentionService extends DailySweep {
  protected readonly logger = new Logger('ConsultationRetention');
  protected readonly failedText = '오래된 상담 신청을 지우지 못했습니다';

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly consultations: ConsultationsService,
  ) {
    super();
  }

  protected removeExpired(now: Date): Promise<number> {
    return this.consultations.removeClosedBefore(new Date(now.getTime() - this.config.consultRetentionDays * DAY_MS));
  }

  protected removedText(count: number): string {
    return `종료 후 ${this.config.consultRetentionDays}일이 지난 상담 신청 ${count}건을 지웠습니다.`;
  }
}
