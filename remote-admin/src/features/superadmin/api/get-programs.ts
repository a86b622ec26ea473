import type { Program } from '@academy/common';
import { getJson } from '@academy/context';

/** Every program, inactive ones included. */
export async function getPrograms(): Promise<Program[]> {
  return (await getJson<Program[]>('/api/superadmin/programs')) ?? [];
}
