import type { ReactNode } from 'react';
import { Tag, type TableColumnsType } from 'antd';
import { formatDate, formatDateTime, noticeStatus, noticeStatusLabel, truncate, type AdminNotice, type NoticeStatus } from '@academy/common';
import { actionsColumn, AdminTable, SummaryCell } from '../../../components/AdminTable';

const COLORS: Record<NoticeStatus, string> = { active: 'green', upcoming: 'gold', expired: 'default' };
const PREVIEW_CHARS = 60;

interface NoticeTableProps {
  notices: AdminNotice[];
  now: Date;
  loading: boolean;
  empty: ReactNode;
  onEdit: (notice: AdminNotice) => void;
  onDelete: (notice: AdminNotice) => void;
}

export function NoticeTable({ notices, now, loading, empty, onEdit, onDelete }: NoticeTableProps) {
  const columns: TableColumnsType<AdminNotice> = [
    {
      title: '공지',
      key: 'title',
      width: 300,
      render: (_: unknown, notice) => <SummaryCell title={notice.title} line={truncate(notice.body, PREVIEW_CHARS)} oneLine={false} />,
    },
    { title: '상태', key: 'status', render: (_: unknown, notice) => <Tag color={COLORS[noticeStatus(notice, now)]}>{noticeStatusLabel(notice, now)}</Tag> },
    { title: '작성일', dataIndex: 'createdAt', key: 'createdAt', render: (value: string) => formatDate(value), width: 140 },
    { title: '게시 시작', dataIndex: 'startsAt', key: 'startsAt', render: (value: string | null) => (value ? formatDateTime(value) : '제한 없음'), width: 150 },
    { title: '게시 종료', dataIndex: 'endsAt', key: 'endsAt', render: (value: string | null) => (value ? formatDateTime(value) : '제한 없음'), width: 150 },
    actionsColumn({ nameOf: (notice) => notice.title, onEdit, onDelete, width: 150 }),
  ];
  return <AdminTable columns={columns} rows={notices} loading={loading} empty={empty} />;
}
