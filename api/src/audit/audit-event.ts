import { truncate } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { AUDIT_FIELD_LABELS, AUDIT_TARGET_LABELS, type AuditAction, type AuditTargetType } from '@academy/common/audit';

/** What one audit row says: the action, its target and a Korean summary. The actor comes from the request. */
export interface AuditEvent {
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string | null;
  summary: string;
}

/** Targets whose rows are created, updated and deleted through the admin forms. */
export type ContentTarget = keyof typeof AUDIT_FIELD_LABELS;

const A = ADMIN_MESSAGES.audit;
/** A quoted name stays readable in a list (the whole row is one click away). */
const NAME_MAX = 80;

const quoted = (name: string | null | undefined) => truncate(name?.trim() || A.unnamed, NAME_MAX);
const target = (type: AuditTargetType) => AUDIT_TARGET_LABELS[type];

/** Values as the summary compares them: dates by instant, lists and objects by content, absent as null. */
function comparable(value: unknown): unknown {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return value ?? null;
}

/** The Korean names of the fields whose values differ, in the labels' order; values never leave here. */
export function changedFields(type: ContentTarget, before: object, after: object): string[] {
  const labels: Record<string, string> = AUDIT_FIELD_LABELS[type];
  const was = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  return Object.entries(labels)
    .filter(([key]) => comparable(was[key]) !== comparable(now[key]))
    .map(([, label]) => label);
}

export function created(type: ContentTarget, id: string, name: string | null | undefined): AuditEvent {
  return { action: `${type}_CREATE`, targetType: type, targetId: id, summary: A.created(target(type), quoted(name)) };
}

/** `before` is a copy taken before the change, `after` the row as stored. */
export function updated(
  type: ContentTarget,
  id: string,
  name: string | null | undefined,
  before: object,
  after: object,
): AuditEvent {
  return {
    action: `${type}_UPDATE`,
    targetType: type,
    targetId: id,
    summary: A.updated(target(type), quoted(name), changedFields(type, before, after)),
  };
}

export function deleted(type: ContentTarget, id: string, name: string | null | undefined): AuditEvent {
  return { action: `${type}_DELETE`, targetType: type, targetId: id, summary: A.deleted(target(type), quoted(name)) };
}

export function galleryToggled(id: string, name: string | null | undefined, visible: boolean): AuditEvent {
  const summary = (visible ? A.shown : A.hidden)(target('GALLERY'), quoted(name));
  return { action: 'GALLERY_TOGGLE', targetType: 'GALLERY', targetId: id, summary };
}

export type MemberDone = keyof typeof A.memberDone;

const MEMBER_ACTIONS: Record<MemberDone, AuditAction> = {
  approve: 'MEMBER_APPROVE',
  reject: 'MEMBER_REJECT',
  revoke: 'MEMBER_REVOKE',
  remove: 'MEMBER_REMOVE',
  passwordReset: 'MEMBER_PASSWORD_RESET',
  passwordResetByLink: 'MEMBER_PASSWORD_RESET_BY_LINK',
};

/** A member action, naming the member as "김민수 (minsu@example.com)". */
export function memberEvent(done: MemberDone, member: { id: string; email: string; name: string }): AuditEvent {
  const who = member.name ? `${member.name} (${member.email})` : member.email;
  return {
    action: MEMBER_ACTIONS[done],
    targetType: 'MEMBER',
    targetId: member.id,
    summary: A.member(quoted(who), A.memberDone[done]),
  };
}

/** An ADMIN signed in: the row is about their own account. */
export function adminLogin(userId: string): AuditEvent {
  return { action: 'ADMIN_LOGIN', targetType: 'MEMBER', targetId: userId, summary: A.adminLogin };
}

/** The console password's failure budget ran out: only browsers that signed in before may try. */
export function consoleLockout(failures: number, minutes: number): AuditEvent {
  return {
    action: 'CONSOLE_LOCKOUT',
    targetType: 'CONSOLE',
    targetId: null,
    summary: A.consoleLockout(failures, minutes),
  };
}

export function consoleLogin(accepted: boolean): AuditEvent {
  return accepted
    ? { action: 'CONSOLE_LOGIN', targetType: 'CONSOLE', targetId: null, summary: A.consoleLogin }
    : { action: 'CONSOLE_LOGIN_FAILED', targetType: 'CONSOLE', targetId: null, summary: A.consoleLoginFailed };
}
