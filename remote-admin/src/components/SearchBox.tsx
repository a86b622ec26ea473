import { Input } from 'antd';
import { LIMITS } from '@academy/common';

interface SearchBoxProps {
  /** The accessible name ("강의 검색"). */
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  /** Enter or the search button; without it the list follows the typing. */
  onSearch?: (text: string) => void;
}

/** The search field at the head of an admin list. */
export function SearchBox({ label, placeholder, value, onChange, onSearch }: SearchBoxProps) {
  return (
    <Input.Search
      className="admin-filters__search"
      placeholder={placeholder}
      aria-label={label}
      allowClear
      maxLength={LIMITS.searchMax}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onSearch={onSearch && ((text) => onSearch(text.trim()))}
    />
  );
}
