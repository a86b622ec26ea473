import { DEFAULT_RETENTION, type SiteSettings } from '@academy/common';
import { useApiQuery } from '@academy/context';

const NONE: SiteSettings = { kakaoChannelUrl: null, retention: DEFAULT_RETENTION };

/**
 * GET /api/site: the settings the server takes from its environment. The pages that show them name
 * the read in the route table, so it arrives with the server-rendered page; until then (or if it
 * fails) nothing optional is drawn.
 */
export function useSiteSettings(): SiteSettings {
  const query = useApiQuery<SiteSettings>('/api/site');
  return query.data && typeof query.data === 'object' ? query.data : NONE;
}
