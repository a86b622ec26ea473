import { Button } from 'antd';
import type { FilterChanges } from '../lib/use-filter-params';

interface ClearFiltersButtonProps<K extends string> {
  /** Every filter the list has: all of them are removed at once. */
  names: readonly K[];
  onChange: (changes: FilterChanges<K>) => void;
}

/** 검색 조건 초기화: the list back to no filter at all. */
export function ClearFiltersButton<K extends string>({ names, onChange }: ClearFiltersButtonProps<K>) {
  const none = Object.fromEntries(names.map((name) => [name, undefined])) as FilterChanges<K>;
  return <Button onClick={() => onChange(none)}>검색 조건 초기화</Button>;
}
