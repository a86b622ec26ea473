import { useState } from 'react';
import { Button } from 'antd';
import { MESSAGES } from '@academy/common';
import { type RequestOptions, useAsyncData } from '@academy/context';
import { AsyncContent } from '../../../components/AsyncContent';
import { SearchBox } from '../../../components/SearchBox';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { getMembers } from '../api/get-members';
import { useMemberActions } from '../hooks/use-member-actions';
import { MemberListItems } from './MemberListItems';

/** Dashboard tab: approved members, searched by name or e-mail, with removal (withdrawal). */
export function ApprovedMembersPanel({ requestOptions = {} }: { requestOptions?: RequestOptions }) {
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const debounced = useDebouncedValue(text.trim(), 300);
  // Enter searches at once; otherwise the search follows the typing after a pause.
  const q = submitted ?? debounced;
  const verified = useAsyncData(
    () => getMembers({ status: 'verified', q }, requestOptions),
    [q, requestOptions.redirectOn401],
  );
  const actions = useMemberActions({ onChanged: verified.reload, requestOptions, showErrorCode: true });

  return (
    <section aria-label="승인된 회원">
      <div className="admin-filters">
        <SearchBox
          label="승인된 회원 검색"
          placeholder="이름 또는 이메일로 검색"
          value={text}
          onChange={(typed) => {
            setText(typed);
            setSubmitted(null);
          }}
          onSearch={setSubmitted}
        />
      </div>
      <AsyncContent
        data={verified}
        errorTitle={MESSAGES.admin.membersLoadFailed}
        retry
        empty={q ? MESSAGES.admin.membersEmptyFiltered : MESSAGES.admin.membersEmpty.verified}
        isEmpty={(list) => list.items.length === 0}
      >
        {(list) => (
          <MemberListItems
            members={list.items}
            label="승인된 회원 목록"
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
