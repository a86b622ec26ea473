import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatDate, UI, type Course } from '@academy/common';
import { AdminTable, editDeleteActions, SummaryCell, type AdminColumn } from '../../../components/AdminTable';
import { ClippedText } from '../../../components/ClippedText';
import { ImageThumb } from '../../../components/ImageThumb';
import { StatusTag } from '../../../components/StatusTag';

interface CourseTableProps {
  courses: Course[];
  loading: boolean;
  empty: ReactNode;
  onEdit: (course: Course) => void;
  onDelete: (course: Course) => void;
}

/** The first tags and a +N badge for the rest; a long tag is cut, whole on hover or focus. */
function CourseTags({ tags }: { tags: string[] }) {
  const shown = tags.slice(0, UI.courseCardTags);
  const rest = tags.length - shown.length;
  return (
    <span className="admin-chips">
      {shown.map((tag) => (
        <span key={tag} className="admin-chip">
          <ClippedText text={tag} />
        </span>
      ))}
      {rest > 0 && (
        <StatusTag tone="info" aria-label={`태그 ${rest}개 더`}>
          +{rest}
        </StatusTag>
      )}
    </span>
  );
}

export function CourseTable({ courses, loading, empty, onEdit, onDelete }: CourseTableProps) {
  const columns: AdminColumn<Course>[] = [
    { key: 'order', title: '순서', width: 64, nowrap: true, render: (course) => course.order },
    {
      key: 'thumbnail',
      title: '썸네일',
      width: 120,
      render: (course) =>
        course.thumbnail ? (
          <ImageThumb src={course.thumbnail} alt={`${course.title} 썸네일`} />
        ) : (
          <span className="admin-muted">-</span>
        ),
    },
    { key: 'title', title: '강의', render: (course) => <SummaryCell title={course.title} line={course.description} /> },
    { key: 'tags', title: '태그', width: 150, render: (course) => <CourseTags tags={course.tags} /> },
    {
      key: 'createdAt',
      title: '등록일',
      width: 140,
      nowrap: true,
      wideOnly: true,
      render: (course) => formatDate(course.createdAt),
    },
  ];
  const actions = editDeleteActions<Course>({
    nameOf: (course) => course.title,
    onEdit,
    onDelete,
    before: (course) => (
      <Link to={`/courses/${course.id}`} className="admin-table-link" aria-label={`${course.title} 보기`}>
        보기
      </Link>
    ),
    width: 156,
  });
  return (
    <AdminTable
      label="강의 목록"
      columns={columns}
      headingKey="title"
      actions={actions}
      rows={courses}
      loading={loading}
      empty={empty}
    />
  );
}
