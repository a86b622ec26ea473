import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { displayName, isAdmin, LEAVE_MESSAGES as L } from '@academy/common';
import { AuditService } from '../audit/audit.service';
import { PasswordHasher } from '../auth/password-hasher';
import { LoginThrottleService } from '../auth/throttle/login-throttle.service';
import { leaveEvent } from '../consents/consent-audit';
import { ApiError } from '../http/api-error';
import { OutboxService } from '../mail/outbox.service';
import type { AdminActor } from '../members/actor.decorator';
import { User } from '../members/user.entity';
import { SessionsService } from '../sessions/sessions.service';

const wrongPassword = () =>
  new ApiError(HttpStatus.BAD_REQUEST, 'INVALID_PASSWORD', L.wrongPassword, [
    { field: 'password', message: L.wrongPassword },
  ]);

/**
 * Deletes one account and what names its person, in one transaction. The foreign keys do the
 * rest: approval records (with their memos), consents, the guardian, reset links and the
 * per-member viewing days go with the user row (CASCADE); video views and learning positions stay
 * with a NULL member (SET NULL), so the per-video figures keep them anonymously.
 * Sessions have no foreign key and are deleted by id.
 */
export async function deleteAccount(manager: EntityManager, sessions: SessionsService, userId: string): Promise<void> {
  await sessions.endAll(manager, userId);
  await manager.delete(User, { id: userId });
}

/** A member leaving (회원 탈퇴): password checked like a login, then the account is deleted and a mail confirms it. */
@Injectable()
export class LeavingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottleService,
    private readonly sessions: SessionsService,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
  ) {}

  /** null once the account is gone, or the throttle's wait in seconds after too many wrong passwords. */
  async leave(user: User, password: string, ip: string): Promise<{ retryAfterSeconds: number } | null> {
    // The academy must keep an administrator: another one removes an ADMIN account.
    if (isAdmin(user)) throw new ApiError(HttpStatus.FORBIDDEN, 'FORBIDDEN', L.adminCannotLeave);
    const attempt = await this.throttle.reserve(user.email, ip);
    if (!attempt.ok) return { retryAfterSeconds: attempt.retryAfterSeconds };
    const stored = await this.dataSource
      .getRepository(User)
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.id = :id', { id: user.id })
      .getOne();
    if (!stored || !(await this.hasher.match(stored.passwordHash, password))) throw wrongPassword();
    // The row names the account by id only: its e-mail goes with it.
    const actor: AdminActor = { type: 'MEMBER', actedBy: '', userId: user.id, email: null, ip };
    await this.dataSource.transaction(async (manager) => {
      // Addressed to the e-mail read before the deletion; sent by the outbox after the commit.
      await this.outbox.enqueue(manager, { kind: 'MEMBER_LEFT', to: stored.email, name: displayName(stored) });
      await deleteAccount(manager, this.sessions, user.id);
      await this.audit.record(actor, leaveEvent(user.id), manager);
    });
    await this.throttle.succeeded(attempt);
    return null;
  }
}
