import { useId } from 'react';
import { ROLE_LABELS, ROLES, isRole, type Role } from '@academy/common';
import { AddressSearchBox } from '../../../components/SearchBox';

interface MemberFiltersProps {
  q: string;
  role: Role | undefined;
  onSearch: (q: string) => void;
  onRoleChange: (role: Role | undefined) => void;
}

/** Search by name or e-mail (sent after a pause in typing, or at once on Enter) and a role filter. */
export function MemberFilters({ q, role, onSearch, onRoleChange }: MemberFiltersProps) {
  const roleId = useId();
  return (
    <div className="admin-filters">
      <AddressSearchBox label="회원 검색" placeholder="이름 또는 이메일로 검색" q={q} onSearch={onSearch} />
      <label className="visually-hidden" htmlFor={roleId}>
        역할 필터
      </label>
      {/* A native select: antd's would bring its virtual list and popup code to the screen's first paint. */}
      <select
        id={roleId}
        className="admin-input admin-filters__role"
        value={role ?? ''}
        onChange={(event) => onRoleChange(isRole(event.target.value) ? event.target.value : undefined)}
      >
        <option value="">모든 역할</option>
        {ROLES.map((value) => (
          <option key={value} value={value}>
            {ROLE_LABELS[value]}
          </option>
        ))}
      </select>
    </div>
  );
}
