import { App, Button } from 'antd';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { confirmWithMemo } from '../lib/confirm-with-memo';

const M = ADMIN_MESSAGES.members;

interface DecisionButtonsProps {
  /** Who is decided on, for the buttons' accessible names ("… 승인", "… 거절"). */
  name: string;
  busy: boolean;
  onApprove: () => void;
  /** Called once the rejection is confirmed, with the memo typed for the member ('' when none). */
  onReject: (memo: string) => Promise<unknown>;
}

/**
 * Approve and reject of a pending sign-up, set apart so a slip of the finger meets nothing: 승인 acts
 * at once (승인 취소 undoes it), 거절 asks first and offers a memo for the member.
 */
export function DecisionButtons({ name, busy, onApprove, onReject }: DecisionButtonsProps) {
  const { modal } = App.useApp();
  const reject = () =>
    confirmWithMemo(modal, {
      title: M.rejectTitle,
      question: M.rejectConfirm(name),
      okText: '거절',
      onConfirm: onReject,
    });
  return (
    <span className="admin-decisions">
      <Button type="primary" size="small" disabled={busy} onClick={onApprove} aria-label={`${name} 승인`}>
        승인
      </Button>
      <Button danger size="small" disabled={busy} onClick={reject} aria-label={`${name} 거절`}>
        거절
      </Button>
    </span>
  );
}
