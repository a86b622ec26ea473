import { useId } from 'react';
import { Input } from 'antd';
import type { useAppProps } from 'antd/es/app/context';
import { LIMITS } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';

const M = ADMIN_MESSAGES.members;

interface ConfirmWithMemoOptions {
  title: string;
  /** What will happen, asked as a question. */
  question: string;
  okText: string;
  /** Resolves when the action is over (the dialog closes then); the memo arrives trimmed, '' when none. */
  onConfirm: (memo: string) => Promise<unknown>;
}

function MemoQuestion({ question, onChange }: { question: string; onChange: (memo: string) => void }) {
  const id = useId();
  return (
    <div className="admin-confirm-memo">
      <p>{question}</p>
      <label htmlFor={id}>{M.memoForMember}</label>
      <Input.TextArea
        id={id}
        rows={3}
        maxLength={LIMITS.memoMax}
        showCount
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className="admin-muted">
        {M.memoForMemberHint}
      </p>
    </div>
  );
}

/**
 * A decision that mails the member (reject, revoke) is asked first, with an optional memo for the
 * member. Focus starts on 취소, so an Enter or a second tap cannot decide by accident.
 */
export function confirmWithMemo(
  modal: useAppProps['modal'],
  { title, question, okText, onConfirm }: ConfirmWithMemoOptions,
) {
  let memo = '';
  modal.confirm({
    title,
    content: <MemoQuestion question={question} onChange={(value) => (memo = value)} />,
    okText,
    okButtonProps: { danger: true },
    cancelText: '취소',
    autoFocusButton: 'cancel',
    onOk: () => onConfirm(memo.trim()),
  });
}
