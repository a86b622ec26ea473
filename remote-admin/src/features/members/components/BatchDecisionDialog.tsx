import { useState } from 'react';
import { Input, Modal } from 'antd';
import { LIMITS, type Member } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import type { Decision } from '../hooks/use-member-actions';

const B = ADMIN_MESSAGES.members.batch;

export interface BatchRequest {
  decision: Decision;
  rows: Member[];
}

interface BatchDecisionDialogProps {
  request: BatchRequest | null;
  busy: boolean;
  onCancel: () => void;
  /** Resolves true once the server answered (per-row outcomes included); the dialog then closes. */
  onConfirm: (request: BatchRequest, memo: string) => Promise<boolean>;
}

/** The one confirmation of a batch: who is decided on, and for a rejection an optional memo. */
export function BatchDecisionDialog({ request, busy, onCancel, onConfirm }: BatchDecisionDialogProps) {
  const [memo, setMemo] = useState('');
  const [lastRequest, setLastRequest] = useState(request);
  if (request && request !== lastRequest) {
    setLastRequest(request);
    setMemo('');
  }
  const shown = request ?? lastRequest;
  if (!shown) return null;
  const rejecting = shown.decision === 'reject';

  return (
    <Modal
      open={request !== null}
      title={B.confirmTitle(shown.rows.length, shown.decision)}
      okText={rejecting ? B.reject : B.approve}
      okButtonProps={{ danger: rejecting, loading: busy }}
      cancelText="취소"
      onCancel={onCancel}
      onOk={async () => {
        if (await onConfirm(shown, memo)) onCancel();
      }}
    >
      <ul className="member-batch__names">
        {shown.rows.map((member) => (
          <li key={member.id}>
            {member.name || '-'} ({member.email})
          </li>
        ))}
      </ul>
      {rejecting && (
        <label className="member-batch__memo">
          <span>{B.memo}</span>
          <Input.TextArea
            rows={3}
            value={memo}
            maxLength={LIMITS.memoMax}
            showCount
            placeholder={B.memoPlaceholder}
            onChange={(event) => setMemo(event.target.value)}
          />
        </label>
      )}
    </Modal>
  );
}
