import { Button } from 'antd';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { type CallOptions, useAsyncData } from '@academy/context';
import { AsyncContent } from '../../../components/AsyncContent';
import { SearchBox } from '../../../components/SearchBox';
import { useTableUrlState } from '../../../lib/use-table-url-state';
import { getMembers } from '../api/get-members';
import { useMemberActions } from '../hooks/use-member-actions';
import { MemberListTable } from './MemberListTable';

const URL_PREFIX = 'approved';

/** Dashboard tab: approved members, searched by name or e-mail, with removal (withdrawal). */
export function ApprovedMembersPanel({ requestOptions = {} }: { requestOptions?: CallOptions }) {
  // The search lives in the address with the table's state (?approvedQ=…); typing searches after a pause, Enter at once.
  const search = useTableUrlState({ prefix: URL_PREFIX });
  const q = search.q;
  const verified = useAsyncData(
    () => getMembers({ status: 'verified', q }, requestOptions),
    [q, requestOptions.redirectOn401],
  );
  const actions = useMemberActions({ onChanged: verified.reload, requestOptions, showErrorCode: true });

  return (
    <section aria-label="승인된 회원">
      <div className="admin-filters">
        <SearchBox q={q} onSearch={search.setSearch} label="승인된 회원 검색" placeholder="이름 또는 이메일로 검색" />
      </div>
      <AsyncContent
        data={verified}
        errorTitle={ADMIN_MESSAGES.admin.membersLoadFailed}
        retry
        empty={q ? ADMIN_MESSAGES.admin.membersEmptyFiltered : ADMIN_MESSAGES.admin.membersEmpty.verified}
        isEmpty={(list) => list.items.length === 0}
      >
        {(list) => (
          <MemberListTable
            members={list.items}
            label="승인된 회원 목록"
            urlPrefix={URL_PREFIX}
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
