import type { ConsentRecord } from '@academy/common';
import { api, useApiQuery, type ApiQuery } from '@academy/context';

/** GET /api/me/consents: the latest decision of each kind. */
export function useMyConsents(): ApiQuery<ConsentRecord[]> {
  return useApiQuery('/me/consents');
}

/** PATCH /api/me/consents: the marketing consent on or off; answers the consents as they now are. */
export function setMarketingConsent(marketing: boolean): Promise<ConsentRecord[]> {
  return api.patch('/me/consents', { body: { marketing } });
}
