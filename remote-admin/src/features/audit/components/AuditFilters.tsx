import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_ACTOR_LABELS,
  AUDIT_ACTOR_TYPES,
  AUDIT_TARGET_LABELS,
  AUDIT_TARGET_TYPES,
} from '@academy/common/audit';
import { ClearFiltersButton } from '../../../components/ClearFiltersButton';
import { FilterSelect } from '../../../components/FilterSelect';
import { SearchBox } from '../../../components/SearchBox';
import type { FilterChanges } from '../../../lib/use-filter-params';
import { isFiltered, type AuditView } from '../audit-query';
import { DayRangeInputs } from '../../../components/DayRangeInputs';

const FILTERS = ['actorType', 'action', 'targetType', 'q', 'from', 'to'] as const;
export type AuditFilter = (typeof FILTERS)[number];

interface AuditFiltersProps {
  view: AuditView;
  onChange: (changes: FilterChanges<AuditFilter>) => void;
}

/** Who, what, which kind of target, a date range (Korean days) and a search of the summaries. */
export function AuditFilters({ view, onChange }: AuditFiltersProps) {
  return (
    <div className="admin-filters audit-filters">
      <SearchBox
        q={view.q ?? ''}
        onSearch={(q) => onChange({ q: q || undefined })}
        label="감사 기록 검색"
        placeholder="요약, 이메일, IP로 검색"
        enterButton="검색"
      />
      <FilterSelect
        className="audit-filters__select"
        label="작업 주체"
        allLabel="모든 주체"
        value={view.actorType}
        onChange={(actorType) => onChange({ actorType })}
        options={AUDIT_ACTOR_TYPES.map((value) => ({ value, label: AUDIT_ACTOR_LABELS[value] }))}
      />
      <FilterSelect
        className="audit-filters__select audit-filters__select--wide"
        label="작업 종류"
        allLabel="모든 작업"
        searchable
        value={view.action}
        onChange={(action) => onChange({ action })}
        options={AUDIT_ACTIONS.map((value) => ({ value, label: AUDIT_ACTION_LABELS[value] }))}
      />
      <FilterSelect
        className="audit-filters__select"
        label="대상 종류"
        allLabel="모든 대상"
        value={view.targetType}
        onChange={(targetType) => onChange({ targetType })}
        options={AUDIT_TARGET_TYPES.map((value) => ({ value, label: AUDIT_TARGET_LABELS[value] }))}
      />
      <DayRangeInputs
        className="audit-filters__dates"
        labels={{ from: '기간 시작일', to: '기간 종료일' }}
        from={view.from}
        to={view.to}
        onChange={onChange}
      />
      {isFiltered(view) && <ClearFiltersButton names={FILTERS} onChange={onChange} />}
    </div>
  );
}
