import { CONSULTATION_STATUS_LABELS, CONSULTATION_STATUSES, type Program } from '@academy/common';
import { ClearFiltersButton } from '../../../components/ClearFiltersButton';
import { FilterSelect } from '../../../components/FilterSelect';
import { SearchBox } from '../../../components/SearchBox';
import type { FilterChanges } from '../../../lib/use-filter-params';
import { isFiltered, type ConsultationView } from '../consultations-query';
import { DayRangeInputs } from '../../../components/DayRangeInputs';

const FILTERS = ['status', 'program', 'q', 'from', 'to'] as const;
export type ConsultationFilter = (typeof FILTERS)[number];

interface ConsultationFiltersProps {
  view: ConsultationView;
  programs: Program[];
  onChange: (changes: FilterChanges<ConsultationFilter>) => void;
}

/** Status, program, a range of Korean days, and a search of names and phone numbers. */
export function ConsultationFilters({ view, programs, onChange }: ConsultationFiltersProps) {
  return (
    <div className="admin-filters consultation-filters">
      <SearchBox
        q={view.q ?? ''}
        onSearch={(q) => onChange({ q: q || undefined })}
        label="상담 신청 검색"
        placeholder="이름 또는 연락처로 검색"
        enterButton="검색"
      />
      <FilterSelect
        className="consultation-filters__select"
        label="상태 필터"
        allLabel="모든 상태"
        value={view.status}
        onChange={(status) => onChange({ status })}
        options={CONSULTATION_STATUSES.map((value) => ({ value, label: CONSULTATION_STATUS_LABELS[value] }))}
      />
      <FilterSelect
        className="consultation-filters__select"
        label="프로그램 필터"
        allLabel="모든 프로그램"
        value={view.programSlug}
        onChange={(program) => onChange({ program })}
        options={programs.map((program) => ({ value: program.slug, label: program.title }))}
      />
      <DayRangeInputs
        className="consultation-filters__dates"
        labels={{ from: '접수일 시작', to: '접수일 끝' }}
        from={view.from}
        to={view.to}
        onChange={onChange}
      />
      {isFiltered(view) && <ClearFiltersButton names={FILTERS} onChange={onChange} />}
    </div>
  );
}
