import { useApiQuery } from '@academy/context';
import { BUILT_IN_PROGRAMS, type ProgramCardData } from '../built-in-programs';

/** GET /api/programs for the landing cards; the built-in three while loading, on failure or when none is active. */
export function useProgramCards(): { programs: readonly ProgramCardData[]; isLoading: boolean } {
  const { data, isLoading } = useApiQuery('/programs');
  return { programs: Array.isArray(data) && data.length > 0 ? data : BUILT_IN_PROGRAMS, isLoading };
}

/** GET /api/programs/{slug}: one active program (404 when missing or inactive). */
export function useProgram(slug: string) {
  return useApiQuery('/programs/{slug}', { params: { path: { slug } } });
}
