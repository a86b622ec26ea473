import { Drawer } from 'antd';
import type { AdminVideo } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { useAsyncData, useMediaQuery } from '@academy/context';
import { AsyncContent } from '../../../../components/AsyncContent';
import { getQuiz } from '../../api/get-quiz';
import { QuizEditor } from './QuizEditor';
import './quiz-editor.css';

const Q = ADMIN_MESSAGES.quiz;

/** The quiz of one lesson in a drawer beside /admin/videos: read when it opens, a new quiz when it has none. */
export function QuizDrawer({ video, onClose }: { video: AdminVideo | null; onClose: () => void }) {
  const wide = useMediaQuery('(min-width: 768px)');
  // `{ quiz }`: AsyncContent reads a null answer as still loading, and null here means "no quiz yet".
  const loaded = useAsyncData(
    () => (video ? getQuiz(video.id).then((quiz) => ({ quiz })) : Promise.resolve(null)),
    [video?.id],
  );
  return (
    <Drawer
      open={video !== null}
      onClose={onClose}
      title={video ? Q.editorTitle(video.title) : ''}
      size={wide ? 760 : '100%'}
      destroyOnHidden
    >
      {video && (
        <AsyncContent data={loaded} errorTitle={Q.loadFailed} retry>
          {(value) => value && <QuizEditor video={video} quiz={value.quiz} onClose={onClose} />}
        </AsyncContent>
      )}
    </Drawer>
  );
}
