import { useRef, useState } from 'react';
import { Button, Modal } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import type { IssuedPassword } from '../hooks/use-password-reset';
import './member-history.css';

const A = ADMIN_MESSAGES.admin;

/** Selects the password's text, so it can be copied by hand when the clipboard is not allowed. */
function selectText(node: HTMLElement | null) {
  if (!node) return;
  const range = document.createRange();
  range.selectNodeContents(node);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

/**
 * The temporary password, shown once with a copy button. It lives only in this dialog's props:
 * closing the dialog forgets it, and nothing writes it anywhere else.
 */
export function PasswordResetDialog({ issued, onClose }: { issued: IssuedPassword | null; onClose: () => void }) {
  const code = useRef<HTMLElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  async function copyPassword() {
    if (!issued) return;
    try {
      await navigator.clipboard.writeText(issued.password);
      setCopy('copied');
    } catch {
      selectText(code.current);
      setCopy('failed');
    }
  }

  return (
    <Modal
      open={issued !== null}
      title={A.temporaryPasswordTitle}
      onCancel={onClose}
      afterClose={() => setCopy('idle')}
      footer={
        <Button type="primary" onClick={onClose}>
          확인
        </Button>
      }
      destroyOnHidden
    >
      {issued && (
        <div className="password-reset">
          <p>{ADMIN_MESSAGES.members.passwordReset}</p>
          <p className="admin-muted">
            {issued.member.name || '-'} ({issued.member.email})
          </p>
          <div className="password-reset__value">
            <code ref={code} data-testid="temporary-password" aria-label={A.temporaryPasswordTitle}>
              {issued.password}
            </code>
            <Button icon={<CopyOutlined />} onClick={() => void copyPassword()}>
              {A.temporaryPasswordCopy}
            </Button>
          </div>
          <p className="password-reset__status" role="status">
            {copy === 'copied' ? A.temporaryPasswordCopied : copy === 'failed' ? A.temporaryPasswordCopyFailed : ''}
          </p>
        </div>
      )}
    </Modal>
  );
}
