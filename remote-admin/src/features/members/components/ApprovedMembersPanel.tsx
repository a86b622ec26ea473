import { Button } from 'antd';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { type CallOptions } from '@academy/context';
import { AsyncContent } from '../../../components/AsyncContent';
import { SearchBox } from '../../../components/SearchBox';
import { useMemberActions } from '../hooks/use-member-actions';
import { useMemberPanel } from '../hooks/use-member-panel';
import { MemberListTable } from './MemberListTable';

/** Dashboard tab: approved members, searched by name or e-mail, with removal (withdrawal). */
export function ApprovedMembersPanel({ requestOptions = {} }: { requestOptions?: CallOptions }) {
  // The search lives in the address with the table's state (?approvedQ=…); typing searches after a pause, Enter at once.
  const { table, list: verified } = useMemberPanel({
    prefix: 'approved',
    status: 'verified',
    searchable: true,
    requestOptions,
  });
  const q = table.q;
  const actions = useMemberActions({ onChanged: verified.reload, requestOptions, showErrorCode: true });

  return (
    <section aria-label="승인된 회원">
      <div className="admin-filters">
        <SearchBox q={q} onSearch={table.setSearch} label="승인된 회원 검색" placeholder="이름 또는 이메일로 검색" />
      </div>
      <AsyncContent
        data={verified}
        errorTitle={ADMIN_MESSAGES.admin.membersLoadFailed}
        retry
        empty={q ? ADMIN_MESSAGES.admin.membersEmptyFiltered : ADMIN_MESSAGES.admin.membersEmpty.verified}
        // A page past the last is empty while others are not: that is no empty list.
        isEmpty={(list) => list.total === 0}
      >
        {(list) => (
          <MemberListTable
            members={list.items}
            total={list.total}
            loading={verified.isLoading}
            table={table}
            label="승인된 회원 목록"
            actionsWidth={96}
            actions={(member) => (
              <Button
                danger
                size="small"
                disabled={actions.busyId === member.id}
                onClick={() => actions.confirmRemove(member)}
                aria-label={`${member.name || member.email} 탈퇴 처리`}
              >
                탈퇴
              </Button>
            )}
          />
        )}
      </AsyncContent>
    </section>
  );
}
