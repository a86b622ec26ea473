import { Input } from 'antd';

interface DayRangeInputsProps {
  className: string;
  /** The two inputs' accessible names (each screen says what its days are). */
  labels: { from: string; to: string };
  from?: string;
  to?: string;
  /** An emptied input clears its end of the range. */
  onChange: (change: { from?: string; to?: string }) => void;
}

/** A list filter's first and last day (YYYY-MM-DD), each bounded by the other. */
export function DayRangeInputs({ className, labels, from, to, onChange }: DayRangeInputsProps) {
  return (
    <div className={className}>
      <Input
        type="date"
        aria-label={labels.from}
        value={from ?? ''}
        max={to}
        onChange={(event) => onChange({ from: event.target.value || undefined })}
      />
      <span aria-hidden="true">~</span>
      <Input
        type="date"
        aria-label={labels.to}
        value={to ?? ''}
        min={from}
        onChange={(event) => onChange({ to: event.target.value || undefined })}
      />
    </div>
  );
}
