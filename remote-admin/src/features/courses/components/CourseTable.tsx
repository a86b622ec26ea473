import type { ReactNode } from 'react';
import { Button, Space, Table, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { formatDate, UI, type Course } from '@academy/common';
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
      render: (_: unknown, course) => (
        <div className="member-summary">
          <strong>{course.title}</strong>
          {course.description && <span className="member-summary__line admin-one-line">{course.description}</span>}
        </div>
      ),
    },
    { title: '태그', dataIndex: 'tags', key: 'tags', render: (tags: string[]) => <CourseTags tags={tags} /> },
    { title: '등록일', dataIndex: 'createdAt', key: 'createdAt', render: (value: string) => formatDate(value), width: 140 },
    {
      title: '작업',
      key: 'actions',
      // Stays in view while the other columns scroll sideways on narrow screens.
      fixed: 'right',
      width: 190,
      render: (_: unknown, course) => (
        <Space size={4}>
          <Link to={`/courses/${course.id}`} className="admin-table-link" aria-label={`${course.title} 보기`}>
            보기
          </Link>
          <Button size="small" onClick={() => onEdit(course)} aria-label={`${course.title} 수정`}>
            수정
          </Button>
          <Button size="small" danger onClick={() => onDelete(course)} aria-label={`${course.title} 삭제`}>
            삭제
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <Table<Course>
      rowKey="id"
      columns={columns}
      dataSource={courses}
      loading={loading}
      size="middle"
      scroll={{ x: 'max-content' }}
      pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      locale={{ emptyText: empty }}
    />
  );
}
