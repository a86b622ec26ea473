import { Button } from 'antd';

interface DecisionButtonsProps {
  /** Who is decided on, for the buttons' accessible names ("… 승인", "… 거절"). */
  name: string;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}

/** Approve and reject of a pending sign-up. */
export function DecisionButtons({ name, busy, onApprove, onReject }: DecisionButtonsProps) {
  return (
    <>
      <Button type="primary" size="small" disabled={busy} onClick={onApprove} aria-label={`${name} 승인`}>
        승인
      </Button>
      <Button danger size="small" disabled={busy} onClick={onReject} aria-label={`${name} 거절`}>
        거절
      </Button>
    </>
  );
}
