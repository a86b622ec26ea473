import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MESSAGES } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { memberEvent } from '../audit/audit-event';
import { audited, AuditService } from '../audit/audit.service';
import { PasswordHasher } from '../auth/password-hasher';
import { LoginThrottleService } from '../auth/throttle/login-throttle.service';
import { ApiError } from '../http/api-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { AdminActor } from '../members/actor.decorator';
import { invalidState } from '../members/member.errors';
import { auditedMember, MembersService } from '../members/members.service';
import { User } from '../members/user.entity';
import { SessionsService } from '../sessions/sessions.service';
import type { ChangePasswordDto } from './dto/change-password.dto';
import { PasswordResetToken } from './password-reset-token.entity';
import { temporaryPassword } from './temporary-password';

const wrongCurrentPassword = () =>
  new ApiError(HttpStatus.BAD_REQUEST, 'INVALID_CREDENTIALS', MESSAGES.auth.wrongCurrentPassword, [
    { field: 'currentPassword', message: MESSAGES.auth.wrongCurrentPassword },
  ]);

/** A member's own password change and an administrator's reset; both end the member's sessions. */
@Injectable()
export class PasswordsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottleService,
    private readonly members: MembersService,
    private readonly sessions: SessionsService,
    private readonly audit: AuditService,
  ) {}

  /**
   * Checks the current password the way a login does (the attempt takes its throttle slots before
   * any hashing, a wrong one keeps them), stores the new one, clears "must change" and ends every
   * session of the user; the caller then gives the current browser a new session. Answers the
   * throttle's wait in seconds instead when the user has guessed too often.
   */
  async change(
    user: User,
    input: ChangePasswordDto,
    clientAddress: string,
  ): Promise<{ retryAfterSeconds: number } | null> {
    // ADMIN_PASSWORD is set again at every start: a change made here would silently come undone.
    if (this.config.admin?.email === user.email) throw invalidState(MESSAGES.auth.adminPasswordFromSettings);
    const attempt = await this.throttle.reserve(user.email, clientAddress);
    if (!attempt.ok) return { retryAfterSeconds: attempt.retryAfterSeconds };
    const users = this.dataSource.getRepository(User);
    const stored = await users
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.id = :id', { id: user.id })
      .getOne();
    if (!stored || !(await this.hasher.match(stored.passwordHash, input.currentPassword))) throw wrongCurrentPassword();
    const passwordHash = await this.hasher.hash(input.newPassword);
    await this.dataSource.transaction(async (manager) => {
      // updatedAt to the millisecond: the account page lists the sessions again when it moves.
      await manager.update(User, { id: user.id }, { passwordHash, mustChangePassword: false, updatedAt: new Date() });
      await this.sessions.endAll(manager, user.id);
      // A mailed reset link from before the change would undo it.
      await manager.delete(PasswordResetToken, { userId: user.id });
    });
    await this.throttle.succeeded(attempt);
    return null;
  }

  /**
   * Gives a member a new random password, shown once: only its hash is stored, the member must
   * change it at the next login, and every session of theirs ends. ADMIN accounts are refused.
   */
  async reset(memberId: string, actor: AdminActor): Promise<string> {
    const password = temporaryPassword();
    const passwordHash = await this.hasher.hash(password);
    await this.audit.change(actor, async (manager) => {
      const member = await this.members.findChangeable(manager, memberId, ADMIN_MESSAGES.members.cannotResetAdmin);
      await manager.update(User, { id: member.id }, { passwordHash, mustChangePassword: true, updatedAt: new Date() });
      await this.sessions.endAll(manager, member.id);
      await manager.delete(PasswordResetToken, { userId: member.id });
      return audited(undefined, memberEvent('passwordReset', auditedMember(member)));
    });
    return password;
  }
}
