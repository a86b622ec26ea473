import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ANALYTICS } from '@academy/common';
import { reportFiltersOf, type ReportFilters } from '@academy/common/admin-reads';
import { lastDays } from '@academy/common/korean-days';

export interface ReportFiltersState {
  filters: ReportFilters;
  /** The range as typed is refused by the server (order or length): shown before asking it. */
  rangeError: 'order' | 'length' | null;
  setRange: (from: string, to: string) => void;
  setCourse: (courseId: string | null) => void;
}

/** The range and course live in the address (?from=&to=&courseId=), so a report can be shared or reloaded. */
export function useReportFilters(): ReportFiltersState {
  const [params, setParams] = useSearchParams();
  const fallback = useMemo(() => lastDays(ANALYTICS.defaultRangeDays), []);
  const {
    filters: { from, to, courseId },
    rangeError,
  } = reportFiltersOf(params, fallback);

  const update = useCallback(
    (changes: Record<string, string | null>) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          // Another range or course is another list of members: it starts at its first page.
          next.delete('memberPage');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const filters = useMemo(() => ({ from, to, courseId }), [from, to, courseId]);
  return {
    filters,
    rangeError,
    setRange: useCallback((nextFrom: string, nextTo: string) => update({ from: nextFrom, to: nextTo }), [update]),
    setCourse: useCallback((nextCourse: string | null) => update({ courseId: nextCourse }), [update]),
  };
}
