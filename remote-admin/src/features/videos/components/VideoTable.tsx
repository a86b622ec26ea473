import type { ReactNode } from 'react';
import { Button, Table, type TableColumnsType } from 'antd';
import { FormOutlined } from '@ant-design/icons';
import { formatDuration, type AdminVideo, type Course, type Id } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { AccessStatusBadge } from '../../../components/AccessStatusBadge';
import { clippedColumn, createdAtColumn, pagedInUrl, titleColumn, WIDE_ONLY } from '../../../components/table-columns';
import { actionColumn } from '../../../components/crud/action-column';
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
  /** Opens the lesson's quiz editor. */
  onQuiz: (video: AdminVideo) => void;
}

const Q = ADMIN_MESSAGES.quiz;
const P = ADMIN_MESSAGES.admin.videoPublication;
/** On a phone the title and actions keep this width and the table scrolls inside its frame. */
const MIN_WIDTH = 400;

export function VideoTable({ videos, courses, table, empty, selection, onEdit, onDelete, onQuiz }: VideoTableProps) {
  const courseTitles = new Map(courses.map((course) => [course.id, course.title]));
  const courseOf = (video: AdminVideo) =>
    video.courseTitle ?? courseTitles.get(video.courseId) ?? ADMIN_MESSAGES.admin.unknownCourse;

  const columns: TableColumnsType<AdminVideo> = [
    titleColumn(table, {
      key: 'title',
      title: '제목',
      name: (video) => video.title,
      soft: (video) => video.description,
      cell: 'video-cell',
      extra: (video) => {
        const failure = selection.failures.get(video.id);
        return failure && <span className="video-cell__failure">{P.rowFailed(failure)}</span>;
      },
    }),
    clippedColumn('course', '강의', courseOf, 150),
    {
      key: 'duration',
      title: '길이',
      width: 84,
      responsive: WIDE_ONLY,
      sorter: (a, b) => (a.durationSec ?? -1) - (b.durationSec ?? -1),
      sortOrder: table.sortOrderOf('duration'),
      render: (_, video) => formatDuration(video.durationSec),
    },
    createdAtColumn(table, { width: 120 }),
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
    actionColumn({
      width: 196,
      name: (video) => video.title,
      onEdit,
      onDelete,
      before: (video) => (
        <Button size="small" icon={<FormOutlined />} onClick={() => onQuiz(video)} aria-label={Q.openFor(video.title)}>
          {Q.open}
        </Button>
      ),
    }),
  ];

  return (
    <Table<AdminVideo>
      aria-label="동영상 목록"
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
      {...pagedInUrl(table, MIN_WIDTH)}
    />
  );
}
