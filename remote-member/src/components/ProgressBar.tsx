interface ProgressBarProps {
  percent: number;
  /** What the bar measures, read out with its value ("강의 진도"). */
  label: string;
  /** The value in words ("3개 중 1개 완료"). */
  valueText: string;
}

/** A thin bar with its value in words beside it. */
export function ProgressBar({ percent, label, valueText }: ProgressBarProps) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className="mb-progress">
      <div
        className="mb-progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}% · ${valueText}`}
      >
        <span className="mb-progress__fill" style={{ width: `${value}%` }} />
      </div>
      <span className="mb-progress__value">
        <strong>{value}%</strong> <span className="mb-muted">{valueText}</span>
      </span>
    </div>
  );
}
