import type { AuditList } from '@academy/common';
import { getJson, type RequestOptions } from '@academy/context';

/** The overview looks back this far for console password lockouts. */
export const LOCKOUT_LOOKBACK_DAYS = 7;

/** How many times the console password was locked in the last week; null when the log cannot be read. */
export async function countConsoleLockouts(options: RequestOptions = {}): Promise<number | null> {
  const since = new Date(Date.now() - LOCKOUT_LOOKBACK_DAYS * 24 * 60 * 60 * 1000).toISOString();
  try {
    const page = await getJson<AuditList>(
      `/api/admin/audit?action=CONSOLE_LOCKOUT&from=${encodeURIComponent(since)}&pageSize=1`,
      options,
    );
    return page?.total ?? 0;
  } catch {
    return null;
  }
}
