import { DEFAULT_RETENTION, type SiteSettings } from '@academy/common';
import { useApiQuery } from '@academy/context';

const NONE: SiteSettings = { kakaoChannelUrl: null, retention: DEFAULT_RETENTION };

/**
 * GET /api/site: the settings the server takes from its environment. The pages that show them name
 * the read in the route table, so it arrives with the server-rendered page; until then (or if it
 * fails) nothing optional is drawn.
 */
export function useSiteSettings(): SiteSettings {
  const query = useApiQuery('/site');
  if (!query.data || typeof query.data !== 'object') return NONE;
  // An API deployed before a setting existed answers without it: the defaults fill in (remotes
  // deploy on their own, so this page may meet an older server).
  return { ...NONE, ...query.data, retention: { ...DEFAULT_RETENTION, ...query.data.retention } };
}
