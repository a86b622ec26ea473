import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DAY_MS } from '@academy/common/korean-days';
import { AuditService } from '../audit/audit.service';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { expireEvent } from '../consents/consent-audit';
import { DailySweep } from '../database/daily-sweep';
import type { AdminActor } from '../members/actor.decorator';
import { User } from '../members/user.entity';
import { SessionsService } from '../sessions/sessions.service';
import { deleteAccount } from './leaving.service';

const SYSTEM_ACTOR: AdminActor = { type: 'SYSTEM', actedBy: 'system', userId: null, email: null, ip: '' };
/** Each account goes in its own transaction with its audit row; a day's sweep takes at most this many. */
const BATCH = 500;

/**
 * Deletes sign-ups never approved (PENDING without any APPROVED record: waiting, or rejected)
 * UNAPPROVED_RETENTION_DAYS after they were made. A member once approved and later revoked has an
 * APPROVED record and is kept: they are a former student whose account staff may restore.
 */
@Injectable()
export class UnapprovedAccountsSweep extends DailySweep {
  protected readonly logger = new Logger('UnapprovedAccounts');
  protected readonly failedText = '승인되지 않은 가입 신청을 지우지 못했습니다';

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sessions: SessionsService,
    private readonly audit: AuditService,
  ) {
    super();
  }

  protected async removeExpired(now: Date): Promise<number> {
    const days = this.config.unapprovedRetentionDays;
    const cutoff = new Date(now.getTime() - days * DAY_MS);
    const expired = await this.dataSource
      .getRepository(User)
      .createQueryBuilder('u')
      .select('u.id', 'id')
      .where("u.role = 'PENDING'")
      .andWhere('u.createdAt < :cutoff', { cutoff })
      .andWhere("NOT EXISTS (SELECT 1 FROM approval_records a WHERE a.userId = u.id AND a.status = 'APPROVED')")
      .limit(BATCH)
      .getRawMany<{ id: string }>();
    let removed = 0;
    for (const { id } of expired) {
      await this.dataSource.transaction(async (manager) => {
        // Conditional again: an account approved since the list was read stays.
        const still = await manager
          .getRepository(User)
          .createQueryBuilder('u')
          .where('u.id = :id', { id })
          .andWhere("u.role = 'PENDING'")
          .andWhere("NOT EXISTS (SELECT 1 FROM approval_records a WHERE a.userId = u.id AND a.status = 'APPROVED')")
          .getExists();
        if (!still) return;
        await deleteAccount(manager, this.sessions, id);
        await this.audit.record(SYSTEM_ACTOR, expireEvent(id, days), manager);
        removed += 1;
      });
    }
    return removed;
  }

  protected removedText(count: number): string {
    return `가입 후 ${this.config.unapprovedRetentionDays}일이 지나도록 승인되지 않은 계정 ${count}개를 지웠습니다.`;
  }
}
