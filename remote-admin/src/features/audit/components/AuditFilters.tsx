import { Button, Select } from 'antd';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_ACTOR_LABELS,
  AUDIT_ACTOR_TYPES,
  AUDIT_TARGET_LABELS,
  AUDIT_TARGET_TYPES,
} from '@academy/common/audit';
import { SearchBox } from '../../../components/SearchBox';
import type { FilterChanges } from '../../../lib/use-filter-params';
import { isFiltered, type AuditView } from '../audit-query';
import { DayRangeInputs } from '../../../components/DayRangeInputs';

const ALL = 'ALL';

export type AuditFilter = 'actorType' | 'action' | 'targetType' | 'q' | 'from' | 'to';

interface AuditFiltersProps {
  view: AuditView;
  onChange: (changes: FilterChanges<AuditFilter>) => void;
}

/** Who, what, which kind of target, a date range (Korean days) and a search of the summaries. */
export function AuditFilters({ view, onChange }: AuditFiltersProps) {
  const choose = (name: 'actorType' | 'action' | 'targetType') => (value: string) =>
    onChange({ [name]: value === ALL ? undefined : value });

  return (
    <div className="admin-filters audit-filters">
      <SearchBox
        q={view.q ?? ''}
        onSearch={(q) => onChange({ q: q || undefined })}
        label="감사 기록 검색"
        placeholder="요약, 이메일, IP로 검색"
        enterButton="검색"
      />
      <Select
        className="audit-filters__select"
        aria-label="작업 주체"
        value={view.actorType ?? ALL}
        onChange={choose('actorType')}
        options={[
          { value: ALL, label: '모든 주체' },
          ...AUDIT_ACTOR_TYPES.map((value) => ({ value, label: AUDIT_ACTOR_LABELS[value] })),
        ]}
      />
      <Select
        className="audit-filters__select audit-filters__select--wide"
        aria-label="작업 종류"
        showSearch={{ optionFilterProp: 'label' }}
        value={view.action ?? ALL}
        onChange={choose('action')}
        options={[
          { value: ALL, label: '모든 작업' },
          ...AUDIT_ACTIONS.map((value) => ({ value, label: AUDIT_ACTION_LABELS[value] })),
        ]}
      />
      <Select
        className="audit-filters__select"
        aria-label="대상 종류"
        value={view.targetType ?? ALL}
        onChange={choose('targetType')}
        options={[
          { value: ALL, label: '모든 대상' },
          ...AUDIT_TARGET_TYPES.map((value) => ({ value, label: AUDIT_TARGET_LABELS[value] })),
        ]}
      />
      <DayRangeInputs
        className="audit-filters__dates"
        labels={{ from: '기간 시작일', to: '기간 종료일' }}
        from={view.from}
        to={view.to}
        onChange={onChange}
      />
      {isFiltered(view) && (
        <Button
          onClick={() =>
            onChange({
              actorType: undefined,
              action: undefined,
              targetType: undefined,
              q: undefined,
              from: undefined,
              to: undefined,
            })
          }
        >
          검색 조건 초기화
        </Button>
      )}
    </div>
  );
}
