import type { ReactNode } from 'react';
import { Button, Space, Table, Tag, type TableColumnsType } from 'antd';
import { formatDate, formatDateTime, noticeStatus, noticeStatusLabel, truncate, type AdminNotice, type NoticeStatus } from '@academy/common';

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
      render: (_: unknown, notice) => (
        <div className="member-summary">
          <strong>{notice.title}</strong>
          <span className="member-summary__line">{truncate(notice.body, PREVIEW_CHARS)}</span>
        </div>
      ),
    },
    { title: '상태', key: 'status', render: (_: unknown, notice) => <Tag color={COLORS[noticeStatus(notice, now)]}>{noticeStatusLabel(notice, now)}</Tag> },
    { title: '작성일', dataIndex: 'createdAt', key: 'createdAt', render: (value: string) => formatDate(value), width: 140 },
    { title: '게시 시작', dataIndex: 'startsAt', key: 'startsAt', render: (value: string | null) => (value ? formatDateTime(value) : '제한 없음'), width: 150 },
    { title: '게시 종료', dataIndex: 'endsAt', key: 'endsAt', render: (value: string | null) => (value ? formatDateTime(value) : '제한 없음'), width: 150 },
    {
      title: '작업',
      key: 'actions',
      // Stays in view while the other columns scroll sideways on narrow screens.
      fixed: 'right',
      width: 150,
      render: (_: unknown, notice) => (
        <Space size={4}>
          <Button size="small" onClick={() => onEdit(notice)} aria-label={`${notice.title} 수정`}>
            수정
          </Button>
          <Button size="small" danger onClick={() => onDelete(notice)} aria-label={`${notice.title} 삭제`}>
            삭제
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <Table<AdminNotice>
      rowKey="id"
      columns={columns}
      dataSource={notices}
      loading={loading}
      size="middle"
      scroll={{ x: 'max-content' }}
      pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      locale={{ emptyText: empty }}
    />
  );
}
