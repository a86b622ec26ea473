import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'crypto';
import { DataSource, IsNull, MoreThan, type EntityManager } from 'typeorm';
import { displayName, isVerified, normalizeEmail, normalizeKoreanPhone } from '@academy/common';
import { DAY_MS } from '@academy/common/korean-days';
import { PARENT_INVITE_PATH, PARENT_LIMITS, PARENT_MESSAGES, type ParentInvitationInfo } from '@academy/common/parents';
import { AuditService } from '../audit/audit.service';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { memberActor } from '../consents/consents.service';
import { ApiError } from '../http/api-error';
import { OutboxService, siteUrlOf } from '../mail/outbox.service';
import type { AdminActor } from '../members/actor.decorator';
import { User } from '../members/user.entity';
import { enqueueParentInvitationText } from '../phone/phone-outbox';
import { inviteAcceptedEvent, inviteEvent } from './parent-link-audit';
import { ParentInvitation } from './parent-invitation.entity';
import { ParentLink } from './parent-link.entity';
import { lockedUser } from './parent-links.service';
import { tooManyGuardians } from './parent.errors';

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

const invalidInvitation = () => new ApiError(HttpStatus.BAD_REQUEST, 'INVALID_TOKEN', PARENT_MESSAGES.inviteInvalid);
const studentsOnly = () => new ApiError(HttpStatus.CONFLICT, 'INVALID_STATE', PARENT_MESSAGES.inviteStudentsOnly);
const noStudent = () => new ApiError(HttpStatus.NOT_FOUND, 'NOT_FOUND', PARENT_MESSAGES.linkNotFound);

/**
 * Staff invite a parent from a student's record: a one-time link, valid seven days, by e-mail or
 * 문자. The parent who opens it signed in (after signing up if need be) is linked and confirmed at
 * once: staff chose the address, so there is nothing left for them to confirm.
 */
@Injectable()
export class ParentInvitationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditService,
    private readonly outbox: OutboxService,
  ) {}

  async invite(
    actor: AdminActor,
    childId: string,
    to: { email?: string | null; phone?: string | null },
    now = new Date(),
  ): Promise<{ expiresAt: string }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + PARENT_LIMITS.inviteTtlDays * DAY_MS);
    const link = `${siteUrlOf(this.config)}${PARENT_INVITE_PATH}?token=${token}`;
    await this.dataSource.transaction(async (manager) => {
      const child = await manager.getRepository(User).findOneBy({ id: childId });
      if (!child) throw noStudent();
      if (!isVerified(child)) throw studentsOnly();
      const invitations = manager.getRepository(ParentInvitation);
      await invitations.insert(invitations.create({ childId, tokenHash: hashOf(token), expiresAt, createdAt: now }));
      const childName = displayName(child);
      const email = to.email ? normalizeEmail(to.email) : null;
      const phone = to.phone ? normalizeKoreanPhone(to.phone) : null;
      if (email)
        await this.outbox.enqueue(manager, {
          kind: 'PARENT_INVITATION',
          to: email,
          childName,
          link,
          validDays: PARENT_LIMITS.inviteTtlDays,
        });
      if (phone)
        await enqueueParentInvitationText(manager, {
          to: phone,
          childName,
          link,
          validDays: PARENT_LIMITS.inviteTtlDays,
        });
      await this.audit.record(actor, inviteEvent(childId, { email: Boolean(email), phone: Boolean(phone) }), manager);
    });
    return { expiresAt: expiresAt.toISOString() };
  }

  /** Whom a valid link is for (the student's name only); 400 INVALID_TOKEN for any other. */
  async info(token: string, now = new Date()): Promise<ParentInvitationInfo> {
    const invitation = await this.dataSource.getRepository(ParentInvitation).findOne({
      where: { tokenHash: hashOf(token), usedAt: IsNull(), expiresAt: MoreThan(now) },
      relations: { child: true },
    });
    if (!invitation?.child) throw invalidInvitation();
    return { childName: displayName(invitation.child), expiresAt: new Date(invitation.expiresAt).toISOString() };
  }

  /** Links the signed-in parent to the invitation's student, confirmed; the link is spent. */
  async accept(parent: User, token: string, ip: string, now = new Date()): Promise<{ childId: string }> {
    return this.dataSource.transaction(async (manager) => {
      const invitations = manager.getRepository(ParentInvitation);
      const invitation = await invitations.findOneBy({
        tokenHash: hashOf(token),
        usedAt: IsNull(),
        expiresAt: MoreThan(now),
      });
      if (!invitation) throw invalidInvitation();
      // Conditional on still unused: of two tabs opening it at once, one links.
      const spent = await invitations.update({ id: invitation.id, usedAt: IsNull() }, { usedAt: now });
      if (!spent.affected) throw invalidInvitation();
      await this.linkConfirmed(manager, parent, invitation.childId, now);
      await this.audit.record(memberActor(parent, ip), inviteAcceptedEvent(invitation.childId, parent.id), manager);
      return { childId: invitation.childId };
    });
  }

  private async linkConfirmed(manager: EntityManager, parent: User, childId: string, now: Date): Promise<void> {
    const links = manager.getRepository(ParentLink);
    const existing = await links.findOneBy({ parentId: parent.id, childId });
    if (existing) {
      if (existing.status === 'PENDING')
        await links.update({ id: existing.id }, { status: 'CONFIRMED', confirmedAt: now });
      return;
    }
    await lockedUser(manager, childId);
    if ((await links.countBy({ childId })) >= PARENT_LIMITS.guardiansPerChildMax) throw tooManyGuardians();
    await links.insert(
      links.create({ parentId: parent.id, childId, status: 'CONFIRMED', confirmedAt: now, createdAt: now }),
    );
  }
}
