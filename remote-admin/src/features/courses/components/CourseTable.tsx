import type { ReactNode } from 'react';
import { Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { formatDate, UI, type Course } from '@academy/common';
import { actionsColumn, AdminTable, SummaryCell } from '../../../components/AdminTable';
import { ImageThumb } from '../../../components/ImageThumb';

interface CourseTableProps {
  courses: Course[];
  loading: boolean;
  empty: ReactNode;
  onEdit: (course: Course) => void;
  onDelete: (course: Course) => void;
}

/** The first tags and a +N badge for the rest (spec 001 §9). */
function CourseTags({ tags }: { tags: string[] }) {
  const shown = tags.slice(0, UI.courseCardTags);
  const rest = tags.length - shown.length;
  return (
    <span>
      {shown.map((tag) => (
        <Tag key={tag}>{tag}</Tag>
      ))}
      {rest > 0 && <Tag color="blue">+{rest}</Tag>}
    </span>
  );
}

export function CourseTable({ courses, loading, empty, onEdit, onDelete }: CourseTableProps) {
  const columns: TableColumnsType<Course> = [
    { title: '순서', dataIndex: 'order', key: 'order', width: 70 },
    { title: '썸네일', key: 'thumbnail', width: 120, render: (_: unknown, course) => (course.thumbnail ? <ImageThumb src={course.thumbnail} alt={`${course.title} 썸네일`} /> : <span className="admin-muted">-</span>) },
    {
      title: '강의',
      key: 'title',
      width: 280,
      render: (_: unknown, course) => <SummaryCell title={course.title} line={course.description} />,
    },
    { title: '태그', dataIndex: 'tags', key: 'tags', render: (tags: string[]) => <CourseTags tags={tags} /> },
    { title: '등록일', dataIndex: 'createdAt', key: 'createdAt', render: (value: string) => formatDate(value), width: 140 },
    actionsColumn({
      nameOf: (course) => course.title,
      onEdit,
      onDelete,
      before: (course) => (
        <Link to={`/courses/${course.id}`} className="admin-table-link" aria-label={`${course.title} 보기`}>
          보기
        </Link>
      ),
      width: 190,
    }),
  ];
  return <AdminTable columns={columns} rows={courses} loading={loading} empty={empty} />;
}
