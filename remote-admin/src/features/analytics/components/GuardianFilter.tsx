import { Segmented } from 'antd';
import { ADMIN_MESSAGES, GUARDIAN_FILTERS, type GuardianFilter as Choice } from '@academy/common/admin-messages';
import './guardian-filter.css';

const A = ADMIN_MESSAGES.analytics;
const OPTIONS = [
  { value: 'all' as const, label: A.guardianLabels.all },
  ...GUARDIAN_FILTERS.map((value) => ({ value, label: A.guardianLabels[value] })),
];

interface GuardianFilterProps {
  value: Choice | undefined;
  /** Nothing for 전체. */
  onChange: (value: Choice | undefined) => void;
}

/** 보호자 연결: 전체 / 있음 / 없음, the members with a confirmed 학부모 link or without one. */
export function GuardianFilter({ value, onChange }: GuardianFilterProps) {
  return (
    <div className="analytics-guardian-filter">
      <span aria-hidden="true">{A.guardian}</span>
      <Segmented<Choice | 'all'>
        aria-label={A.guardian}
        value={value ?? 'all'}
        onChange={(chosen) => onChange(chosen === 'all' ? undefined : chosen)}
        options={OPTIONS}
      />
    </div>
  );
}
