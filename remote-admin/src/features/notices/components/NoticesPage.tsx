import { useState } from 'react';
import { Alert, App, Button, Input, Segmented, Skeleton } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { crudMessages, LIMITS, MESSAGES, NOTICE_STATUS_LABELS, UI, type AdminNotice } from '@academy/common';
import { useToast } from '@academy/context';
import { CountBar } from '../../../components/CountBar';
import { confirmDelete } from '../../../lib/confirm-delete';
import { serverMessageOf } from '../../../lib/error-message';
import { useAsyncData } from '../../../lib/use-async-data';
import { createNotice, type NoticeInput } from '../api/create-notice';
import { deleteNotice } from '../api/delete-notice';
import { getAdminNotices } from '../api/get-admin-notices';
import { updateNotice } from '../api/update-notice';
import { countByStatus, filterNotices, type NoticeStatusFilter } from './notice-filter';
import { NoticeFormDialog } from './NoticeFormDialog';
import { NoticeTable } from './NoticeTable';

const T = crudMessages('공지사항');

/** /admin/notices: search, status filter with counts, add/edit dialog, delete. */
export function NoticesPage() {
  const toast = useToast();
  const { modal } = App.useApp();
  const notices = useAsyncData(getAdminNotices, []);
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<NoticeStatusFilter>('all');
  const [dialog, setDialog] = useState<{ open: boolean; editing: AdminNotice | null }>({ open: false, editing: null });

  const now = new Date();
  const all = notices.data ?? [];
  const shown = filterNotices(all, q, status, now);
  const counts = countByStatus(all, now);

  async function save(input: NoticeInput) {
    if (dialog.editing) await updateNotice(dialog.editing.id, input);
    else await createNotice(input);
    notices.reload();
  }

  function askDelete(notice: AdminNotice) {
    confirmDelete(modal, {
      title: MESSAGES.admin.noticeDeleteConfirm,
      content: `${notice.title}: ${MESSAGES.admin.noticeDeleteWarning}`,
      onConfirm: async () => {
        try {
          await deleteNotice(notice.id);
          toast({ title: T.deletedTitle, description: notice.title, variant: 'success' });
          notices.reload();
        } catch (error) {
          toast({ title: T.deleteFailedTitle, description: serverMessageOf(error, T.deleteFailed), variant: 'destructive' });
        }
      },
    });
  }

  const filtered = q.trim() !== '' || status !== 'all';
  const empty = filtered ? (
    <div className="admin-empty">
      <p>{MESSAGES.admin.noticesEmptyFiltered}</p>
      <Button
        onClick={() => {
          setQ('');
          setStatus('all');
        }}
      >
        검색 조건 초기화
      </Button>
    </div>
  ) : (
    <p className="admin-empty">{MESSAGES.admin.noticesEmpty}</p>
  );

  return (
    <section className="admin-screen" aria-labelledby="notices-title">
      <header className="admin-screen__header">
        <div>
          <h1 id="notices-title" className="admin-screen__title">공지사항 관리</h1>
          <p className="admin-screen__lead">회원 홈에 보이는 공지와 게시 기간을 관리합니다.</p>
        </div>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ open: true, editing: null })}>
          공지사항 추가
        </Button>
      </header>
      <div className="admin-filters">
        <Input.Search
          className="admin-filters__search"
          placeholder="제목 또는 내용으로 검색"
          aria-label="공지사항 검색"
          allowClear
          maxLength={LIMITS.searchMax}
          value={q}
          onChange={(event) => setQ(event.target.value)}
        />
        <Segmented<NoticeStatusFilter>
          aria-label="게시 상태 필터"
          value={status}
          onChange={setStatus}
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
      {notices.error ? (
        <Alert type="error" showIcon title={MESSAGES.admin.loadFailed} description={serverMessageOf(notices.error, MESSAGES.admin.loadFailed)} action={<Button onClick={notices.reload}>{MESSAGES.errors.remoteRetry}</Button>} />
      ) : !notices.data ? (
        <Skeleton active title={false} paragraph={{ rows: UI.skeletonRows }} />
      ) : (
        <NoticeTable notices={shown} now={now} loading={notices.isLoading} empty={empty} onEdit={(notice) => setDialog({ open: true, editing: notice })} onDelete={askDelete} />
      )}
      <NoticeFormDialog open={dialog.open} editing={dialog.editing} save={save} onClose={() => setDialog({ open: false, editing: null })} />
    </section>
  );
}
