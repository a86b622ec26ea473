import { api, type CallOptions } from '@academy/context';

/** The overview looks back this far for console password lockouts. */
export const LOCKOUT_LOOKBACK_DAYS = 7;

/** How many times the console password was locked in the last week; null when the log cannot be read. */
export async function countConsoleLockouts(options: CallOptions = {}): Promise<number | null> {
  const since = new Date(Date.now() - LOCKOUT_LOOKBACK_DAYS * 24 * 60 * 60 * 1000).toISOString();
  try {
    const page = await api.get('/admin/audit', {
      params: { query: { action: 'CONSOLE_LOCKOUT', from: since, pageSize: 1 } },
      ...options,
    });
    return page?.total ?? 0;
  } catch {
    return null;
  }
}
