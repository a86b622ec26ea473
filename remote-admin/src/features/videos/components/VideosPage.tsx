import { useState } from 'react';
import { Alert, App, Button, Input, Segmented, Select, Skeleton } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { LIMITS, MESSAGES, UI, type AdminVideo } from '@academy/common';
import { useToast } from '@academy/context';
import { CountBar } from '../../../components/CountBar';
import { confirmDelete } from '../../../lib/confirm-delete';
import { serverMessageOf } from '../../../lib/error-message';
import { useAsyncData } from '../../../lib/use-async-data';
import { createVideo, type VideoInput } from '../api/create-video';
import { deleteVideo } from '../api/delete-video';
import { getAdminCourses } from '../api/get-admin-courses';
import { getAdminVideos } from '../api/get-admin-videos';
import { updateVideo } from '../api/update-video';
import { filterVideos, isFiltered, type PublishedFilter, type VideoFilter } from './video-filter';
import { VideoFormDialog } from './VideoFormDialog';
import { VideoTable } from './VideoTable';

const NO_FILTER: VideoFilter = { q: '', courseId: 'all', published: 'all' };

/** /admin/videos: search, course and published filters with counts, add/edit dialog, delete. */
export function VideosPage() {
  const toast = useToast();
  const { modal } = App.useApp();
  const videos = useAsyncData(getAdminVideos, []);
  const courses = useAsyncData(getAdminCourses, []);
  const [filter, setFilter] = useState<VideoFilter>(NO_FILTER);
  const [dialog, setDialog] = useState<{ open: boolean; editing: AdminVideo | null }>({ open: false, editing: null });

  const all = videos.data ?? [];
  const shown = filterVideos(all, filter);
  const published = all.filter((video) => video.isPublished).length;

  async function save(input: VideoInput) {
    if (dialog.editing) await updateVideo(dialog.editing.id, input);
    else await createVideo(input);
    videos.reload();
  }

  function askDelete(video: AdminVideo) {
    confirmDelete(modal, {
      title: MESSAGES.content.videoDeleteConfirm,
      content: `${video.title}: ${MESSAGES.admin.videoDeleteWarning}`,
      onConfirm: async () => {
        try {
          await deleteVideo(video.id);
          toast({ title: MESSAGES.content.deleted, description: video.title, variant: 'success' });
          videos.reload();
        } catch (error) {
          toast({ title: '삭제 실패', description: serverMessageOf(error, MESSAGES.admin.actionFailed), variant: 'destructive' });
        }
      },
    });
  }

  const empty = isFiltered(filter) ? (
    <div className="admin-empty">
      <p>{MESSAGES.admin.videosEmptyFiltered}</p>
      <Button onClick={() => setFilter(NO_FILTER)}>검색 조건 초기화</Button>
    </div>
  ) : (
    <p className="admin-empty">{MESSAGES.admin.videosEmpty}</p>
  );

  return (
    <section className="admin-screen" aria-labelledby="videos-title">
      <header className="admin-screen__header">
        <div>
          <h1 id="videos-title" className="admin-screen__title">동영상 관리</h1>
          <p className="admin-screen__lead">강의 동영상을 추가하고 공개 여부와 공개 기간을 관리합니다.</p>
        </div>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ open: true, editing: null })}>
          동영상 추가
        </Button>
      </header>
      <div className="admin-filters">
        <Input.Search
          className="admin-filters__search"
          placeholder="제목 또는 설명으로 검색"
          aria-label="동영상 검색"
          allowClear
          maxLength={LIMITS.searchMax}
          value={filter.q}
          onChange={(event) => setFilter({ ...filter, q: event.target.value })}
        />
        <Select
          className="admin-filters__course"
          aria-label="강의 필터"
          value={filter.courseId}
          onChange={(courseId) => setFilter({ ...filter, courseId })}
          options={[{ value: 'all', label: '모든 강의' }, ...(courses.data ?? []).map((course) => ({ value: course.id, label: course.title }))]}
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
      {videos.error ? (
        <Alert type="error" showIcon title={MESSAGES.admin.loadFailed} description={serverMessageOf(videos.error, MESSAGES.admin.loadFailed)} action={<Button onClick={videos.reload}>{MESSAGES.errors.remoteRetry}</Button>} />
      ) : !videos.data ? (
        <Skeleton active title={false} paragraph={{ rows: UI.skeletonRows }} />
      ) : (
        <VideoTable videos={shown} courses={courses.data ?? []} loading={videos.isLoading} empty={empty} onEdit={(video) => setDialog({ open: true, editing: video })} onDelete={askDelete} />
      )}
      <VideoFormDialog open={dialog.open} editing={dialog.editing} courses={courses.data ?? []} save={save} onClose={() => setDialog({ open: false, editing: null })} />
    </section>
  );
}
