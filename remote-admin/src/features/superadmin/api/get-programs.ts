import type { Program } from '@academy/common';
import { api } from '@academy/context';

/** Every program, inactive ones included. */
export async function getPrograms(): Promise<Program[]> {
  return (await api.get('/superadmin/programs')) ?? [];
}
