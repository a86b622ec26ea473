import type { CallOptions } from '@academy/context';

/**
 * Which console's routes a client calls: the admin dashboard (/admin-dashboard) the API's admin
 * routes, the secret console (/_superadmin) the superadmin ones, the simple console (/simple-admin)
 * the simple ones. The server answers the same resources under each, with each console's own body shapes.
 */
export type ConsoleApi = 'admin' | 'superadmin' | 'simple';

export interface ConsoleClientOptions<C extends ConsoleApi = ConsoleApi> {
  api: C;
  /** The dashboard handles its own 401s (an expired console session goes back to the console login). */
  request?: CallOptions;
}
