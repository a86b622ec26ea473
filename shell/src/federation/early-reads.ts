import { isMarkedVisitor, PAGE_DATA_ELEMENT_ID, routeForPath, SESSION_READ, startEarlyReads } from '@academy/common';

/**
 * A guarded page's first reads, asked for by the entry beside the page's code and the session
 * check, instead of once React has drawn the page for a known user: the session check itself and
 * the reads the route table names for the address. Nothing for a browser marked as a visitor (it
 * is sent to /login without asking); a signed-in user the page turns away never reads the answers.
 * Nothing either for a guarded page drawn on the server (/parent): it came with its answers.
 */
export function startReadsFor({ pathname, search }: Pick<Location, 'pathname' | 'search'>): void {
  const route = routeForPath(pathname);
  if (!route?.roles || isMarkedVisitor(document.cookie) || document.getElementById(PAGE_DATA_ELEMENT_ID)) return;
  startEarlyReads([SESSION_READ]);
  if (route.reads === 'admin') {
    // Its own small chunk: the bundle every page loads first stays without the admin screens' rules.
    void import(/* webpackChunkName: "admin-reads" */ '@academy/common/admin-reads')
      .then(({ adminScreenReads }) => startEarlyReads(adminScreenReads(pathname, new URLSearchParams(search))))
      // Unread, the screen asks for its data itself, as without this.
      .catch(() => undefined);
  }
}
