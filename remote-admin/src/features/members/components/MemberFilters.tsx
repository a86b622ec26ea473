import { Select } from 'antd';
import { ROLE_LABELS, ROLES, type Role } from '@academy/common';
import { AddressSearchBox } from '../../../components/SearchBox';

interface MemberFiltersProps {
  q: string;
  role: Role | undefined;
  onSearch: (q: string) => void;
  onRoleChange: (role: Role | undefined) => void;
}

/** Search by name or e-mail (sent after a pause in typing, or at once on Enter) and a role filter. */
export function MemberFilters({ q, role, onSearch, onRoleChange }: MemberFiltersProps) {
  return (
    <div className="admin-filters">
      <AddressSearchBox label="회원 검색" placeholder="이름 또는 이메일로 검색" q={q} onSearch={onSearch} />
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
