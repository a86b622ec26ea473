import type { AcademyFacts, AcademyFactsInput } from '@academy/common';
import { api } from '@academy/context';

export function getAcademy(): Promise<AcademyFacts> {
  return api.get('/admin/academy');
}

export function updateAcademy(input: AcademyFactsInput): Promise<AcademyFacts> {
  return api.put('/admin/academy', { body: input });
}
