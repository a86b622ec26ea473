import { crudMessages, type Course } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { useAsyncData } from '@academy/context';
import { AsyncContent } from '../../../components/AsyncContent';
import { CountBar } from '../../../components/CountBar';
import { ListEmpty } from '../../../components/ListEmpty';
import { SearchBox } from '../../../components/SearchBox';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete';
import { useEditDialog } from '../../../lib/use-edit-dialog';
import { useTableUrlState } from '../../../lib/use-table-url-state';
import { createCourse, type CourseInput } from '../api/create-course';
import { deleteCourse } from '../api/delete-course';
import { getAdminCourses } from '../../../api/get-admin-courses';
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

const T = crudMessages('강의');

/** /admin/courses: search, counts (total, results, tags in use), add/edit dialog, delete. */
export function CoursesPage() {
  const courses = useAsyncData(getAdminCourses, []);
  const all = courses.data ?? [];
  const tags = distinctTags(all);
  const table = useTableUrlState<CourseSortField, CourseFilterName>({
    sortFields: COURSE_SORT_FIELDS,
    defaultSort: { field: 'order', order: 'asc' },
    filters: { tag: tags },
  });
  const dialog = useEditDialog<Course>({ draft: COURSE_DRAFT, rows: courses.data });
  const askDelete = useConfirmedDelete();

  const shown = withAnyTag(searchCourses(all, table.q), table.filters.tag);

  const save = dialog.saver<CourseInput>({ create: createCourse, update: updateCourse, onSaved: courses.reload });

  function remove(course: Course) {
    askDelete({
      question: ADMIN_MESSAGES.admin.courseDeleteConfirm,
      detail: `${course.title}: ${ADMIN_MESSAGES.admin.courseDeleteWarning}`,
      remove: () => deleteCourse(course.id),
      onDeleted: courses.reload,
      success: { title: T.deletedTitle, description: course.title },
      failure: { title: T.deleteFailedTitle, fallback: T.deleteFailed },
    });
  }

  return (
    <section className="admin-screen" aria-labelledby="courses-title">
      <ScreenHeader
        id="courses-title"
        title={ADMIN_MESSAGES.admin.screens.courses}
        lead="강의 과정을 추가하고 순서와 태그를 정리합니다."
        addLabel="강의 추가"
        onAdd={dialog.openNew}
      />
      <div className="admin-filters">
        <SearchBox q={table.q} onSearch={table.setSearch} label="강의 검색" placeholder="제목, 설명 또는 태그로 검색" />
      </div>
      <CountBar
        label="강의 수"
        counts={[
          { label: '전체', value: all.length },
          { label: '검색 결과', value: shown.length },
          { label: '사용 중인 태그', value: tags.length },
        ]}
      />
      <AsyncContent data={courses} retry>
        {() => (
          <CourseTable
            courses={shown}
            tags={tags}
            table={table}
            empty={
              <ListEmpty
                filtered={table.q !== '' || Boolean(table.filters.tag)}
                none={ADMIN_MESSAGES.admin.coursesEmpty}
                noMatch={ADMIN_MESSAGES.admin.coursesEmptyFiltered}
                onReset={table.reset}
              />
            }
            onEdit={dialog.openEdit}
            onDelete={remove}
          />
        )}
      </AsyncContent>
      <CourseFormDialog
        open={dialog.open}
        editing={dialog.editing}
        nextOrder={all.length}
        save={save}
        onClose={dialog.close}
      />
    </section>
  );
}
