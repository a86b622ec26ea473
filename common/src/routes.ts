import type { Role } from './roles';
import type { RemotesManifest } from './types';

export type RemoteName = keyof RemotesManifest;

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  /** The module the remote exposes for this screen. */
  module: string;
  /** 'site' pages get the header and footer; consoles run outside the normal layout (they have their own). */
  layout: 'site' | 'bare';
  /** undefined = public; [] = any signed-in user; otherwise the roles let in. */
  roles?: readonly Role[];
  denied?: 'redirect' | 'toast';
}

const SIGNED_IN: readonly Role[] = [];

/**
 * The route table (docs/decisions.md, "Route table"): each path and the remote that draws it. The shell
 * routes by it; the server reads it to start loading the right remote's entry with the page.
 */
export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { path: '/', remote: 'public', module: './LandingPage', layout: 'site' },
  { path: '/about', remote: 'public', module: './AboutPage', layout: 'site' },
  { path: '/courses', remote: 'public', module: './CoursesPage', layout: 'site' },
  { path: '/gallery', remote: 'public', module: './GalleryPage', layout: 'site' },
  { path: '/program/:slug', remote: 'public', module: './ProgramPage', layout: 'site' },
  { path: '/courses/:id', remote: 'member', module: './CourseDetailPage', layout: 'site', roles: SIGNED_IN },
  { path: '/videos', remote: 'member', module: './VideosPage', layout: 'site', roles: ['VERIFIED', 'ADMIN'] },
  { path: '/account', remote: 'member', module: './AccountPage', layout: 'site', roles: SIGNED_IN },
  { path: '/members', remote: 'member', module: './MembersHomePage', layout: 'site', roles: ['VERIFIED'] },
  { path: '/admin/*', remote: 'admin', module: './AdminSection', layout: 'site', roles: ['ADMIN'], denied: 'toast' },
  { path: '/admin-dashboard', remote: 'admin', module: './AdminDashboardPage', layout: 'bare' },
  { path: '/_superadmin', remote: 'admin', module: './SuperAdminPage', layout: 'bare' },
  { path: '/simple-admin', remote: 'admin', module: './SimpleAdminPage', layout: 'bare' },
];

export const REDIRECTS: Readonly<Record<string, string>> = {
  '/curriculum/middle': '/program/middle-school',
  '/curriculum/high': '/program/high-school',
};

function matches(pattern: string, pathname: string): boolean {
  if (pattern.endsWith('/*')) {
    const base = pattern.slice(0, -2);
    return pathname === base || pathname.startsWith(`${base}/`);
  }
  const expected = pattern.split('/');
  const actual = pathname.replace(/\/+$/, '').split('/');
  if (pattern === '/') return pathname === '/';
  return expected.length === actual.length && expected.every((part, i) => part.startsWith(':') ? actual[i] !== '' : part === actual[i]);
}

/** The route of a path, or null (login page, 404, redirects). */
export function routeForPath(pathname: string): RemoteRoute | null {
  return REMOTE_ROUTES.find((route) => matches(route.path, pathname)) ?? null;
}

/** The remote that draws a path, or null. */
export function remoteForPath(pathname: string): RemoteName | null {
  return routeForPath(pathname)?.remote ?? null;
}
