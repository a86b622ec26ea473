import { useState } from 'react';
import { Button, Popconfirm, Space } from 'antd';
import { displayName, type ActionAnswer } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import type { AdminParentLink } from '@academy/common/parents';
import { useToast } from '@academy/context';
import { confirmParentLink, removeParentLink } from '../api/parent-links';
import { ParentReportPreview } from './ParentReportPreview';
import { isHttpStatus, serverMessageOf } from '../lib/error-message';

const P = ADMIN_MESSAGES.parents;

interface ParentLinkActionsProps {
  link: AdminParentLink;
  /** After a change, and after a refusal saying the row changed elsewhere (404, 409): reload the list. */
  onChanged: () => void;
}

/**
 * A link's buttons: 연결 확인 while it waits, and 요청 거절 (waiting) or 연결 해제 (confirmed),
 * which asks first since a parent loses the child's reports at once. The toast repeats the API's sentence.
 */
export function ParentLinkActions({ link, onChanged }: ParentLinkActionsProps) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const parent = displayName(link.parent) || link.parent.email;
  const child = displayName(link.child) || link.child.email;
  const pending = link.status === 'PENDING';

  async function run(action: () => Promise<ActionAnswer>, successTitle: string, failureTitle: string) {
    setBusy(true);
    try {
      const answer = await action();
      toast({ title: successTitle, description: answer.message, variant: 'success' });
      onChanged();
    } catch (error) {
      toast({
        title: failureTitle,
        description: serverMessageOf(error, ADMIN_MESSAGES.admin.actionFailed),
        variant: 'destructive',
      });
      // Another admin confirmed or removed it meanwhile: show the list as it is now.
      if (isHttpStatus(error, 404) || isHttpStatus(error, 409)) onChanged();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Space size={4} wrap>
      {pending && (
        <Button
          size="small"
          type="primary"
          disabled={busy}
          aria-label={P.confirmFor(parent)}
          onClick={() => run(() => confirmParentLink(link.id), P.confirmed, P.confirmFailed)}
        >
          {P.confirm}
        </Button>
      )}
      <Popconfirm
        title={pending ? P.refuseQuestion(parent, child) : P.unlinkQuestion(parent, child)}
        okText={pending ? P.refuse : P.unlink}
        okButtonProps={{ danger: true }}
        cancelText={P.cancel}
        onConfirm={() => run(() => removeParentLink(link.id), pending ? P.refused : P.removed, P.removeFailed)}
      >
        <Button size="small" danger disabled={busy} aria-label={pending ? P.refuseFor(parent) : P.unlinkFor(parent)}>
          {pending ? P.refuse : P.unlink}
        </Button>
      </Popconfirm>
      {!pending && <ParentReportPreview parent={link.parent} />}
    </Space>
  );
}
