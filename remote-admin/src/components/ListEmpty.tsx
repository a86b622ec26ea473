import { Button } from 'antd';

interface ListEmptyProps {
  /** Whether a search or filter is narrowing the list. */
  filtered: boolean;
  /** The sentence for a list with nothing in it at all. */
  none: string;
  /** The sentence when nothing matches the filters. */
  noMatch: string;
  onReset: () => void;
}

/** A table's empty state; when filters are on, it says so and offers to clear them. */
export function ListEmpty({ filtered, none, noMatch, onReset }: ListEmptyProps) {
  if (!filtered) return <p className="admin-empty">{none}</p>;
  return (
    <div className="admin-empty">
      <p>{noMatch}</p>
      <Button onClick={onReset}>검색 조건 초기화</Button>
    </div>
  );
}
