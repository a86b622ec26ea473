import type { ReactNode } from 'react';
import { formatDate, type Member } from '@academy/common';
import { RoleBadge } from './RoleBadge';

/** A compact member list for the dashboard tabs; each row ends with its own actions. */
export function MemberListItems({ members, label, actions }: { members: Member[]; label: string; actions: (member: Member) => ReactNode }) {
  return (
    <ul className="console-list" aria-label={label}>
      {members.map((member) => (
        <li key={member.id} className="console-item">
          <div className="console-item__body">
            <p className="console-item__title">
              {member.name || '-'} <RoleBadge role={member.role} />
            </p>
            <p className="console-item__text">
              {member.email} · 가입 {formatDate(member.createdAt)}
            </p>
          </div>
          <div className="console-item__actions">{actions(member)}</div>
        </li>
      ))}
    </ul>
  );
}
