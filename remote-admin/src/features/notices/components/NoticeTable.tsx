import type { ReactNode } from 'react';
import { Table, type TableColumnsType } from 'antd';
import { formatDate, truncate, type AdminNotice } from '@academy/common';
import { NOTICE_FIELD_LABELS, NOTICE_VISIBILITY_LABELS } from '@academy/common/entity-fields';
import { NOTICE_STATUS_LABELS, noticeStatus, type NoticeStatus } from '@academy/common/notice-status';
import { ClippedText } from '../../../components/ClippedText';
import { ELLIPSIS, pagedInUrl, WIDE_ONLY } from '../../../components/table-columns';
import { DateTimeText } from '../../../components/DateTimeText';
import { actionColumn } from '../../../components/crud/action-column';
import { StatusTag, type Tone } from '../../../components/StatusTag';
import type { TableUrlState } from '../../../lib/use-table-url-state';
import { NOTICE_STATUSES, type NoticeFilterName, type NoticeSortField } from './notice-filter';
import './notices.css';

const TONES: Record<NoticeStatus, Tone> = { active: 'positive', upcoming: 'warning', expired: 'neutral' };
const PREVIEW_CHARS = 60;
const UNLIMITED = '제한 없음';
const MIN_WIDTH = 360;

function NoticeStatusTag({ status }: { status: NoticeStatus }) {
  return <StatusTag tone={TONES[status]}>{NOTICE_STATUS_LABELS[status]}</StatusTag>;
}

/** Unset ends of a window sort as the widest: no start before every date, no end after every date. */
const startTime = (notice: AdminNotice) => (notice.startsAt ? Date.parse(notice.startsAt) : -Infinity);
const endTime = (notice: AdminNotice) => (notice.endsAt ? Date.parse(notice.endsAt) : Infinity);
const compare = (a: number, b: number) => (a === b ? 0 : a < b ? -1 : 1);

interface NoticeTableProps {
  notices: AdminNotice[];
  now: Date;
  table: TableUrlState<NoticeSortField, NoticeFilterName>;
  empty: ReactNode;
  onEdit: (notice: AdminNotice) => void;
  onDelete: (notice: AdminNotice) => void;
}

export function NoticeTable({ notices, now, table, empty, onEdit, onDelete }: NoticeTableProps) {
  const columns: TableColumnsType<AdminNotice> = [
    {
      key: 'title',
      title: '공지',
      ellipsis: ELLIPSIS,
      sorter: (a, b) => a.title.localeCompare(b.title, 'ko'),
      sortOrder: table.sortOrderOf('title'),
      render: (_, notice) => (
        <div className="notice-cell">
          <ClippedText text={notice.title} strong />
          <ClippedText text={truncate(notice.body, PREVIEW_CHARS)} className="notice-cell__soft" />
        </div>
      ),
    },
    // The window's dates are the next columns: the tag says only where the notice stands.
    {
      key: 'status',
      title: '상태',
      width: 96,
      responsive: WIDE_ONLY,
      filters: NOTICE_STATUSES.map((status) => ({ text: NOTICE_STATUS_LABELS[status], value: status })),
      filterMultiple: false,
      filteredValue: table.filteredValueOf('status'),
      // The rows arrive filtered by the page (the same URL state): nothing to filter here.
      onFilter: () => true,
      render: (_, notice) => <NoticeStatusTag status={noticeStatus(notice, now)} />,
    },
    {
      key: 'visibility',
      title: NOTICE_FIELD_LABELS.visibility,
      width: 100,
      render: (_, notice) => (
        <StatusTag tone={notice.visibility === 'public' ? 'positive' : 'neutral'}>
          {NOTICE_VISIBILITY_LABELS[notice.visibility ?? 'members']}
        </StatusTag>
      ),
    },
    {
      key: 'createdAt',
      title: '작성일',
      width: 116,
      responsive: WIDE_ONLY,
      sorter: (a, b) => a.createdAt.localeCompare(b.createdAt),
      sortOrder: table.sortOrderOf('createdAt'),
      render: (_, notice) => formatDate(notice.createdAt),
    },
    {
      key: 'startsAt',
      title: '게시 시작',
      width: 150,
      responsive: WIDE_ONLY,
      sorter: (a, b) => compare(startTime(a), startTime(b)),
      sortOrder: table.sortOrderOf('startsAt'),
      render: (_, notice) => <DateTimeText value={notice.startsAt} none={UNLIMITED} />,
    },
    {
      key: 'endsAt',
      title: '게시 종료',
      width: 150,
      responsive: WIDE_ONLY,
      sorter: (a, b) => compare(endTime(a), endTime(b)),
      sortOrder: table.sortOrderOf('endsAt'),
      render: (_, notice) => <DateTimeText value={notice.endsAt} none={UNLIMITED} />,
    },
    actionColumn({ width: 124, name: (notice) => notice.title, onEdit, onDelete }),
  ];
  return (
    <Table<AdminNotice>
      aria-label="공지사항 목록"
      size="middle"
      columns={columns}
      dataSource={notices}
      locale={{ emptyText: empty }}
      {...pagedInUrl(table, MIN_WIDTH)}
    />
  );
}
