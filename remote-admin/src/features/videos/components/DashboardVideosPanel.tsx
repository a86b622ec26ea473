import { Button } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { type AdminVideo, formatDate, MESSAGES } from '@academy/common';
import { VIDEO_TYPE_LABELS } from '@academy/common/video-url';
import { type RequestOptions, useAsyncData } from '@academy/context';
import { AccessStatusBadge } from '../../../components/AccessStatusBadge';
import { StatusTag } from '../../../components/StatusTag';
import { AsyncContent } from '../../../components/AsyncContent';
import { ConsoleItem, ConsoleItemText, ConsoleList } from '../../../components/ConsoleList';
import { EditDeleteButtons } from '../../../components/EditDeleteButtons';
import { RefreshBar } from '../../../components/RefreshBar';
import { useEditDialog } from '../../../lib/use-edit-dialog';
import { useLoadErrorReport } from '../../../lib/use-load-error-report';
import { createVideo, type DashboardVideoInput } from '../api/create-video';
import { getAdminVideos } from '../api/get-admin-videos';
import { updateVideo } from '../api/update-video';
import { useDashboardVideoActions } from '../hooks/use-dashboard-video-actions';
import { DashboardVideoDialog } from './DashboardVideoDialog';

interface PanelProps {
  requestOptions?: RequestOptions;
  /** Told about a failed load, so the dashboard can send an expired session to its login. */
  onLoadError?: (error: Error) => void;
}

/** Dashboard tab: the video manager (add/edit dialog with type, rename through a prompt, delete, refresh). */
export function DashboardVideosPanel({ requestOptions = {}, onLoadError }: PanelProps) {
  const videos = useAsyncData(() => getAdminVideos(requestOptions), [requestOptions.redirectOn401]);
  useLoadErrorReport(videos.error, onLoadError);
  const dialog = useEditDialog<AdminVideo>();
  const actions = useDashboardVideoActions({ requestOptions, onChanged: videos.reload });

  const save = dialog.saver<DashboardVideoInput>({
    create: (input) => createVideo(input, requestOptions),
    update: (id, input) => updateVideo(id, input, requestOptions),
    onSaved: videos.reload,
  });

  return (
    <section aria-label={MESSAGES.admin.screens.videos}>
      <RefreshBar
        lead={`등록된 동영상 ${videos.data ? videos.data.length : '…'}개`}
        data={videos}
        add={{ label: '동영상 추가', onClick: dialog.openNew }}
      />
      <AsyncContent data={videos} empty={MESSAGES.admin.videosEmpty}>
        {(list) => (
          <ConsoleList label="동영상 목록">
            {list.map((video) => (
              <ConsoleItem
                key={video.id}
                title={
                  <>
                    {video.title}
                    <StatusTag tone={video.type === 'youtube' ? 'danger' : 'info'}>
                      {VIDEO_TYPE_LABELS[video.type]}
                    </StatusTag>
                    <AccessStatusBadge status={video.status} />
                  </>
                }
                actions={
                  <>
                    <Button
                      size="small"
                      icon={<EditOutlined />}
                      onClick={() => actions.rename(video)}
                      aria-label={`${video.title} 제목 수정`}
                    >
                      제목
                    </Button>
                    <EditDeleteButtons
                      name={video.title}
                      onEdit={() => dialog.openEdit(video)}
                      onDelete={() => actions.remove(video)}
                    />
                  </>
                }
              >
                <ConsoleItemText>{video.url}</ConsoleItemText>
                <ConsoleItemText>
                  {video.courseName ?? MESSAGES.admin.unknownCourse} · {formatDate(video.createdAt)}
                </ConsoleItemText>
              </ConsoleItem>
            ))}
          </ConsoleList>
        )}
      </AsyncContent>
      <DashboardVideoDialog open={dialog.open} editing={dialog.editing} save={save} onClose={dialog.close} />
    </section>
  );
}
