import type { ReactNode } from 'react';
import { formatDate, truncate, type AdminNotice } from '@academy/common';
import { NOTICE_STATUS_LABELS, noticeStatus, type NoticeStatus } from '@academy/common/notice-status';
import { AdminTable, editDeleteActions, SummaryCell, type AdminColumn } from '../../../components/AdminTable';
import { DateTimeText } from '../../../components/DateTimeText';
import { StatusTag, type Tone } from '../../../components/StatusTag';

const TONES: Record<NoticeStatus, Tone> = { active: 'positive', upcoming: 'warning', expired: 'neutral' };
const PREVIEW_CHARS = 60;
const UNLIMITED = '제한 없음';

function NoticeStatusTag({ status }: { status: NoticeStatus }) {
  return <StatusTag tone={TONES[status]}>{NOTICE_STATUS_LABELS[status]}</StatusTag>;
}

interface NoticeTableProps {
  notices: AdminNotice[];
  now: Date;
  loading: boolean;
  empty: ReactNode;
  onEdit: (notice: AdminNotice) => void;
  onDelete: (notice: AdminNotice) => void;
}

export function NoticeTable({ notices, now, loading, empty, onEdit, onDelete }: NoticeTableProps) {
  const columns: AdminColumn<AdminNotice>[] = [
    {
      key: 'title',
      title: '공지',
      render: (notice) => <SummaryCell title={notice.title} line={truncate(notice.body, PREVIEW_CHARS)} lines={2} />,
    },
    // The window's dates are the next columns: the badge says only where the notice stands.
    {
      key: 'status',
      title: '상태',
      width: 96,
      render: (notice) => <NoticeStatusTag status={noticeStatus(notice, now)} />,
    },
    {
      key: 'createdAt',
      title: '작성일',
      width: 140,
      nowrap: true,
      wideOnly: true,
      render: (notice) => formatDate(notice.createdAt),
    },
    {
      key: 'startsAt',
      title: '게시 시작',
      width: 140,
      render: (notice) => <DateTimeText value={notice.startsAt} none={UNLIMITED} />,
    },
    {
      key: 'endsAt',
      title: '게시 종료',
      width: 140,
      render: (notice) => <DateTimeText value={notice.endsAt} none={UNLIMITED} />,
    },
  ];
  return (
    <AdminTable
      label="공지사항 목록"
      columns={columns}
      actions={editDeleteActions({ nameOf: (notice) => notice.title, onEdit, onDelete, width: 124 })}
      rows={notices}
      loading={loading}
      empty={empty}
    />
  );
}
