import type { ReactNode } from 'react';
import { Button, Table, type TableColumnsType } from 'antd';
import { CONSULTATION_STATUS_LABELS, type Consultation, type ConsultationStatus } from '@academy/common';
import { DateTimeText } from '../../../components/DateTimeText';
import { StatusTag, type Tone } from '../../../components/StatusTag';
import { ELLIPSIS, ellipsisText, tableScroll, WIDE_ONLY } from '../../../components/table-columns';
import type { TableUrlState } from '../../../lib/use-table-url-state';

const STATUS_TONES: Record<ConsultationStatus, Tone> = {
  NEW: 'info',
  CONTACTED: 'warning',
  ENROLLED: 'positive',
  CLOSED: 'neutral',
};

export function StatusLabel({ status }: { status: ConsultationStatus }) {
  return <StatusTag tone={STATUS_TONES[status]}>{CONSULTATION_STATUS_LABELS[status]}</StatusTag>;
}

interface ConsultationsTableProps {
  items: Consultation[];
  total: number;
  loading: boolean;
  empty: ReactNode;
  table: TableUrlState<string, never>;
  onOpen: (consultation: Consultation) => void;
}

/** The requests, newest first (the API's only order), one server page at a time. */
export function ConsultationsTable({ items, total, loading, empty, table, onOpen }: ConsultationsTableProps) {
  const columns: TableColumnsType<Consultation> = [
    { key: 'createdAt', title: '접수', width: 130, render: (_, c) => <DateTimeText value={c.createdAt} /> },
    { key: 'status', title: '상태', width: 90, render: (_, c) => <StatusLabel status={c.status} /> },
    { key: 'name', title: '이름', width: 120, ellipsis: ELLIPSIS, render: (_, c) => ellipsisText(c.name) },
    {
      key: 'phone',
      title: '연락처',
      width: 140,
      render: (_, c) => <a href={`tel:${c.phone.replace(/-/g, '')}`}>{c.phone}</a>,
    },
    { key: 'grade', title: '학년', width: 70, responsive: WIDE_ONLY, render: (_, c) => c.grade ?? '-' },
    {
      key: 'program',
      title: '프로그램',
      width: 150,
      ellipsis: ELLIPSIS,
      responsive: WIDE_ONLY,
      render: (_, c) => ellipsisText(c.programTitle ?? c.programSlug) ?? '-',
    },
    {
      key: 'message',
      title: '문의 내용',
      ellipsis: ELLIPSIS,
      responsive: WIDE_ONLY,
      render: (_, c) => ellipsisText(c.message) ?? '-',
    },
    {
      key: 'actions',
      title: '처리',
      width: 90,
      render: (_, c) => (
        <Button size="small" onClick={() => onOpen(c)} aria-label={`${c.name} 상담 신청 처리`}>
          처리
        </Button>
      ),
    },
  ];
  return (
    <Table<Consultation>
      rowKey="id"
      columns={columns}
      dataSource={items}
      loading={loading}
      locale={{ emptyText: empty }}
      pagination={table.pagination(total)}
      onChange={table.onChange}
      scroll={tableScroll(760)}
      size="middle"
    />
  );
}
