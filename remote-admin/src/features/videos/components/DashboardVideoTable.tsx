import { Button, Table, type TableColumnsType } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { type AdminVideo } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { VIDEO_TYPE_LABELS } from '@academy/common/video-url';
import { AccessStatusBadge } from '../../../components/AccessStatusBadge';
import { clippedColumn, createdAtColumn, pagedInUrl, titleColumn, WIDE_ONLY } from '../../../components/table-columns';
import { actionColumn } from '../../../components/crud/action-column';
import { StatusTag } from '../../../components/StatusTag';
import { useTableUrlState } from '../../../lib/use-table-url-state';
import './videos.css';

interface DashboardVideoTableProps {
  videos: AdminVideo[];
  onRename: (video: AdminVideo) => void;
  onEdit: (video: AdminVideo) => void;
  onDelete: (video: AdminVideo) => void;
}

type SortField = 'title' | 'createdAt';
type Filter = 'type';

const TYPES = ['youtube', 'nas'] as const;
const MIN_WIDTH = 360;

/** The dashboard's video manager: title and address, kind, status, course, date; rename, edit, delete. */
export function DashboardVideoTable({ videos, onRename, onEdit, onDelete }: DashboardVideoTableProps) {
  const table = useTableUrlState<SortField, Filter>({
    prefix: 'video',
    sortFields: ['title', 'createdAt'],
    filters: { type: TYPES },
  });
  const columns: TableColumnsType<AdminVideo> = [
    titleColumn(table, {
      key: 'title',
      title: '제목',
      name: (video) => video.title,
      soft: (video) => video.url,
      cell: 'video-cell',
    }),
    {
      key: 'type',
      title: '종류',
      width: 96,
      responsive: WIDE_ONLY,
      filters: TYPES.map((type) => ({ text: VIDEO_TYPE_LABELS[type], value: type })),
      filteredValue: table.filteredValueOf('type'),
      onFilter: (value, video) => video.type === value,
      render: (_, video) => (
        <StatusTag tone={video.type === 'youtube' ? 'danger' : 'info'}>{VIDEO_TYPE_LABELS[video.type]}</StatusTag>
      ),
    },
    {
      key: 'status',
      title: '공개 상태',
      width: 108,
      responsive: WIDE_ONLY,
      render: (_, video) => <AccessStatusBadge status={video.status} />,
    },
    clippedColumn('course', '강의', (video) => video.courseName ?? ADMIN_MESSAGES.admin.unknownCourse, 140),
    createdAtColumn(table),
    actionColumn({
      width: 196,
      name: (video) => video.title,
      onEdit,
      onDelete,
      before: (video) => (
        <Button
          size="small"
          icon={<EditOutlined />}
          onClick={() => onRename(video)}
          aria-label={`${video.title} 제목 수정`}
        >
          제목
        </Button>
      ),
    }),
  ];
  return (
    <Table<AdminVideo>
      aria-label="동영상 목록"
      // Three buttons a row: the tighter cells keep them beside the title on a phone.
      size="small"
      columns={columns}
      dataSource={videos}
      {...pagedInUrl(table, MIN_WIDTH)}
    />
  );
}
