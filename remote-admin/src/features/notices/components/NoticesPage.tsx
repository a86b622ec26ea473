import { Segmented } from 'antd';
import { crudMessages, type AdminNotice } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { NOTICE_STATUS_LABELS } from '@academy/common/notice-status';
import { useAsyncData } from '@academy/context';
import { AsyncContent } from '../../../components/AsyncContent';
import { CountBar } from '../../../components/CountBar';
import { ListEmpty } from '../../../components/ListEmpty';
import { SearchBox } from '../../../components/SearchBox';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete';
import { useEditDialog } from '../../../lib/use-edit-dialog';
import { useTableUrlState } from '../../../lib/use-table-url-state';
import { createNotice, type NoticeInput } from '../api/create-notice';
import { deleteNotice } from '../api/delete-notice';
import { getAdminNotices } from '../api/get-admin-notices';
import { updateNotice } from '../api/update-notice';
import {
  countByStatus,
  filterNotices,
  NOTICE_SORT_FIELDS,
  NOTICE_STATUSES,
  type NoticeFilterName,
  type NoticeSortField,
  type NoticeStatusFilter,
} from './notice-filter';
import { NOTICE_DRAFT, NoticeFormDialog } from './NoticeFormDialog';
import { NoticeTable } from './NoticeTable';

const T = crudMessages('공지사항');

/** /admin/notices: search, status filter with counts, add/edit dialog, delete. */
export function NoticesPage() {
  const notices = useAsyncData(getAdminNotices, []);
  const table = useTableUrlState<NoticeSortField, NoticeFilterName>({
    sortFields: NOTICE_SORT_FIELDS,
    filters: { status: NOTICE_STATUSES },
  });
  const status = (table.filters.status?.[0] ?? 'all') as NoticeStatusFilter;
  const dialog = useEditDialog<AdminNotice>({ draft: NOTICE_DRAFT, rows: notices.data });
  const askDelete = useConfirmedDelete();

  const now = new Date();
  const all = notices.data ?? [];
  const shown = filterNotices(all, table.q, status, now);
  const counts = countByStatus(all, now);

  const save = dialog.saver<NoticeInput>({ create: createNotice, update: updateNotice, onSaved: notices.reload });

  function remove(notice: AdminNotice) {
    askDelete({
      question: ADMIN_MESSAGES.admin.noticeDeleteConfirm,
      detail: `${notice.title}: ${ADMIN_MESSAGES.admin.noticeDeleteWarning}`,
      remove: () => deleteNotice(notice.id),
      onDeleted: notices.reload,
      success: { title: T.deletedTitle, description: notice.title },
      failure: { title: T.deleteFailedTitle, fallback: T.deleteFailed },
    });
  }

  return (
    <section className="admin-screen" aria-labelledby="notices-title">
      <ScreenHeader
        id="notices-title"
        title={ADMIN_MESSAGES.admin.screens.notices}
        lead="회원 홈에 보이는 공지와 게시 기간을 관리합니다."
        addLabel="공지사항 추가"
        onAdd={dialog.openNew}
      />
      <div className="admin-filters">
        <SearchBox q={table.q} onSearch={table.setSearch} label="공지사항 검색" placeholder="제목 또는 내용으로 검색" />
        <Segmented<NoticeStatusFilter>
          aria-label="게시 상태 필터"
          value={status}
          onChange={(value) => table.setFilter('status', value === 'all' ? undefined : [value])}
          options={[
            { value: 'all', label: '전체' },
            { value: 'active', label: NOTICE_STATUS_LABELS.active },
            { value: 'upcoming', label: NOTICE_STATUS_LABELS.upcoming },
            { value: 'expired', label: NOTICE_STATUS_LABELS.expired },
          ]}
        />
      </div>
      <CountBar
        label="공지사항 수"
        counts={[
          { label: '전체', value: all.length },
          { label: NOTICE_STATUS_LABELS.active, value: counts.active },
          { label: NOTICE_STATUS_LABELS.upcoming, value: counts.upcoming },
          { label: NOTICE_STATUS_LABELS.expired, value: counts.expired },
        ]}
      />
      <AsyncContent data={notices} retry>
        {() => (
          <NoticeTable
            notices={shown}
            now={now}
            table={table}
            empty={
              <ListEmpty
                filtered={table.q !== '' || status !== 'all'}
                none={ADMIN_MESSAGES.admin.noticesEmpty}
                noMatch={ADMIN_MESSAGES.admin.noticesEmptyFiltered}
                onReset={table.reset}
              />
            }
            onEdit={dialog.openEdit}
            onDelete={remove}
          />
        )}
      </AsyncContent>
      <NoticeFormDialog open={dialog.open} editing={dialog.editing} save={save} onClose={dialog.close} />
    </section>
  );
}
