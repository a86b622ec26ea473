import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  consentVersion,
  type ConsentKind,
  type ConsentMethod,
  type ConsentRecord,
  type GuardianInfo,
} from '@academy/common';
import { AuditService } from '../audit/audit.service';
import type { AdminActor } from '../members/actor.decorator';
import type { User } from '../members/user.entity';
import { consentEvent, type ConsentDecision } from './consent-audit';
import { ConsentRecordEntity } from './consent-record.entity';
import { Guardian } from './guardian.entity';

/** What sign-up hands over once its DTO has checked (and normalised) it. */
export interface SignupConsents {
  agreements: { terms: boolean; privacy: boolean; marketing?: boolean };
  under14?: boolean;
  guardianName?: string;
  guardianPhone?: string;
}

/** The member as the actor of their own consent rows. */
export const memberActor = (user: Pick<User, 'id' | 'email'>, ip: string): AdminActor => ({
  type: 'MEMBER',
  actedBy: user.email,
  userId: user.id,
  email: user.email,
  ip,
});

const toWire = (row: ConsentRecordEntity): ConsentRecord => ({
  kind: row.kind,
  given: row.given,
  version: row.version,
  at: new Date(row.createdAt).toISOString(),
});

/** Consents and the guardian of each account: written at sign-up and on /account, read by the member and the staff. */
@Injectable()
export class ConsentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** The sign-up's consents (and the guardian of a child under 14), in the sign-up's transaction, with one audit row. */
  async recordSignup(manager: EntityManager, user: User, input: SignupConsents, ip: string): Promise<void> {
    const decisions: ConsentDecision[] = [
      this.decision('TERMS', true),
      this.decision('PRIVACY', true),
      this.decision('MARKETING', input.agreements.marketing === true),
    ];
    if (input.under14 === true) {
      decisions.push(this.decision('GUARDIAN', true));
      await manager.insert(
        Guardian,
        manager.create(Guardian, {
          userId: user.id,
          name: input.guardianName!,
          phone: input.guardianPhone!,
          createdAt: new Date(),
        }),
      );
    }
    await this.insert(manager, user.id, decisions, 'SIGNUP');
    await this.audit.record(memberActor(user, ip), consentEvent(user.id, decisions), manager);
  }

  /** The latest decision of each kind, in CONSENT_KINDS order; [] for an account from before consents. */
  async latestOf(userId: string, manager: EntityManager = this.dataSource.manager): Promise<ConsentRecord[]> {
    const rows = await manager.find(ConsentRecordEntity, {
      where: { userId },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    const latest = new Map<ConsentKind, ConsentRecordEntity>();
    for (const row of rows) latest.set(row.kind, row);
    return [...latest.values()].map(toWire);
  }

  async guardianOf(userId: string): Promise<GuardianInfo | null> {
    const guardian = await this.dataSource.getRepository(Guardian).findOneBy({ userId });
    return guardian ? { name: guardian.name, phone: guardian.phone } : null;
  }

  /**
   * Gives or withdraws the marketing consent. A request that changes nothing writes nothing (no
   * row, no audit line); a change writes both in one transaction.
   */
  async setMarketing(user: User, marketing: boolean, ip: string): Promise<ConsentRecord[]> {
    return this.dataSource.transaction(async (manager) => {
      const current = (await this.latestOf(user.id, manager)).find((row) => row.kind === 'MARKETING');
      if (!current || current.given !== marketing) {
        const decision = this.decision('MARKETING', marketing);
        await this.insert(manager, user.id, [decision], 'ACCOUNT');
        await this.audit.record(memberActor(user, ip), consentEvent(user.id, [decision]), manager);
      }
      return this.latestOf(user.id, manager);
    });
  }

  private decision(kind: ConsentKind, given: boolean): ConsentDecision {
    return { kind, given, version: consentVersion(kind) };
  }

  private async insert(
    manager: EntityManager,
    userId: string,
    decisions: readonly ConsentDecision[],
    method: ConsentMethod,
  ): Promise<void> {
    // Millisecond times, one apart: "the latest of a kind" stays exact (SQLite's default has whole seconds).
    const now = Date.now();
    await manager.insert(
      ConsentRecordEntity,
      decisions.map((decision, index) =>
        manager.create(ConsentRecordEntity, { userId, ...decision, method, createdAt: new Date(now + index) }),
      ),
    );
  }
}
