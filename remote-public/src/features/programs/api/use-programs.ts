import type { Program } from '@academy/common';
import { useApiQuery } from '@academy/context';
import { BUILT_IN_PROGRAMS, type ProgramCardData } from '../built-in-programs';

/** GET /api/programs for the landing cards; the built-in three while loading, on failure or when none is active. */
export function useProgramCards(): { programs: readonly ProgramCardData[]; isLoading: boolean } {
  const { data, isLoading } = useApiQuery<Program[]>('/api/programs');
  return { programs: Array.isArray(data) && data.length > 0 ? data : BUILT_IN_PROGRAMS, isLoading };
}

/** GET /api/programs/{slug}: one active program (404 when missing or inactive). */
export function useProgram(slug: string) {
  return useApiQuery<Program>(`/api/programs/${encodeURIComponent(slug)}`);
}
