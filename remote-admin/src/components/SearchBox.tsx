import { useRef } from 'react';
import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { LIMITS, MESSAGES } from '@academy/common';
import { useSearchText } from '../lib/use-search-text';
import './search-box.css';

interface SearchBoxProps {
  /** The accessible name ("강의 검색"). */
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  /** Enter or the search button; without it the list follows the typing. */
  onSearch?: (text: string) => void;
}

/**
 * The search field at the head of an admin list: a native search input drawn like antd's search
 * box (whose code every list screen would otherwise load first). Clearing it searches at once.
 */
export function SearchBox({ label, placeholder, value, onChange, onSearch }: SearchBoxProps) {
  const input = useRef<HTMLInputElement>(null);

  function clear() {
    onChange('');
    onSearch?.('');
    input.current?.focus();
  }

  return (
    <div className="search-box admin-filters__search">
      <span className="search-box__field admin-input">
        <input
          ref={input}
          type="search"
          className="search-box__input"
          placeholder={placeholder}
          aria-label={label}
          maxLength={LIMITS.searchMax}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            // Enter that ends a Korean syllable's composition is not a search.
            if (event.key === 'Enter' && !event.nativeEvent.isComposing) onSearch?.(value.trim());
          }}
        />
        {value && (
          <button
            type="button"
            className="search-box__clear"
            aria-label={MESSAGES.admin.searchClear}
            // Keeps the focus (and the keyboard) in the field.
            onMouseDown={(event) => event.preventDefault()}
            onClick={clear}
          >
            <CloseCircleFilled />
          </button>
        )}
      </span>
      {onSearch ? (
        <button
          type="button"
          className="search-box__button"
          aria-label={MESSAGES.admin.searchSubmit}
          onClick={() => onSearch(value.trim())}
        >
          <SearchOutlined />
        </button>
      ) : (
        // Without onSearch the list follows the typing: the icon only says what the field is for.
        <span className="search-box__button search-box__button--icon" aria-hidden="true">
          <SearchOutlined />
        </span>
      )}
    </div>
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
