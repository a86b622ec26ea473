import { Alert, Button, Space } from 'antd';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import type { BatchOutcome } from '../hooks/use-batch-decisions';
import type { Decision } from '../hooks/use-member-actions';

const B = ADMIN_MESSAGES.members.batch;

interface BatchDecisionBarProps {
  count: number;
  outcome: BatchOutcome | null;
  busy: boolean;
  onDecide: (decision: Decision) => void;
  onClear: () => void;
  onDismissOutcome: () => void;
}

/** Above the pending list: what is selected, the batch buttons and the last batch's tally. */
export function BatchDecisionBar({ count, outcome, busy, onDecide, onClear, onDismissOutcome }: BatchDecisionBarProps) {
  const results = outcome ? Object.values(outcome.results) : [];
  const failed = results.filter((result) => !result.ok).length;
  return (
    <div className="member-batch">
      {outcome && (
        <Alert
          role="status"
          type={failed ? 'warning' : 'success'}
          showIcon
          title={failed ? B.partial(results.length - failed, failed) : B.done(results.length, outcome.decision)}
          action={
            <Button size="small" onClick={onDismissOutcome}>
              {B.dismiss}
            </Button>
          }
        />
      )}
      <Space wrap className="member-batch__bar">
        <span aria-live="polite">{B.selected(count)}</span>
        <Button type="primary" disabled={count === 0 || busy} onClick={() => onDecide('approve')}>
          {B.approve}
        </Button>
        <Button danger disabled={count === 0 || busy} onClick={() => onDecide('reject')}>
          {B.reject}
        </Button>
        <Button disabled={count === 0} onClick={onClear}>
          {B.clear}
        </Button>
      </Space>
    </div>
  );
}
