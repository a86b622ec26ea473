import { useEffect } from 'react';
import { hasRole, routeForPath } from '@academy/common';
import { useAuth } from '@academy/context';
import { loadRemotePage } from './remotes';

/** The pages an ADMIN opens next: the admin section and the dashboard a login sends them to. */
const ADMIN_DOORS = ['/admin', '/admin-dashboard'];

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * For a signed-in ADMIN, loads the admin remote's pages while the browser is idle, so opening the
 * admin area draws at once instead of fetching a remote and antd first. Nobody else downloads them.
 */
export function AdminPrefetch() {
  const { user } = useAuth();
  const isAdmin = hasRole(user, 'ADMIN');
  useEffect(() => {
    if (!isAdmin) return;
    const idle = window as IdleWindow;
    // On an admin page its own module is loading already; the other door would only compete with it.
    if (routeForPath(window.location.pathname)?.remote === 'admin') return;
    const prefetch = () => {
      for (const path of ADMIN_DOORS) {
        const route = routeForPath(path);
        // A failure shows in the page's own error box if it is opened; nothing to report here.
        if (route) loadRemotePage(route.remote, route.module).catch(() => undefined);
      }
    };
    if (idle.requestIdleCallback && idle.cancelIdleCallback) {
      const handle = idle.requestIdleCallback(prefetch);
      return () => idle.cancelIdleCallback!(handle);
    }
    const timer = setTimeout(prefetch, 0);
    return () => clearTimeout(timer);
  }, [isAdmin]);
  return null;
}
