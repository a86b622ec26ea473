import { Select } from 'antd';

/** Stands for "no filter" in the Select; never sent to the API or kept in the address. */
const ALL = 'ALL';

interface FilterSelectProps {
  className: string;
  /** The Select's accessible name. */
  label: string;
  /** The first option, which removes the filter ("모든 상태"). */
  allLabel: string;
  value?: string;
  options: Array<{ value: string; label: string }>;
  onChange: (value: string | undefined) => void;
  /** Typing filters the options by their labels (long lists). */
  searchable?: boolean;
}

/** A list filter's choice of one value, or none. */
export function FilterSelect({ className, label, allLabel, value, options, onChange, searchable }: FilterSelectProps) {
  return (
    <Select
      className={className}
      aria-label={label}
      showSearch={searchable ? { optionFilterProp: 'label' } : undefined}
      value={value ?? ALL}
      onChange={(chosen: string) => onChange(chosen === ALL ? undefined : chosen)}
      options={[{ value: ALL, label: allLabel }, ...options]}
    />
  );
}
