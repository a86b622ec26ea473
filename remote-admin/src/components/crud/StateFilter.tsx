import { Segmented } from 'antd';

interface StateFilterProps<State extends string> {
  /** The control's accessible name ("게시 상태 필터"). */
  label: string;
  /** Each state's word, in the order the control shows them after 전체. */
  labels: Record<State, string>;
  value: State | 'all';
  /** The states the list's URL filter keeps: none for 전체, else the one chosen. */
  onChange: (chosen: State[] | undefined) => void;
}

/** A list screen's one-of-a-few filter: 전체, then each state. */
export function StateFilter<State extends string>({ label, labels, value, onChange }: StateFilterProps<State>) {
  const states = Object.keys(labels) as State[];
  return (
    <Segmented<State | 'all'>
      aria-label={label}
      value={value}
      onChange={(chosen) => onChange(chosen === 'all' ? undefined : [chosen])}
      options={[{ value: 'all', label: '전체' }, ...states.map((state) => ({ value: state, label: labels[state] }))]}
    />
  );
}
