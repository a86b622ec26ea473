import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ACADEMY_FACT_LABELS, type AcademyFacts } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { AUDIT_TARGET_LABELS } from '@academy/common/audit';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { audited, AuditService } from '../audit/audit.service';
import type { AuditEvent } from '../audit/audit-event';
import type { AdminActor } from '../members/actor.decorator';
import { readAcademyFacts, toAcademyFacts } from './academy-facts.read';
import { ACADEMY_ROW_ID, AcademyInfo } from './academy-info.entity';
import type { AcademyInputDto } from './dto/academy-input.dto';

/** The Korean names of the fields whose values differ; values never reach the audit log. */
function changedLabels(before: AcademyFacts, after: AcademyFacts): string[] {
  return (Object.keys(ACADEMY_FACT_LABELS) as (keyof AcademyFacts)[])
    .filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null))
    .map((key) => ACADEMY_FACT_LABELS[key]);
}

/** The academy's facts: read by every public page (through the cached public read), edited by an ADMIN. */
@Injectable()
export class AcademyService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  facts(): Promise<AcademyFacts> {
    return readAcademyFacts(this.dataSource.manager, this.config.site.kakaoChannelUrl);
  }

  /**
   * Stores the whole form and writes one audit row naming the fields that changed, in one
   * transaction. The row's write drops every cached page (ContentChangeSubscriber).
   */
  update(input: AcademyInputDto, actor: AdminActor): Promise<AcademyFacts> {
    const env = this.config.site.kakaoChannelUrl;
    return this.audit.change(actor, async (manager) => {
      const before = await readAcademyFacts(manager, env);
      const row = manager.create(AcademyInfo, {
        id: ACADEMY_ROW_ID,
        name: input.name,
        representative: input.representative,
        address: input.address,
        phone: input.phone,
        email: input.email,
        registrationNumber: input.registrationNumber,
        businessNumber: input.businessNumber,
        privacyOfficerName: input.privacyOfficer.name,
        privacyOfficerContact: input.privacyOfficer.contact,
        kakaoChannelUrl: input.kakaoChannelUrl ?? null,
        mapQuery: input.mapQuery,
        contactHours: input.contactHours,
        consultationHours: input.consultationHours,
      });
      const saved = await manager.save(AcademyInfo, row);
      const after = toAcademyFacts(saved, env);
      const event: AuditEvent = {
        action: 'ACADEMY_UPDATE',
        targetType: 'ACADEMY',
        targetId: ACADEMY_ROW_ID,
        summary: ADMIN_MESSAGES.audit.updated(AUDIT_TARGET_LABELS.ACADEMY, after.name, changedLabels(before, after)),
      };
      return audited(after, event);
    });
  }
}
