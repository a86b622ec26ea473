import { useState } from 'react';
import { Button, Select } from 'antd';
import { MESSAGES, type AdminVideo } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { useAsyncData } from '@academy/context';
import { createVideo, type VideoInput } from '../../../api/create-video';
import { getAdminCourses } from '../../../api/get-admin-courses';
import { CrudScreen } from '../../../components/crud/CrudScreen';
import { StateFilter } from '../../../components/crud/StateFilter';
import { useCrudList } from '../../../components/crud/use-crud-list';
import { deleteVideo } from '../api/delete-video';
import { getAdminVideos } from '../api/get-admin-videos';
import { updateVideo } from '../api/update-video';
import { useVideoPublication } from '../hooks/use-video-publication';
import {
  filterVideos,
  isFiltered,
  PUBLISHED_VALUES,
  VIDEO_SORT_FIELDS,
  videoFilterOf,
  PUBLISHED_LABELS,
  type VideoFilterName,
  type VideoSortField,
} from './video-filter';
import { QuizDrawer } from './quiz/QuizDrawer';
import { VIDEO_DRAFT, VideoFormDialog } from './VideoFormDialog';
import { VideoTable } from './VideoTable';

const A = ADMIN_MESSAGES.admin;
const P = A.videoPublication;

/** /admin/videos: search, course and published filters with counts, batch publish, add/edit dialog, delete, quizzes. */
export function VideosPage() {
  const courses = useAsyncData(getAdminCourses, []);
  const list = useCrudList<AdminVideo, VideoInput, VideoSortField, VideoFilterName>({
    load: getAdminVideos,
    table: {
      sortFields: VIDEO_SORT_FIELDS,
      // A course the list no longer has falls back to every course, like any other bad value.
      filters: { course: (courses.data ?? []).map((course) => course.id), published: PUBLISHED_VALUES },
    },
    draft: VIDEO_DRAFT,
    create: createVideo,
    update: updateVideo,
    remove: (video) => deleteVideo(video.id),
    deleteText: (video) => ({
      question: MESSAGES.content.videoDeleteConfirm,
      detail: `${video.title}: ${A.videoDeleteWarning}`,
      success: { title: MESSAGES.content.deleted, description: video.title },
      failure: { title: A.deleteFailed, fallback: A.actionFailed },
    }),
  });
  const { all, table, dialog } = list;
  const publication = useVideoPublication(list.data.reload);
  const [quizOf, setQuizOf] = useState<AdminVideo | null>(null);

  const filter = videoFilterOf(table.q, table.filters);
  const shown = filterVideos(all, filter);
  const published = all.filter((video) => video.isPublished).length;
  const chosen = publication.selected.length;

  return (
    <CrudScreen
      id="videos-title"
      title={A.screens.videos}
      lead="강의 동영상을 추가하고 공개 여부와 공개 기간을 관리합니다."
      addLabel="동영상 추가"
      onAdd={dialog.openNew}
      data={list.data}
      search={{ q: table.q, onSearch: table.setSearch, label: '동영상 검색', placeholder: '제목 또는 설명으로 검색' }}
      filters={
        <>
          <Select
            className="admin-filters__course"
            aria-label="강의 필터"
            value={filter.courseId}
            onChange={(courseId: string) => table.setFilter('course', courseId === 'all' ? undefined : [courseId])}
            options={[
              { value: 'all', label: '모든 강의' },
              ...(courses.data ?? []).map((course) => ({ value: course.id, label: course.title })),
            ]}
          />
          <StateFilter
            label="공개 여부 필터"
            labels={PUBLISHED_LABELS}
            value={filter.published}
            onChange={(chosen) => table.setFilter('published', chosen)}
          />
        </>
      }
      counts={{
        label: '동영상 수',
        counts: [
          { label: '전체', value: all.length },
          { label: PUBLISHED_LABELS.published, value: published },
          { label: PUBLISHED_LABELS.unpublished, value: all.length - published },
          { label: '검색 결과', value: shown.length },
        ],
      }}
      toolbar={
        <div className="video-batch" role="group" aria-label="선택한 동영상">
          <span aria-live="polite">{P.selected(chosen)}</span>
          <Button size="small" disabled={chosen === 0} loading={publication.running} onClick={publication.publish}>
            {P.publish}
          </Button>
          <Button size="small" disabled={chosen === 0 || publication.running} onClick={publication.unpublish}>
            {P.unpublish}
          </Button>
          <Button size="small" type="text" disabled={chosen === 0} onClick={publication.clear}>
            {P.clear}
          </Button>
        </div>
      }
      empty={{
        filtered: isFiltered(filter),
        none: A.videosEmpty,
        noMatch: A.videosEmptyFiltered,
        onReset: table.reset,
      }}
      dialog={
        <>
          <VideoFormDialog
            open={dialog.open}
            editing={dialog.editing}
            courses={courses.data ?? []}
            save={list.save}
            onClose={dialog.close}
          />
          <QuizDrawer video={quizOf} onClose={() => setQuizOf(null)} />
        </>
      }
    >
      {(empty) => (
        <VideoTable
          videos={shown}
          courses={courses.data ?? []}
          table={table}
          selection={{ selected: publication.selected, failures: publication.failures, onChange: publication.select }}
          empty={empty}
          onEdit={dialog.openEdit}
          onDelete={list.askDelete}
          onQuiz={setQuizOf}
        />
      )}
    </CrudScreen>
  );
}
