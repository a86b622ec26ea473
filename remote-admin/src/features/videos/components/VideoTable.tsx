import type { ReactNode } from 'react';
import { Space, Table, type TableColumnsType } from 'antd';
import { formatDate, formatDuration, MESSAGES, type AdminVideo, type Course, type Id } from '@academy/common';
import { AccessStatusBadge } from '../../../components/AccessStatusBadge';
import { ClippedText } from '../../../components/ClippedText';
import { ELLIPSIS, tableScroll, WIDE_ONLY } from '../../../components/table-columns';
import { EditDeleteButtons } from '../../../components/EditDeleteButtons';
import type { TableUrlState } from '../../../lib/use-table-url-state';
import type { VideoFilterName, VideoSortField } from './video-filter';
import './videos.css';

interface VideoTableProps {
  videos: AdminVideo[];
  courses: Course[];
  table: TableUrlState<VideoSortField, VideoFilterName>;
  empty: ReactNode;
  /** The rows chosen for a batch, and why the last batch refused some of them. */
  selection: { selected: Id[]; failures: ReadonlyMap<Id, string>; onChange: (ids: Id[]) => void };
  onEdit: (video: AdminVideo) => void;
  onDelete: (video: AdminVideo) => void;
}

const P = MESSAGES.admin.videoPublication;
const byText = (a: string, b: string) => a.localeCompare(b, 'ko');
/** On a phone the title and actions keep this width and the table scrolls inside its frame. */
const MIN_WIDTH = 340;

export function VideoTable({ videos, courses, table, empty, selection, onEdit, onDelete }: VideoTableProps) {
  const courseTitles = new Map(courses.map((course) => [course.id, course.title]));
  const courseOf = (video: AdminVideo) =>
    video.courseTitle ?? courseTitles.get(video.courseId) ?? MESSAGES.admin.unknownCourse;

  const columns: TableColumnsType<AdminVideo> = [
    {
      key: 'title',
      title: '제목',
      ellipsis: ELLIPSIS,
      sorter: (a, b) => byText(a.title, b.title),
      sortOrder: table.sortOrderOf('title'),
      render: (_, video) => {
        const failure = selection.failures.get(video.id);
        return (
          <div className="video-cell">
            <ClippedText text={video.title} strong />
            {video.description && <ClippedText text={video.description} className="video-cell__soft" />}
            {failure && <span className="video-cell__failure">{P.rowFailed(failure)}</span>}
          </div>
        );
      },
    },
    {
      key: 'course',
      title: '강의',
      width: 150,
      responsive: WIDE_ONLY,
      ellipsis: ELLIPSIS,
      render: (_, video) => <ClippedText text={courseOf(video)} />,
    },
    {
      key: 'duration',
      title: '길이',
      width: 84,
      responsive: WIDE_ONLY,
      sorter: (a, b) => (a.durationSec ?? -1) - (b.durationSec ?? -1),
      sortOrder: table.sortOrderOf('duration'),
      render: (_, video) => formatDuration(video.durationSec),
    },
    {
      key: 'createdAt',
      title: '등록일',
      width: 120,
      responsive: WIDE_ONLY,
      sorter: (a, b) => byText(a.createdAt, b.createdAt),
      sortOrder: table.sortOrderOf('createdAt'),
      render: (_, video) => formatDate(video.createdAt),
    },
    {
      key: 'published',
      title: '공개 상태',
      width: 116,
      responsive: WIDE_ONLY,
      filters: [
        { text: '공개', value: 'published' },
        { text: '비공개', value: 'unpublished' },
      ],
      filterMultiple: false,
      filteredValue: table.filteredValueOf('published'),
      // The rows arrive filtered (the same filter drives the select above): nothing to filter here.
      onFilter: () => true,
      render: (_, video) => <AccessStatusBadge status={video.status} />,
    },
    {
      key: 'actions',
      title: '작업',
      width: 124,
      render: (_, video) => (
        <Space size={4}>
          <EditDeleteButtons name={video.title} onEdit={() => onEdit(video)} onDelete={() => onDelete(video)} />
        </Space>
      ),
    },
  ];

  return (
    <Table<AdminVideo>
      aria-label="동영상 목록"
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={videos}
      locale={{ emptyText: empty }}
      rowSelection={{
        selectedRowKeys: selection.selected,
        preserveSelectedRowKeys: true,
        onChange: (keys) => selection.onChange(keys.map(String)),
        getTitleCheckboxProps: () => ({ 'aria-label': '이 페이지의 동영상 모두 선택' }),
        getCheckboxProps: (video) => ({ 'aria-label': `${video.title} 선택` }),
      }}
      rowClassName={(video) => (selection.failures.has(video.id) ? 'video-row--failed' : '')}
      pagination={table.pagination()}
      onChange={table.onChange}
      scroll={tableScroll(MIN_WIDTH)}
    />
  );
}
