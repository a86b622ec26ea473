import { Input } from 'antd';
import { LIMITS } from '@academy/common';
import { useSearchText } from '../lib/use-search-text';

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

interface AddressSearchBoxProps {
  label: string;
  placeholder: string;
  /** The search in the address. */
  q: string;
  /** The trimmed text, after a pause in typing or at once on Enter. */
  onSearch: (q: string) => void;
}

/** A search box for a search kept in the address (see useSearchText). */
export function AddressSearchBox({ label, placeholder, q, onSearch }: AddressSearchBoxProps) {
  const [text, setText] = useSearchText(q, onSearch);
  return <SearchBox label={label} placeholder={placeholder} value={text} onChange={setText} onSearch={onSearch} />;
}
