import { crudMessages, type AdminNotice } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { NOTICE_STATUS_LABELS } from '@academy/common/notice-status';
import { CrudScreen } from '../../../components/crud/CrudScreen';
import { StateFilter } from '../../../components/crud/StateFilter';
import { crudDeleteText, useCrudList } from '../../../components/crud/use-crud-list';
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

const A = ADMIN_MESSAGES.admin;
const deleteText = crudDeleteText(crudMessages('공지사항'), A.noticeDeleteConfirm, A.noticeDeleteWarning);

/** /admin/notices: search, status filter with counts, add/edit dialog, delete. */
export function NoticesPage() {
  const list = useCrudList<AdminNotice, NoticeInput, NoticeSortField, NoticeFilterName>({
    load: getAdminNotices,
    table: { sortFields: NOTICE_SORT_FIELDS, filters: { status: NOTICE_STATUSES } },
    draft: NOTICE_DRAFT,
    create: createNotice,
    update: updateNotice,
    remove: (notice) => deleteNotice(notice.id),
    deleteText: (notice) => deleteText(notice.title),
  });
  const { all, table, dialog } = list;
  const status = (table.filters.status?.[0] ?? 'all') as NoticeStatusFilter;
  const now = new Date();
  const shown = filterNotices(all, table.q, status, now);
  const counts = countByStatus(all, now);

  return (
    <CrudScreen
      id="notices-title"
      title={A.screens.notices}
      lead="회원 홈에 보이는 공지와 게시 기간을 관리합니다."
      addLabel="공지사항 추가"
      onAdd={dialog.openNew}
      data={list.data}
      search={{ q: table.q, onSearch: table.setSearch, label: '공지사항 검색', placeholder: '제목 또는 내용으로 검색' }}
      filters={
        <StateFilter
          label="게시 상태 필터"
          labels={NOTICE_STATUS_LABELS}
          value={status}
          onChange={(chosen) => table.setFilter('status', chosen)}
        />
      }
      counts={{
        label: '공지사항 수',
        counts: [
          { label: '전체', value: all.length },
          { label: NOTICE_STATUS_LABELS.active, value: counts.active },
          { label: NOTICE_STATUS_LABELS.upcoming, value: counts.upcoming },
          { label: NOTICE_STATUS_LABELS.expired, value: counts.expired },
        ],
      }}
      empty={{
        filtered: table.q !== '' || status !== 'all',
        none: A.noticesEmpty,
        noMatch: A.noticesEmptyFiltered,
        onReset: table.reset,
      }}
      dialog={<NoticeFormDialog open={dialog.open} editing={dialog.editing} save={list.save} onClose={dialog.close} />}
    >
      {(empty) => (
        <NoticeTable
          notices={shown}
          now={now}
          table={table}
          empty={empty}
          onEdit={dialog.openEdit}
          onDelete={list.askDelete}
        />
      )}
    </CrudScreen>
  );
}
