import { Alert } from 'antd';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';

/** At the top of a form whose draft came back after the session ended (see lib/use-session-draft). */
export function DraftRestoredAlert({ shown }: { shown: boolean }) {
  if (!shown) return null;
  return (
    <Alert
      className="draft-restored"
      type="info"
      showIcon
      title={ADMIN_MESSAGES.admin.draftRestored}
      description={ADMIN_MESSAGES.admin.draftRestoredDetail}
    />
  );
}
