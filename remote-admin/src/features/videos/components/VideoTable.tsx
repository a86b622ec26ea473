import type { ReactNode } from 'react';
import { Button, Space, Table, type TableColumnsType } from 'antd';
import { formatDate, formatDuration, MESSAGES, type AdminVideo, type Course } from '@academy/common';
import { AccessStatusBadge } from '../../../components/AccessStatusBadge';

interface VideoTableProps {
  videos: AdminVideo[];
  courses: Course[];
  loading: boolean;
  empty: ReactNode;
  onEdit: (video: AdminVideo) => void;
  onDelete: (video: AdminVideo) => void;
}

export function VideoTable({ videos, courses, loading, empty, onEdit, onDelete }: VideoTableProps) {
  const courseTitles = new Map(courses.map((course) => [course.id, course.title]));
  const columns: TableColumnsType<AdminVideo> = [
    {
      title: '제목',
      key: 'title',
      width: 240,
      render: (_: unknown, video) => (
        <div className="member-summary">
          <strong>{video.title}</strong>
          {video.description && <span className="member-summary__line admin-one-line">{video.description}</span>}
        </div>
      ),
    },
    { title: '강의', key: 'course', render: (_: unknown, video) => video.courseTitle ?? courseTitles.get(video.courseId) ?? MESSAGES.admin.unknownCourse },
    { title: '길이', dataIndex: 'durationSec', key: 'duration', render: (value: number | null) => formatDuration(value), width: 90 },
    { title: '등록일', dataIndex: 'createdAt', key: 'createdAt', render: (value: string) => formatDate(value), width: 140 },
    { title: '공개 상태', dataIndex: 'status', key: 'status', render: (_: unknown, video) => <AccessStatusBadge status={video.status} />, width: 120 },
    {
      title: '작업',
      key: 'actions',
      // Stays in view while the other columns scroll sideways on narrow screens.
      fixed: 'right',
      width: 150,
      render: (_: unknown, video) => (
        <Space size={4}>
          <Button size="small" onClick={() => onEdit(video)} aria-label={`${video.title} 수정`}>
            수정
          </Button>
          <Button size="small" danger onClick={() => onDelete(video)} aria-label={`${video.title} 삭제`}>
            삭제
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <Table<AdminVideo>
      rowKey="id"
      columns={columns}
      dataSource={videos}
      loading={loading}
      size="middle"
      scroll={{ x: 'max-content' }}
      pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      locale={{ emptyText: empty }}
    />
  );
}
