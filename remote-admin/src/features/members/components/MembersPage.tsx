import { useEffect, useRef, useState } from 'react';
import { Alert, Badge, Button, Input, Skeleton, Tabs } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import { isRole, MESSAGES, ROLES, UI } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { MEMBER_TABLE, type MemberView } from '@academy/common/admin-reads';
import { OpenedOnce } from '../../../components/OpenedOnce';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { serverMessageOf } from '../../../lib/error-message';
import { preloadable } from '../../../lib/preloadable';
import { useIdlePreload } from '../../../lib/use-idle-preload';
import { useRowRefocus } from '../../../lib/use-row-refocus';
import { useSearchText } from '../../../lib/use-search-text';
import { useTableUrlState, type TableChange } from '../../../lib/use-table-url-state';
import { membersCsvUrl } from '../api/members-csv-url';
import { useBatchDecisions, withBatchRows } from '../hooks/use-batch-decisions';
import { useMemberActions } from '../hooks/use-member-actions';
import { usePasswordReset } from '../hooks/use-password-reset';
import { MEMBER_TAB_LABELS, MEMBER_TABS, useMemberLists, type MemberTab } from '../hooks/use-member-lists';
import { usePageInRange } from '../hooks/use-page-in-range';
import { BatchDecisionBar } from './BatchDecisionBar';
import type { BatchRequest } from './BatchDecisionDialog';
import type { DecisionRequest } from './DecisionDialog';
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
const BatchDecisionDialog = preloadable(() =>
  import('./BatchDecisionDialog').then((module) => module.BatchDecisionDialog),
);
const DIALOGS = [DecisionDialog, PasswordResetDialog, MemberHistoryDrawer, BatchDecisionDialog];
/**
 * The page, order and role filter as the table state reads them from the address: the rules the
 * shell reads the same address by for its early reads (memberViewOf in @academy/common/admin-reads).
 */
const TABLE_OPTIONS = { ...MEMBER_TABLE, filters: { role: ROLES } };

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
  const table = useTableUrlState(TABLE_OPTIONS);
  const { q } = table;
  const chosenRole = table.filters.role?.[0];
  const role = isRole(chosenRole) ? chosenRole : undefined;
  const view: MemberView = { status: tab, q, role, sort: table.sort, page: table.page, pageSize: table.pageSize };
  const lists = useMemberLists(view);
  const actions = useMemberActions({ onChanged: lists.reload });
  const batch = useBatchDecisions({ onChanged: lists.reload });
  const [batchRequest, setBatchRequest] = useState<BatchRequest | null>(null);
  const passwords = usePasswordReset({ onChanged: lists.reload });
  usePageInRange(table, lists.page, lists.isLoading);
  // The selection is of the rows shown: another page, order, filter or search starts without one.
  const search = (value: string) => {
    batch.clear();
    table.setSearch(value);
  };
  const [searchText, setSearchText] = useSearchText(q, search);
  const onTableChange: TableChange = (...change) => {
    batch.clear();
    table.onChange(...change);
  };
  // ?member=<id> opens that member's history (the audit log links here).
  const historyOf = params.get('member');
  const [decision, setDecision] = useState<DecisionRequest | null>(null);
  const listArea = useRef<HTMLDivElement>(null);
  const refocus = useRowRefocus(listArea);
  // Counts closings; the effect below restores focus once per closing.
  const [closings, setClosings] = useState(0);
  const restoredFor = useRef(0);
  useIdlePreload(lists.page !== null, DIALOGS);

  // Once the dialog has closed and the lists show the decision, focus goes back into the list.
  useEffect(() => {
    if (closings === restoredFor.current || lists.isLoading) return;
    restoredFor.current = closings;
    refocus.restore(() =>
      listArea.current?.closest('section')?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]'),
    );
  }, [closings, lists.isLoading, lists.page, refocus]);

  function update(changes: Record<string, string | undefined>, { push = false } = {}) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: !push });
  }

  const filtered = q !== '' || role !== undefined;
  const rows = lists.page?.items ?? [];
  // The last batch's rows first, then the page as the server now sends it, no more than a page:
  // antd would cut a longer list into pages of its own.
  const members = tab === 'pending' ? withBatchRows(rows, batch.outcome).slice(0, table.pageSize) : rows;
  const pendingIds = new Set(tab === 'pending' ? rows.map((member) => member.id) : []);
  const empty = filtered ? (
    <div className="admin-empty">
      <p>{ADMIN_MESSAGES.admin.membersEmptyFiltered}</p>
      <Button
        onClick={() => {
          batch.clear();
          table.reset();
        }}
      >
        검색 조건 초기화
      </Button>
    </div>
  ) : (
    <p className="admin-empty">{ADMIN_MESSAGES.admin.membersEmpty[tab]}</p>
  );

  return (
    <section className="admin-screen" aria-labelledby="members-title">
      <ScreenHeader
        id="members-title"
        title={ADMIN_MESSAGES.admin.screens.members}
        lead="가입 요청을 승인하거나 거절하고, 회원의 승인 취소, 비밀번호 초기화와 탈퇴를 처리합니다. 이름을 누르면 회원 기록이 열립니다."
        actions={
          <div className="admin-actions">
            <Button icon={<DownloadOutlined />} href={membersCsvUrl(tab, q, role)} download>
              {ADMIN_MESSAGES.csv.download}
            </Button>
            <Button type="primary" onClick={() => setDecision({ decision: 'approve' })}>
              승인 / 거절 처리
            </Button>
          </div>
        }
      />
      <div className="admin-filters">
        <Input.Search
          className="admin-filters__search"
          aria-label="회원 검색"
          placeholder="이름 또는 이메일로 검색"
          allowClear
          enterButton={ADMIN_MESSAGES.admin.searchSubmit}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          onSearch={search}
        />
      </div>
      <Tabs
        aria-label="회원 상태"
        activeKey={tab}
        onChange={(key) => {
          batch.clear();
          update({ status: key === 'pending' ? undefined : key, page: undefined }, { push: true });
        }}
        items={MEMBER_TABS.map((key) => ({
          key,
          label: (
            <span>
              {MEMBER_TAB_LABELS[key]}{' '}
              <Badge className="admin-tab-count" count={lists.totals[key] ?? '…'} showZero overflowCount={99999} />
            </span>
          ),
        }))}
      />
      {lists.error ? (
        <Alert
          type="error"
          showIcon
          title={ADMIN_MESSAGES.admin.membersLoadFailed}
          description={serverMessageOf(lists.error, ADMIN_MESSAGES.admin.loadFailed)}
          action={<Button onClick={lists.reload}>{MESSAGES.errors.remoteRetry}</Button>}
        />
      ) : !lists.started ? (
        <div data-testid="members-skeleton" aria-busy="true">
          <Skeleton active title={false} paragraph={{ rows: UI.skeletonRows }} />
        </div>
      ) : (
        <div ref={listArea}>
          {tab === 'pending' && (
            <BatchDecisionBar
              count={batch.selected.length}
              outcome={batch.outcome}
              busy={batch.busy}
              onDecide={(decision) =>
                setBatchRequest({ decision, rows: members.filter((member) => batch.selected.includes(member.id)) })
              }
              onClear={() => batch.setSelected([])}
              onDismissOutcome={batch.dismissOutcome}
            />
          )}
          <MemberTable
            members={members}
            total={lists.page?.total ?? lists.totals[tab]}
            loading={lists.isLoading}
            // Nothing to say about a tab whose first page is still on its way.
            empty={lists.page ? empty : null}
            table={{ ...table, onChange: onTableChange }}
            selection={
              tab === 'pending'
                ? { selected: batch.selected, onSelect: batch.setSelected, outcome: batch.outcome, pendingIds }
                : undefined
            }
            busyId={actions.busyId ?? passwords.busyId}
            onDecide={(member, choice) => {
              refocus.remember(member.id);
              setDecision({ member, decision: choice });
            }}
            onRevoke={actions.confirmRevoke}
            onRemove={actions.confirmRemove}
            onResetPassword={passwords.confirmReset}
            onOpenHistory={(member) => update({ member: member.id }, { push: true })}
          />
        </div>
      )}
      <OpenedOnce open={decision !== null}>
        <DecisionDialog
          request={decision}
          onCancel={() => setDecision(null)}
          onSubmit={(memberId, choice, memo) => actions.decide(memberId, choice, memo)}
          afterClose={() => setClosings((n) => n + 1)}
        />
      </OpenedOnce>
      <OpenedOnce open={batchRequest !== null}>
        <BatchDecisionDialog
          request={batchRequest}
          busy={batch.busy}
          onCancel={() => setBatchRequest(null)}
          onConfirm={(request, memo) => batch.decide(request.rows, request.decision, memo)}
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
