import type { AcademyFacts, AcademyFactsInput } from '@academy/common';
import { apiRequest, getJson } from '@academy/context';

export const ADMIN_ACADEMY_URL = '/api/admin/academy';

export function getAcademy(): Promise<AcademyFacts> {
  return getJson<AcademyFacts>(ADMIN_ACADEMY_URL) as Promise<AcademyFacts>;
}

export function updateAcademy(input: AcademyFactsInput): Promise<AcademyFacts> {
  return apiRequest<AcademyFacts>('PUT', ADMIN_ACADEMY_URL, input);
}
