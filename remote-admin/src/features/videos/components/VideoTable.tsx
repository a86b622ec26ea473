import type { ReactNode } from 'react';
import { formatDate, formatDuration, MESSAGES, type AdminVideo, type Course } from '@academy/common';
import { AccessStatusBadge } from '../../../components/AccessStatusBadge';
import { AdminTable, editDeleteActions, SummaryCell, type AdminColumn } from '../../../components/AdminTable';
import { ClippedText } from '../../../components/ClippedText';

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
  const columns: AdminColumn<AdminVideo>[] = [
    { key: 'title', title: '제목', render: (video) => <SummaryCell title={video.title} line={video.description} /> },
    {
      key: 'course',
      title: '강의',
      width: 140,
      render: (video) => (
        <ClippedText
          text={video.courseTitle ?? courseTitles.get(video.courseId) ?? MESSAGES.admin.unknownCourse}
          lines={2}
        />
      ),
    },
    { key: 'duration', title: '길이', width: 84, nowrap: true, render: (video) => formatDuration(video.durationSec) },
    {
      key: 'createdAt',
      title: '등록일',
      width: 140,
      nowrap: true,
      wideOnly: true,
      render: (video) => formatDate(video.createdAt),
    },
    { key: 'status', title: '공개 상태', width: 108, render: (video) => <AccessStatusBadge status={video.status} /> },
  ];
  return (
    <AdminTable
      label="동영상 목록"
      columns={columns}
      actions={editDeleteActions({ nameOf: (video) => video.title, onEdit, onDelete, width: 124 })}
      rows={videos}
      loading={loading}
      empty={empty}
    />
  );
}
