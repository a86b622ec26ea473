import { Alert, Input, Radio, Select } from 'antd';
import { ANALYTICS, MESSAGES, type Course } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { daysInRange, lastDays } from '@academy/common/korean-days';
import { parseIsoDate } from '@academy/common/iso-date';
import type { ReportFiltersState } from '../hooks/use-report-filters';

const A = ADMIN_MESSAGES.analytics;
const V = MESSAGES.validation;
const PRESETS = [7, ANALYTICS.defaultRangeDays, 90];

interface ReportFiltersBarProps {
  state: ReportFiltersState;
  courses: Course[];
}

interface DateFieldProps {
  label: string;
  value: string;
  min?: string;
  max?: string;
  /** Only a whole day is passed on: a cleared date input gives ''. */
  onDay: (day: string) => void;
}

function DateField({ label, value, min, max, onDay }: DateFieldProps) {
  return (
    <label className="analytics-filters__date">
      <span>{label}</span>
      <Input
        type="date"
        value={value}
        min={min}
        max={max}
        onChange={(event) => parseIsoDate(event.target.value) && onDay(event.target.value)}
      />
    </label>
  );
}

/** The range (two dates, or the last 7/30/90 days) and the course the whole screen reports on. */
export function ReportFiltersBar({ state, courses }: ReportFiltersBarProps) {
  const { filters, rangeError } = state;
  const today = lastDays(1).to;
  const preset =
    filters.to === today ? PRESETS.find((days) => daysInRange(filters.from, filters.to) === days) : undefined;
  return (
    <div className="analytics-filters">
      <div className="analytics-filters__row">
        <Radio.Group
          optionType="button"
          aria-label={A.rangePresets}
          value={preset}
          options={PRESETS.map((days) => ({ value: days, label: A.lastDays(days) }))}
          onChange={(event) => {
            const range = lastDays(event.target.value as number);
            state.setRange(range.from, range.to);
          }}
        />
        <DateField
          label={A.rangeStart}
          value={filters.from}
          max={filters.to}
          onDay={(day) => state.setRange(day, filters.to)}
        />
        <DateField
          label={A.rangeEnd}
          value={filters.to}
          min={filters.from}
          onDay={(day) => state.setRange(filters.from, day)}
        />
        <Select
          className="analytics-filters__course"
          aria-label={A.course}
          value={filters.courseId ?? ''}
          options={[
            { value: '', label: A.allCourses },
            ...courses.map((course) => ({ value: course.id, label: course.title })),
          ]}
          onChange={(value: string) => state.setCourse(value || null)}
          popupMatchSelectWidth={false}
        />
      </div>
      {rangeError && <Alert type="warning" showIcon title={rangeError === 'order' ? V.dayOrder : V.rangeMax} />}
    </div>
  );
}
