import type { EntityManager } from 'typeorm';
import { isKoreanMobilePhone } from '@academy/common';
import { PHONE_KIND_PRIORITY, type PhoneMessage } from './phone-message';
import { PhoneOutboxMessage } from './phone-outbox-message.entity';

/**
 * Writes a 문자 or 알림톡 into phone_outbox with the caller's EntityManager, inside the transaction
 * of the event that causes it (as OutboxService.enqueue does for mail): the message exists exactly
 * when its event does. A number no 문자 reaches (a landline) writes nothing; answers whether it wrote.
 */
export async function enqueuePhoneMessage(manager: EntityManager, message: PhoneMessage): Promise<boolean> {
  if (!isKoreanMobilePhone(message.to)) return false;
  const now = new Date();
  await manager.insert(PhoneOutboxMessage, {
    kind: message.kind,
    recipient: message.to,
    payload: JSON.stringify(message),
    state: 'pending',
    priority: PHONE_KIND_PRIORITY[message.kind],
    attempts: 0,
    createdAt: now,
    nextAttemptAt: now,
  });
  return true;
}

type Data<Kind extends PhoneMessage['kind']> = Omit<Extract<PhoneMessage, { kind: Kind }>, 'kind'>;

/** A consultation request's confirmation to the number given; the caller checks the form's smsConsent. */
export const enqueueConsultationConfirmation = (manager: EntityManager, data: Data<'CONSULTATION_CONFIRMED'>) =>
  enqueuePhoneMessage(manager, { kind: 'CONSULTATION_CONFIRMED', ...data });

/** The approval notice to a student who gave a phone number (in the approval's transaction). */
export const enqueueMemberApprovedText = (manager: EntityManager, data: Data<'MEMBER_APPROVED'>) =>
  enqueuePhoneMessage(manager, { kind: 'MEMBER_APPROVED', ...data });

/** The weekly report's summary line and its link, to a parent who opted in. */
export const enqueueWeeklyReportText = (manager: EntityManager, data: Data<'WEEKLY_REPORT'>) =>
  enqueuePhoneMessage(manager, { kind: 'WEEKLY_REPORT', ...data });

/** A staff invitation's one-time link, to the parent's phone (in the invitation's transaction). */
export const enqueueParentInvitationText = (manager: EntityManager, data: Data<'PARENT_INVITATION'>) =>
  enqueuePhoneMessage(manager, { kind: 'PARENT_INVITATION', ...data });
