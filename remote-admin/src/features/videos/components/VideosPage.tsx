import { useState } from 'react';
import { Segmented, Select } from 'antd';
import { MESSAGES, type AdminVideo } from '@academy/common';
import { useAsyncData } from '@academy/context';
import { AsyncContent } from '../../../components/AsyncContent';
import { CountBar } from '../../../components/CountBar';
import { ListEmpty } from '../../../components/ListEmpty';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { SearchBox } from '../../../components/SearchBox';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete';
import { useEditDialog } from '../../../lib/use-edit-dialog';
import { createVideo, type VideoInput } from '../api/create-video';
import { deleteVideo } from '../api/delete-video';
import { getAdminCourses } from '../../../api/get-admin-courses';
import { getAdminVideos } from '../api/get-admin-videos';
import { updateVideo } from '../api/update-video';
import { filterVideos, isFiltered, type PublishedFilter, type VideoFilter } from './video-filter';
import { VideoFormDialog } from './VideoFormDialog';
import { VideoTable } from './VideoTable';

const NO_FILTER: VideoFilter = { q: '', courseId: 'all', published: 'all' };

/** /admin/videos: search, course and published filters with counts, add/edit dialog, delete. */
export function VideosPage() {
  const videos = useAsyncData(getAdminVideos, []);
  const courses = useAsyncData(getAdminCourses, []);
  const [filter, setFilter] = useState<VideoFilter>(NO_FILTER);
  const dialog = useEditDialog<AdminVideo>();
  const askDelete = useConfirmedDelete();

  const all = videos.data ?? [];
  const shown = filterVideos(all, filter);
  const published = all.filter((video) => video.isPublished).length;

  const save = dialog.saver<VideoInput>({ create: createVideo, update: updateVideo, onSaved: videos.reload });

  function remove(video: AdminVideo) {
    askDelete({
      question: MESSAGES.content.videoDeleteConfirm,
      detail: `${video.title}: ${MESSAGES.admin.videoDeleteWarning}`,
      remove: () => deleteVideo(video.id),
      onDeleted: videos.reload,
      success: { title: MESSAGES.content.deleted, description: video.title },
      failure: { title: MESSAGES.admin.deleteFailed, fallback: MESSAGES.admin.actionFailed },
    });
  }

  return (
    <section className="admin-screen" aria-labelledby="videos-title">
      <ScreenHeader
        id="videos-title"
        title={MESSAGES.admin.screens.videos}
        lead="강의 동영상을 추가하고 공개 여부와 공개 기간을 관리합니다."
        addLabel="동영상 추가"
        onAdd={dialog.openNew}
      />
      <div className="admin-filters">
        <SearchBox
          label="동영상 검색"
          placeholder="제목 또는 설명으로 검색"
          value={filter.q}
          onChange={(q) => setFilter({ ...filter, q })}
        />
        <Select
          className="admin-filters__course"
          aria-label="강의 필터"
          value={filter.courseId}
          onChange={(courseId) => setFilter({ ...filter, courseId })}
          options={[
            { value: 'all', label: '모든 강의' },
            ...(courses.data ?? []).map((course) => ({ value: course.id, label: course.title })),
          ]}
        />
        <Segmented<PublishedFilter>
          aria-label="공개 여부 필터"
          value={filter.published}
          onChange={(value) => setFilter({ ...filter, published: value })}
          options={[
            { value: 'all', label: '전체' },
            { value: 'published', label: '공개' },
            { value: 'unpublished', label: '비공개' },
          ]}
        />
      </div>
      <CountBar
        label="동영상 수"
        counts={[
          { label: '전체', value: all.length },
          { label: '공개', value: published },
          { label: '비공개', value: all.length - published },
          { label: '검색 결과', value: shown.length },
        ]}
      />
      <AsyncContent data={videos} retry>
        {() => (
          <VideoTable
            videos={shown}
            courses={courses.data ?? []}
            loading={videos.isLoading}
            empty={
              <ListEmpty
                filtered={isFiltered(filter)}
                none={MESSAGES.admin.videosEmpty}
                noMatch={MESSAGES.admin.videosEmptyFiltered}
                onReset={() => setFilter(NO_FILTER)}
              />
            }
            onEdit={dialog.openEdit}
            onDelete={remove}
          />
        )}
      </AsyncContent>
      <VideoFormDialog
        open={dialog.open}
        editing={dialog.editing}
        courses={courses.data ?? []}
        save={save}
        onClose={dialog.close}
      />
    </section>
  );
}
