import type { Program } from '@academy/common';
import type { TableUrlStateOptions } from '../../../lib/use-table-url-state';

/** The columns a program list sorts by, and its filter, as the address names them. */
export type ProgramSortField = 'title' | 'order';
export type ProgramFilterName = 'active';
export type Activity = 'active' | 'inactive';
export type ActivityFilter = Activity | 'all';

export const ACTIVITY_LABELS: Record<Activity, string> = { active: '활성', inactive: '비활성' };
const ACTIVITIES = Object.keys(ACTIVITY_LABELS) as Activity[];

/** Every program list's URL state: in the order the program pages show them unless sorted otherwise. */
export const PROGRAM_TABLE: TableUrlStateOptions<ProgramSortField, ProgramFilterName> = {
  sortFields: ['title', 'order'],
  defaultSort: { field: 'order', order: 'asc' },
  filters: { active: ACTIVITIES },
};

export const activityOf = (program: Program): Activity => (program.isActive ? 'active' : 'inactive');

/** Search over title and slug. */
export function searchPrograms(programs: Program[], q: string): Program[] {
  const needle = q.trim().toLowerCase();
  if (!needle) return programs;
  return programs.filter((program) => `${program.title} ${program.slug}`.toLowerCase().includes(needle));
}

/** The programs of the chosen states (all of them when none is chosen). */
export function withActivity(programs: Program[], chosen: readonly string[] | undefined): Program[] {
  if (!chosen?.length) return programs;
  return programs.filter((program) => chosen.includes(activityOf(program)));
}

/** The one state the address chose, else 'all' (none chosen, or both in the table's own filter). */
export function activityFilterOf(chosen: readonly string[] | undefined): ActivityFilter {
  return chosen?.length === 1 ? (chosen[0] as Activity) : 'all';
}
