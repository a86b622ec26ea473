import { useState } from 'react';
import { Alert, App, Button, Input, Skeleton } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { crudMessages, LIMITS, MESSAGES, UI, type Course } from '@academy/common';
import { useToast } from '@academy/context';
import { CountBar } from '../../../components/CountBar';
import { confirmDelete } from '../../../lib/confirm-delete';
import { serverMessageOf } from '../../../lib/error-message';
import { useAsyncData } from '../../../lib/use-async-data';
import { createCourse, type CourseInput } from '../api/create-course';
import { deleteCourse } from '../api/delete-course';
import { getAdminCourses } from '../api/get-admin-courses';
import { updateCourse } from '../api/update-course';
import { distinctTagCount, searchCourses } from './course-search';
import { CourseFormDialog } from './CourseFormDialog';
import { CourseTable } from './CourseTable';

const T = crudMessages('강의');

/** /admin/courses: search, counts (total, results, tags in use), add/edit dialog, delete. */
export function CoursesPage() {
  const toast = useToast();
  const { modal } = App.useApp();
  const courses = useAsyncData(getAdminCourses, []);
  const [q, setQ] = useState('');
  const [dialog, setDialog] = useState<{ open: boolean; editing: Course | null }>({ open: false, editing: null });

  const all = courses.data ?? [];
  const shown = searchCourses(all, q);

  async function save(input: CourseInput) {
    if (dialog.editing) await updateCourse(dialog.editing.id, input);
    else await createCourse(input);
    courses.reload();
  }

  function askDelete(course: Course) {
    confirmDelete(modal, {
      title: MESSAGES.admin.courseDeleteConfirm,
      content: `${course.title}: ${MESSAGES.admin.courseDeleteWarning}`,
      onConfirm: async () => {
        try {
          await deleteCourse(course.id);
          toast({ title: T.deletedTitle, description: course.title, variant: 'success' });
          courses.reload();
        } catch (error) {
          toast({ title: T.deleteFailedTitle, description: serverMessageOf(error, T.deleteFailed), variant: 'destructive' });
        }
      },
    });
  }

  const empty = q.trim() ? (
    <div className="admin-empty">
      <p>{MESSAGES.admin.coursesEmptyFiltered}</p>
      <Button onClick={() => setQ('')}>검색 조건 초기화</Button>
    </div>
  ) : (
    <p className="admin-empty">{MESSAGES.admin.coursesEmpty}</p>
  );

  return (
    <section className="admin-screen" aria-labelledby="courses-title">
      <header className="admin-screen__header">
        <div>
          <h1 id="courses-title" className="admin-screen__title">강의 관리</h1>
          <p className="admin-screen__lead">강의 과정을 추가하고 순서와 태그를 정리합니다.</p>
        </div>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ open: true, editing: null })}>
          강의 추가
        </Button>
      </header>
      <div className="admin-filters">
        <Input.Search
          className="admin-filters__search"
          placeholder="제목, 설명 또는 태그로 검색"
          aria-label="강의 검색"
          allowClear
          maxLength={LIMITS.searchMax}
          value={q}
          onChange={(event) => setQ(event.target.value)}
        />
      </div>
      <CountBar
        label="강의 수"
        counts={[
          { label: '전체', value: all.length },
          { label: '검색 결과', value: shown.length },
          { label: '사용 중인 태그', value: distinctTagCount(all) },
        ]}
      />
      {courses.error ? (
        <Alert type="error" showIcon title={MESSAGES.admin.loadFailed} description={serverMessageOf(courses.error, MESSAGES.admin.loadFailed)} action={<Button onClick={courses.reload}>{MESSAGES.errors.remoteRetry}</Button>} />
      ) : !courses.data ? (
        <Skeleton active title={false} paragraph={{ rows: UI.skeletonRows }} />
      ) : (
        <CourseTable courses={shown} loading={courses.isLoading} empty={empty} onEdit={(course) => setDialog({ open: true, editing: course })} onDelete={askDelete} />
      )}
      <CourseFormDialog open={dialog.open} editing={dialog.editing} nextOrder={all.length} save={save} onClose={() => setDialog({ open: false, editing: null })} />
    </section>
  );
}
