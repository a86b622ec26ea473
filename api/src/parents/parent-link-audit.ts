import { PARENT_LIMITS } from '@academy/common/parents';
import type { AuditEvent } from '../audit/audit-event';
import type { ParentLink } from './parent-link.entity';

/*
 * Audit rows of links: the target is the child (the member whose learning is shown), the summary
 * names the parent by id only, as consent rows do: a row outlives both accounts.
 */

export const linkRequestEvent = (link: ParentLink): AuditEvent => ({
  action: 'PARENT_LINK_REQUEST',
  targetType: 'MEMBER',
  targetId: link.childId,
  summary: `학부모(${link.parentId})가 연결 코드로 연결을 요청했습니다`,
});

export const linkConfirmEvent = (link: ParentLink): AuditEvent => ({
  action: 'PARENT_LINK_CONFIRM',
  targetType: 'MEMBER',
  targetId: link.childId,
  summary: `학부모(${link.parentId}) 연결을 확인했습니다`,
});

const REMOVED_BY = { parent: '학부모가', child: '학생 본인이', staff: '학원에서' } as const;
export type LinkRemover = keyof typeof REMOVED_BY;

export const unlinkEvent = (link: ParentLink, by: LinkRemover): AuditEvent => ({
  action: 'PARENT_UNLINK',
  targetType: 'MEMBER',
  targetId: link.childId,
  summary: `${REMOVED_BY[by]} 학부모(${link.parentId}) 연결을 해제했습니다${link.status === 'PENDING' ? ' (확인 전)' : ''}`,
});

export const inviteEvent = (childId: string, by: { email: boolean; phone: boolean }): AuditEvent => ({
  action: 'PARENT_INVITE',
  targetType: 'MEMBER',
  targetId: childId,
  summary: `학부모 초대 링크를 보냈습니다 (${[by.email && '이메일', by.phone && '문자'].filter(Boolean).join(', ')}, ${PARENT_LIMITS.inviteTtlDays}일 유효)`,
});

export const inviteAcceptedEvent = (childId: string, parentId: string): AuditEvent => ({
  action: 'PARENT_LINK_CONFIRM',
  targetType: 'MEMBER',
  targetId: childId,
  summary: `학부모(${parentId})가 학원의 초대 링크로 연결했습니다`,
});
