import { Button, Space, Table, type TableColumnsType } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { formatDate, MESSAGES, type AdminVideo } from '@academy/common';
import { VIDEO_TYPE_LABELS } from '@academy/common/video-url';
import { AccessStatusBadge } from '../../../components/AccessStatusBadge';
import { ClippedText } from '../../../components/ClippedText';
import { ELLIPSIS, tableScroll, WIDE_ONLY } from '../../../components/table-columns';
import { EditDeleteButtons } from '../../../components/EditDeleteButtons';
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
const byText = (a: string, b: string) => a.localeCompare(b, 'ko');
const MIN_WIDTH = 360;

/** The dashboard's video manager: title and address, kind, status, course, date; rename, edit, delete. */
export function DashboardVideoTable({ videos, onRename, onEdit, onDelete }: DashboardVideoTableProps) {
  const table = useTableUrlState<SortField, Filter>({
    prefix: 'video',
    sortFields: ['title', 'createdAt'],
    filters: { type: TYPES },
  });
  const columns: TableColumnsType<AdminVideo> = [
    {
      key: 'title',
      title: '제목',
      ellipsis: ELLIPSIS,
      sorter: (a, b) => byText(a.title, b.title),
      sortOrder: table.sortOrderOf('title'),
      render: (_, video) => (
        <div className="video-cell">
          <ClippedText text={video.title} strong />
          <ClippedText text={video.url} className="video-cell__soft" />
        </div>
      ),
    },
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
    {
      key: 'course',
      title: '강의',
      width: 140,
      responsive: WIDE_ONLY,
      ellipsis: ELLIPSIS,
      render: (_, video) => <ClippedText text={video.courseName ?? MESSAGES.admin.unknownCourse} />,
    },
    {
      key: 'createdAt',
      title: '등록일',
      width: 136,
      responsive: WIDE_ONLY,
      sorter: (a, b) => byText(a.createdAt, b.createdAt),
      sortOrder: table.sortOrderOf('createdAt'),
      render: (_, video) => formatDate(video.createdAt),
    },
    {
      key: 'actions',
      title: '작업',
      width: 196,
      render: (_, video) => (
        <Space size={4}>
          <Button
            size="small"
            icon={<EditOutlined />}
            onClick={() => onRename(video)}
            aria-label={`${video.title} 제목 수정`}
          >
            제목
          </Button>
          <EditDeleteButtons name={video.title} onEdit={() => onEdit(video)} onDelete={() => onDelete(video)} />
        </Space>
      ),
    },
  ];
  return (
    <Table<AdminVideo>
      aria-label="동영상 목록"
      rowKey="id"
      // Three buttons a row: the tighter cells keep them beside the title on a phone.
      size="small"
      columns={columns}
      dataSource={videos}
      pagination={table.pagination()}
      onChange={table.onChange}
      scroll={tableScroll(MIN_WIDTH)}
    />
  );
}
