import { CONSENT_KIND_LABELS, type ConsentKind } from '@academy/common';
import type { AuditEvent } from '../audit/audit-event';

export interface ConsentDecision {
  kind: ConsentKind;
  given: boolean;
  version: number;
}

const described = ({ kind, given, version }: ConsentDecision) =>
  `${CONSENT_KIND_LABELS[kind]} v${version} ${given ? '동의' : '거부'}`;

/**
 * A change of a member's consents (given at sign-up, or changed on /account). The summary names
 * the member by id only: an audit row outlives the account, and must not keep its e-mail after it.
 */
export function consentEvent(userId: string, decisions: readonly ConsentDecision[]): AuditEvent {
  return {
    action: 'MEMBER_CONSENT',
    targetType: 'MEMBER',
    targetId: userId,
    summary: `회원 동의 기록: ${decisions.map(described).join(', ')}`,
  };
}

/** The member deleted their own account (DELETE /api/me). */
export function leaveEvent(userId: string): AuditEvent {
  return { action: 'MEMBER_LEAVE', targetType: 'MEMBER', targetId: userId, summary: '회원 본인이 탈퇴했습니다' };
}

/** The daily sweep deleted accounts never approved, or rejected, past the retention. */
export function expireEvent(userId: string, days: number): AuditEvent {
  return {
    action: 'MEMBER_EXPIRE',
    targetType: 'MEMBER',
    targetId: userId,
    summary: `승인되지 않은 가입 신청을 ${days}일 보관 후 파기했습니다`,
  };
}
