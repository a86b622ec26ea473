import { type AdminVideo } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { type CallOptions, useAsyncData } from '@academy/context';
import { AsyncContent } from '../../../components/AsyncContent';
import { RefreshBar } from '../../../components/RefreshBar';
import { useEditDialog } from '../../../lib/use-edit-dialog';
import { useLoadErrorReport } from '../../../lib/use-load-error-report';
import { createVideo, type DashboardVideoInput } from '../../../api/create-video';
import { getAdminVideos } from '../api/get-admin-videos';
import { updateVideo } from '../api/update-video';
import { useDashboardVideoActions } from '../hooks/use-dashboard-video-actions';
import { DashboardVideoDialog } from './DashboardVideoDialog';
import { DashboardVideoTable } from './DashboardVideoTable';

interface PanelProps {
  requestOptions?: CallOptions;
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
    <section aria-label={ADMIN_MESSAGES.admin.screens.videos}>
      <RefreshBar
        lead={`등록된 동영상 ${videos.data ? videos.data.length : '…'}개`}
        data={videos}
        add={{ label: '동영상 추가', onClick: dialog.openNew }}
      />
      <AsyncContent data={videos} empty={ADMIN_MESSAGES.admin.videosEmpty}>
        {(list) => (
          <DashboardVideoTable
            videos={list}
            onRename={actions.rename}
            onEdit={dialog.openEdit}
            onDelete={actions.remove}
          />
        )}
      </AsyncContent>
      <DashboardVideoDialog open={dialog.open} editing={dialog.editing} save={save} onClose={dialog.close} />
    </section>
  );
}
