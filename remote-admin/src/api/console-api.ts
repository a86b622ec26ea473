import type { RequestOptions } from '@academy/context';

/**
 * Where a console's calls live: the admin dashboard (/admin-dashboard) calls `/api/admin`, the
 * secret console (/_superadmin) `/api/superadmin`, the simple console (/simple-admin) `/api/simple`.
 * The server answers the same resources under each prefix, with each console's own body shapes.
 */
export type ConsoleApi = '/api/admin' | '/api/superadmin' | '/api/simple';

export interface ConsoleClientOptions {
  api: ConsoleApi;
  /** The dashboard handles its own 401s (an expired console session goes back to the console login). */
  request?: RequestOptions;
}
