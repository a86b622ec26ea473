import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'crypto';
import { DataSource, IsNull, MoreThan } from 'typeorm';
import { displayName, isAdmin, MESSAGES, normalizeEmail, PASSWORD_RESET, SHELL_PAGES } from '@academy/common';
import { MINUTE_MS } from '@academy/common/korean-days';
import { memberEvent } from '../audit/audit-event';
import { AuditService } from '../audit/audit.service';
import { PasswordHasher } from '../auth/password-hasher';
import { ApiError } from '../http/api-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { OutboxService, siteUrlOf } from '../mail/outbox.service';
import type { AdminActor } from '../members/actor.decorator';
import { auditedMember } from '../members/members.service';
import { User } from '../members/user.entity';
import { SessionsService } from '../sessions/sessions.service';
import { PasswordResetToken } from './password-reset-token.entity';

export const invalidToken = () =>
  new ApiError(HttpStatus.BAD_REQUEST, 'INVALID_TOKEN', MESSAGES.passwordReset.invalidToken);

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * 비밀번호를 잊으셨나요?: a member asks for a link by e-mail, and the link sets a new password.
 * A token is 256 random bits, kept only as its SHA-256, works for 30 minutes and once; asking
 * again replaces it, and any password change deletes it.
 */
@Injectable()
export class PasswordResetLinksService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly audit: AuditService,
    private readonly outbox: OutboxService,
  ) {}

  /**
   * Mails a new link when the address is a member's; does nothing for an unknown address or an
   * ADMIN account (whose password comes from the settings or another administrator). The caller
   * answers the same either way.
   */
  async request(email: string): Promise<void> {
    const user = await this.dataSource.getRepository(User).findOneBy({ email: normalizeEmail(email) });
    if (!user || isAdmin(user)) return;
    const token = randomBytes(PASSWORD_RESET.tokenBytes).toString('base64url');
    const now = new Date();
    await this.dataSource.transaction(async (manager) => {
      // A newer link voids every older one.
      await manager.delete(PasswordResetToken, { userId: user.id });
      await manager.insert(PasswordResetToken, {
        userId: user.id,
        tokenHash: hashOf(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + PASSWORD_RESET.tokenValidMinutes * MINUTE_MS),
        usedAt: null,
      });
      await this.outbox.enqueue(manager, {
        kind: 'PASSWORD_RESET',
        to: user.email,
        name: displayName(user),
        link: `${siteUrlOf(this.config)}${SHELL_PAGES.resetPassword}?token=${token}`,
        validMinutes: PASSWORD_RESET.tokenValidMinutes,
      });
    });
  }

  /**
   * Sets the new password of the link's member, ends every session of theirs and writes the audit
   * row, all in one transaction that first marks the link used (only one of two tabs wins).
   */
  async reset(token: unknown, newPassword: string, ip: string): Promise<void> {
    if (typeof token !== 'string' || token.length === 0 || token.length > PASSWORD_RESET.tokenMax) throw invalidToken();
    const tokens = this.dataSource.getRepository(PasswordResetToken);
    const found = await tokens.findOneBy({
      tokenHash: hashOf(token),
      usedAt: IsNull(),
      expiresAt: MoreThan(new Date()),
    });
    if (!found) throw invalidToken();
    const passwordHash = await this.hasher.hash(newPassword);
    await this.dataSource.transaction(async (manager) => {
      const now = new Date();
      const used = await manager.update(
        PasswordResetToken,
        { id: found.id, usedAt: IsNull(), expiresAt: MoreThan(now) },
        { usedAt: now },
      );
      if (used.affected !== 1) throw invalidToken();
      const user = await manager.findOneBy(User, { id: found.userId });
      if (!user || isAdmin(user)) throw invalidToken();
      await manager.update(User, { id: user.id }, { passwordHash, mustChangePassword: false, updatedAt: now });
      await this.sessions.endAll(manager, user.id);
      const actor: AdminActor = { type: 'MEMBER', actedBy: user.email, userId: user.id, email: user.email, ip };
      await this.audit.record(actor, memberEvent('passwordResetByLink', auditedMember(user)), manager);
    });
  }
}
