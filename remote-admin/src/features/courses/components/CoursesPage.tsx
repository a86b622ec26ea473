import { crudMessages, type Course } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { CrudScreen } from '../../../components/crud/CrudScreen';
import { crudDeleteText, useCrudList } from '../../../components/crud/use-crud-list';
import { getAdminCourses } from '../../../api/get-admin-courses';
import { createCourse, type CourseInput } from '../api/create-course';
import { deleteCourse } from '../api/delete-course';
import { updateCourse } from '../api/update-course';
import {
  COURSE_SORT_FIELDS,
  distinctTags,
  searchCourses,
  withAnyTag,
  type CourseFilterName,
  type CourseSortField,
} from './course-search';
import { COURSE_DRAFT, CourseFormDialog } from './CourseFormDialog';
import { CourseTable } from './CourseTable';

const A = ADMIN_MESSAGES.admin;
const deleteText = crudDeleteText(crudMessages('강의'), A.courseDeleteConfirm, A.courseDeleteWarning);

/** /admin/courses: search, counts (total, results, tags in use), add/edit dialog, delete. */
export function CoursesPage() {
  const list = useCrudList<Course, CourseInput, CourseSortField, CourseFilterName>({
    load: getAdminCourses,
    table: (rows) => ({
      sortFields: COURSE_SORT_FIELDS,
      defaultSort: { field: 'order', order: 'asc' },
      filters: { tag: distinctTags(rows) },
    }),
    draft: COURSE_DRAFT,
    create: createCourse,
    update: updateCourse,
    remove: (course) => deleteCourse(course.id),
    deleteText: (course) => deleteText(course.title),
  });
  const { all, table, dialog } = list;
  const tags = distinctTags(all);
  const shown = withAnyTag(searchCourses(all, table.q), table.filters.tag);

  return (
    <CrudScreen
      id="courses-title"
      title={A.screens.courses}
      lead="강의 과정을 추가하고 순서와 태그를 정리합니다."
      addLabel="강의 추가"
      onAdd={dialog.openNew}
      data={list.data}
      search={{ q: table.q, onSearch: table.setSearch, label: '강의 검색', placeholder: '제목, 설명 또는 태그로 검색' }}
      counts={{
        label: '강의 수',
        counts: [
          { label: '전체', value: all.length },
          { label: '검색 결과', value: shown.length },
          { label: '사용 중인 태그', value: tags.length },
        ],
      }}
      empty={{
        filtered: table.q !== '' || Boolean(table.filters.tag),
        none: A.coursesEmpty,
        noMatch: A.coursesEmptyFiltered,
        onReset: table.reset,
      }}
      dialog={
        <CourseFormDialog
          open={dialog.open}
          editing={dialog.editing}
          nextOrder={all.length}
          save={list.save}
          onClose={dialog.close}
        />
      }
    >
      {(empty) => (
        <CourseTable
          courses={shown}
          tags={tags}
          table={table}
          empty={empty}
          onEdit={dialog.openEdit}
          onDelete={list.askDelete}
        />
      )}
    </CrudScreen>
  );
}
