import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Table, Tag, type TableColumnsType } from 'antd';
import { UI, type Course } from '@academy/common';
import { ClippedText } from '../../../components/ClippedText';
import { createdAtColumn, pagedInUrl, titleColumn, WIDE_ONLY } from '../../../components/table-columns';
import { actionColumn } from '../../../components/crud/action-column';
import { ImageThumb } from '../../../components/ImageThumb';
import type { TableUrlState } from '../../../lib/use-table-url-state';
import type { CourseFilterName, CourseSortField } from './course-search';
import './courses.css';

interface CourseTableProps {
  courses: Course[];
  /** Every tag in use, the tag column's filter choices. */
  tags: string[];
  table: TableUrlState<CourseSortField, CourseFilterName>;
  empty: ReactNode;
  onEdit: (course: Course) => void;
  onDelete: (course: Course) => void;
}

const MIN_WIDTH = 360;

/** The first tags and a +N tag for the rest; a long tag is cut, whole on hover or focus. */
function CourseTags({ tags }: { tags: string[] }) {
  const shown = tags.slice(0, UI.courseCardTags);
  const rest = tags.length - shown.length;
  return (
    <span className="course-tags">
      {shown.map((tag) => (
        <Tag key={tag} className="course-tags__tag">
          <ClippedText text={tag} />
        </Tag>
      ))}
      {rest > 0 && <Tag aria-label={`태그 ${rest}개 더`}>+{rest}</Tag>}
    </span>
  );
}

export function CourseTable({ courses, tags, table, empty, onEdit, onDelete }: CourseTableProps) {
  const columns: TableColumnsType<Course> = [
    {
      key: 'order',
      title: '순서',
      width: 76,
      responsive: WIDE_ONLY,
      sorter: (a, b) => a.order - b.order,
      sortOrder: table.sortOrderOf('order'),
      render: (_, course) => course.order,
    },
    {
      key: 'thumbnail',
      title: '썸네일',
      width: 112,
      responsive: WIDE_ONLY,
      render: (_, course) =>
        course.thumbnail ? (
          <ImageThumb src={course.thumbnail} alt={`${course.title} 썸네일`} />
        ) : (
          <span className="admin-muted">-</span>
        ),
    },
    titleColumn(table, {
      key: 'title',
      title: '강의',
      name: (course) => course.title,
      soft: (course) => course.description,
      cell: 'course-cell',
    }),
    {
      key: 'tag',
      title: '태그',
      width: 170,
      responsive: WIDE_ONLY,
      filters: tags.map((tag) => ({ text: tag, value: tag })),
      filterSearch: true,
      filteredValue: table.filteredValueOf('tag'),
      // The rows arrive filtered by the page (the same URL state): nothing to filter here.
      onFilter: () => true,
      render: (_, course) => <CourseTags tags={course.tags} />,
    },
    createdAtColumn(table, { width: 116 }),
    actionColumn({
      width: 164,
      name: (course) => course.title,
      onEdit,
      onDelete,
      before: (course) => (
        <Link to={`/courses/${course.id}`} className="admin-table-link" aria-label={`${course.title} 보기`}>
          보기
        </Link>
      ),
    }),
  ];
  return (
    <Table<Course>
      aria-label="강의 목록"
      size="middle"
      columns={columns}
      dataSource={courses}
      locale={{ emptyText: empty }}
      {...pagedInUrl(table, MIN_WIDTH)}
    />
  );
}
