import { useState } from 'react';
import { Alert, Button, Modal, Skeleton, Typography } from 'antd';
import { displayName } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import type { AdminParentLink, ReportPreview } from '@academy/common/parents';
import { useAsyncData, useToast } from '@academy/context';
import { getParentReportPreview, sendParentReport } from '../api/parent-links';
import { serverMessageOf } from '../lib/error-message';

const P = ADMIN_MESSAGES.parents;

/**
 * A confirmed parent's report, read as the mail (in a sandboxed frame: the mail's HTML never runs
 * in the admin's page) and sent now on request.
 */
export function ParentReportPreview({ parent }: { parent: AdminParentLink['parent'] }) {
  const [open, setOpen] = useState(false);
  const name = displayName(parent) || parent.email;
  return (
    <>
      <Button size="small" aria-label={P.reportFor(name)} onClick={() => setOpen(true)}>
        {P.report}
      </Button>
      {open && <ReportModal parentId={parent.id} name={name} onClose={() => setOpen(false)} />}
    </>
  );
}

function ReportModal({ parentId, name, onClose }: { parentId: string; name: string; onClose: () => void }) {
  const toast = useToast();
  const [sending, setSending] = useState(false);
  const preview = useAsyncData<ReportPreview>(() => getParentReportPreview(parentId), [parentId]);

  async function send() {
    setSending(true);
    try {
      const answer = await sendParentReport(parentId);
      toast({ title: P.sent, description: answer.message, variant: 'success' });
      onClose();
    } catch (error) {
      toast({ title: P.sendFailed, description: serverMessageOf(error, P.sendFailed), variant: 'destructive' });
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal
      open
      title={P.reportTitle(name)}
      width={680}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          {P.close}
        </Button>,
        <Button key="send" type="primary" loading={sending} disabled={!preview.data} onClick={send}>
          {P.sendNow}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">{P.reportLead}</Typography.Paragraph>
      {preview.error ? (
        <Alert type="error" showIcon message={serverMessageOf(preview.error, P.reportLoadFailed)} />
      ) : !preview.data ? (
        <Skeleton active />
      ) : (
        <>
          <Typography.Paragraph>
            <strong>{preview.data.subject}</strong>
            <br />
            <Typography.Text type="secondary">{P.reportTo(preview.data.to)}</Typography.Text>
          </Typography.Paragraph>
          <iframe
            className="parent-report-frame"
            title={P.reportFrame}
            sandbox=""
            srcDoc={preview.data.html}
            style={{
              width: '100%',
              height: 520,
              border: '1px solid var(--ant-color-border, #d9d9d9)',
              borderRadius: 8,
            }}
          />
        </>
      )}
    </Modal>
  );
}
