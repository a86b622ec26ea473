import { useEffect, useEffectEvent, useState } from 'react';
import { Select } from 'antd';
import { ROLE_LABELS, ROLES, type Role } from '@academy/common';
import { SearchBox } from '../../../components/SearchBox';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

const SEARCH_PAUSE_MS = 300;

interface MemberFiltersProps {
  q: string;
  role: Role | undefined;
  onSearch: (q: string) => void;
  onRoleChange: (role: Role | undefined) => void;
}

/** Search by name or e-mail (sent after a pause in typing, or at once on Enter) and a role filter. */
export function MemberFilters({ q, role, onSearch, onRoleChange }: MemberFiltersProps) {
  const [text, setText] = useState(q);
  const settled = useDebouncedValue(text, SEARCH_PAUSE_MS);

  // The URL may change from outside (a "reset filters" button): follow it.
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    setText(q);
  }
  // Only a settled change of the text searches; the current q and onSearch are read when it settles.
  const searchSettled = useEffectEvent((value: string) => {
    if (value.trim() !== q) onSearch(value.trim());
  });
  useEffect(() => searchSettled(settled), [settled]);

  return (
    <div className="admin-filters">
      <SearchBox
        label="회원 검색"
        placeholder="이름 또는 이메일로 검색"
        value={text}
        onChange={setText}
        onSearch={onSearch}
      />
      <Select<Role | 'ALL'>
        className="admin-filters__role"
        aria-label="역할 필터"
        value={role ?? 'ALL'}
        onChange={(value) => onRoleChange(value === 'ALL' ? undefined : value)}
        options={[
          { value: 'ALL', label: '모든 역할' },
          ...ROLES.map((value) => ({ value, label: ROLE_LABELS[value] })),
        ]}
      />
    </div>
  );
}
