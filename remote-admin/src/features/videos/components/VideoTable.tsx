import type { ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import { formatDate, formatDuration, MESSAGES, type AdminVideo, type Course } from '@academy/common';
import { AccessStatusBadge } from '../../../components/AccessStatusBadge';
import { actionsColumn, AdminTable, SummaryCell } from '../../../components/AdminTable';

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
      render: (_: unknown, video) => <SummaryCell title={video.title} line={video.description} />,
    },
    { title: '강의', key: 'course', render: (_: unknown, video) => video.courseTitle ?? courseTitles.get(video.courseId) ?? MESSAGES.admin.unknownCourse },
    { title: '길이', dataIndex: 'durationSec', key: 'duration', render: (value: number | null) => formatDuration(value), width: 90 },
    { title: '등록일', dataIndex: 'createdAt', key: 'createdAt', render: (value: string) => formatDate(value), width: 140 },
    { title: '공개 상태', dataIndex: 'status', key: 'status', render: (_: unknown, video) => <AccessStatusBadge status={video.status} />, width: 120 },
    actionsColumn({ nameOf: (video) => video.title, onEdit, onDelete, width: 150 }),
  ];
  return <AdminTable columns={columns} rows={videos} loading={loading} empty={empty} />;
}
