import type { ReactNode } from 'react';
import { Input } from 'antd';
import { LIMITS } from '@academy/common';
import { useSearchText } from '../lib/use-search-text';

interface SearchBoxProps {
  /** The search in the address (the table's URL state). */
  q: string;
  onSearch: (q: string) => void;
  label: string;
  placeholder: string;
  /** A labelled search button beside the box (filter bars that have room for one). */
  enterButton?: ReactNode;
}

/** A list's search box: typing searches after a pause, Enter at once, both with the trimmed text. */
export function SearchBox({ q, onSearch, label, placeholder, enterButton }: SearchBoxProps) {
  const [text, setText] = useSearchText(q, onSearch);
  return (
    <Input.Search
      className="admin-filters__search"
      aria-label={label}
      placeholder={placeholder}
      allowClear
      enterButton={enterButton}
      maxLength={LIMITS.searchMax}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onSearch={(typed) => onSearch(typed.trim())}
    />
  );
}
