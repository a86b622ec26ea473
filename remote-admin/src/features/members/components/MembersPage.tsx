import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Skeleton } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import { MESSAGES, UI, type Member } from '@academy/common';
import { OpenedOnce } from '../../../components/OpenedOnce';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { TabBar } from '../../../components/TabBar';
import { serverMessageOf } from '../../../lib/error-message';
import { preloadable } from '../../../lib/preloadable';
import { useIdlePreload } from '../../../lib/use-idle-preload';
import { useRowRefocus } from '../../../lib/use-row-refocus';
import { membersCsvUrl } from '../api/members-csv-url';
import { useMemberActions } from '../hooks/use-member-actions';
import { usePasswordReset } from '../hooks/use-password-reset';
import {
  MEMBER_TAB_LABELS,
  MEMBER_TABS,
  memberSearchOf,
  useMemberLists,
  type MemberTab,
} from '../hooks/use-member-lists';
import type { DecisionRequest } from './DecisionDialog';
import { MemberFilters } from './MemberFilters';
import { MemberTable } from './MemberTable';

// The dialogs (antd's form, modal, drawer and select among them) are not part of the list's first
// paint: each loads on its first opening, or earlier while the browser is idle once the list is drawn.
const DecisionDialog = preloadable(() => import('./DecisionDialog').then((module) => module.DecisionDialog));
const PasswordResetDialog = preloadable(() =>
  import('./PasswordResetDialog').then((module) => module.PasswordResetDialog),
);
const MemberHistoryDrawer = preloadable(() =>
  import('./MemberHistoryDrawer').then((module) => module.MemberHistoryDrawer),
);
const DIALOGS = [DecisionDialog, PasswordResetDialog, MemberHistoryDrawer];

function tabOf(value: string | null): MemberTab {
  return (MEMBER_TABS as readonly string[]).includes(value ?? '') ? (value as MemberTab) : 'pending';
}

/**
 * /admin/members: tabs with counts, search, role filter, and the member actions,
 * including a password reset; a member's name opens their history.
 */
export function MembersPage() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('status'));
  const { q, role } = memberSearchOf(params);
  const lists = useMemberLists(q, role);
  const actions = useMemberActions({ onChanged: lists.reload });
  const passwords = usePasswordReset({ onChanged: lists.reload });
  // ?member=<id> opens that member's history (the audit log links here).
  const historyOf = params.get('member');
  const [decision, setDecision] = useState<DecisionRequest | null>(null);
  const listArea = useRef<HTMLDivElement>(null);
  const refocus = useRowRefocus(listArea);
  // Counts closings; the effect below restores focus once per closing.
  const [closings, setClosings] = useState(0);
  const restoredFor = useRef(0);
  useIdlePreload(lists.data != null, DIALOGS);

  // Once the dialog has closed and the lists show the decision, focus goes back into the list.
  useEffect(() => {
    if (closings === restoredFor.current || lists.isLoading) return;
    restoredFor.current = closings;
    refocus.restore(() =>
      listArea.current?.closest('section')?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]'),
    );
  }, [closings, lists.isLoading, lists.data, refocus]);

  function update(changes: Record<string, string | undefined>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  }

  const filtered = q !== '' || role !== undefined;
  const members = lists.data?.[tab].items ?? [];
  const candidates: Member[] = [...(lists.data?.pending.items ?? []), ...(lists.data?.rejected.items ?? [])];
  const empty = filtered ? (
    <div className="admin-empty">
      <p>{MESSAGES.admin.membersEmptyFiltered}</p>
      <Button onClick={() => update({ q: undefined, role: undefined })}>검색 조건 초기화</Button>
    </div>
  ) : (
    <p className="admin-empty">{MESSAGES.admin.membersEmpty[tab]}</p>
  );

  return (
    <section className="admin-screen" aria-labelledby="members-title">
      <ScreenHeader
        id="members-title"
        title={MESSAGES.admin.screens.members}
        lead="가입 요청을 승인하거나 거절하고, 회원의 승인 취소, 비밀번호 초기화와 탈퇴를 처리합니다. 이름을 누르면 회원 기록이 열립니다."
        actions={
          <div className="admin-actions">
            <Button icon={<DownloadOutlined />} href={membersCsvUrl(tab, q, role)} download>
              {MESSAGES.csv.download}
            </Button>
            <Button type="primary" onClick={() => setDecision({ decision: 'approve' })}>
              승인 / 거절 처리
            </Button>
          </div>
        }
      />
      <MemberFilters
        q={q}
        role={role}
        onSearch={(value) => update({ q: value })}
        onRoleChange={(value) => update({ role: value })}
      />
      <TabBar
        label="회원 상태"
        active={tab}
        onChange={(key) => update({ status: key })}
        items={MEMBER_TABS.map((key) => ({
          key,
          label: (
            <span>
              {MEMBER_TAB_LABELS[key]} <span className="admin-count">{lists.data ? lists.data[key].total : '…'}</span>
            </span>
          ),
        }))}
      />
      {lists.error ? (
        <Alert
          type="error"
          showIcon
          title={MESSAGES.admin.membersLoadFailed}
          description={serverMessageOf(lists.error, MESSAGES.admin.loadFailed)}
          action={<Button onClick={lists.reload}>{MESSAGES.errors.remoteRetry}</Button>}
        />
      ) : lists.isLoading && !lists.data ? (
        <div data-testid="members-skeleton" aria-busy="true">
          <Skeleton active title={false} paragraph={{ rows: UI.skeletonRows }} />
        </div>
      ) : (
        <div ref={listArea}>
          <MemberTable
            members={members}
            loading={lists.isLoading}
            empty={empty}
            busyId={actions.busyId ?? passwords.busyId}
            onDecide={(member, choice) => {
              refocus.remember(member.id);
              setDecision({ memberId: member.id, decision: choice });
            }}
            onRevoke={actions.confirmRevoke}
            onRemove={actions.confirmRemove}
            onResetPassword={passwords.confirmReset}
            onOpenHistory={(member) => update({ member: member.id })}
          />
        </div>
      )}
      <OpenedOnce open={decision !== null}>
        <DecisionDialog
          request={decision}
          candidates={candidates}
          onCancel={() => setDecision(null)}
          onSubmit={(memberId, choice, memo) => actions.decide(memberId, choice, memo)}
          afterClose={() => setClosings((n) => n + 1)}
        />
      </OpenedOnce>
      <OpenedOnce open={passwords.issued !== null}>
        <PasswordResetDialog issued={passwords.issued} onClose={passwords.dismiss} />
      </OpenedOnce>
      <OpenedOnce open={historyOf !== null}>
        <MemberHistoryDrawer memberId={historyOf} onClose={() => update({ member: undefined })} />
      </OpenedOnce>
    </section>
  );
}
