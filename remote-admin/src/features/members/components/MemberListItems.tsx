import type { ReactNode } from 'react';
import { formatDate, type Member } from '@academy/common';
import { RoleBadge } from '@academy/context';
import { ConsoleItem, ConsoleItemText, ConsoleList } from '../../../components/ConsoleList';

/** A compact member list for the dashboard tabs; each row ends with its own actions. */
export function MemberListItems({
  members,
  label,
  actions,
}: {
  members: Member[];
  label: string;
  actions: (member: Member) => ReactNode;
}) {
  return (
    <ConsoleList label={label}>
      {members.map((member) => (
        <ConsoleItem
          key={member.id}
          title={
            <>
              {member.name || '-'} <RoleBadge role={member.role} />
            </>
          }
          actions={actions(member)}
        >
          <ConsoleItemText>
            {member.email} · 가입 {formatDate(member.createdAt)}
          </ConsoleItemText>
        </ConsoleItem>
      ))}
    </ConsoleList>
  );
}
