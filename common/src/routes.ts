import { MEMBER_ROLES, VIEWER_ROLES, type Role } from './roles';
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
  /** Rendered on the server: a public page (one copy for every visitor) or a signed-in one's own page. */
  server?: PublicRendering | SessionRendering;
  /**
   * A client-rendered page whose first API reads the shell asks for as soon as the address is known,
   * beside the page's code: 'admin' is `adminScreenReads` in `@academy/common/admin-reads`.
   */
  reads?: 'admin';
}

/**
 * A public page. `data` lists the API reads the page shows (with `:param` from the path): the server
 * answers them while rendering and writes the answers into the page, so the browser does not ask
 * again. `query` names the query parameters the page reads (the server renders and keeps a copy per
 * value; any other parameter is ignored).
 */
export interface PublicRendering {
  data: readonly string[];
  query?: readonly string[];
}

/**
 * A page drawn for the signed-in caller whose role the route lets in, from the API's answers to
 * them (the API's own list of the page's reads): rendered for each request and never kept, so no
 * copy of one family's page can reach another. Anyone else gets the client-rendered page.
 */
export interface SessionRendering {
  session: true;
}

const SIGNED_IN: readonly Role[] = [];

/**
 * The route table (docs/decisions.md, "Route table"): each path and the remote that draws it. The shell
 * routes by it; the server reads it to start loading the right remote's entry with the page.
 */
export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  {
    path: '/',
    remote: 'public',
    module: './LandingPage',
    layout: 'site',
    server: { data: ['/api/programs', '/api/gallery', '/api/site', '/api/notices', '/api/academy'] },
  },
  {
    path: '/about',
    remote: 'public',
    module: './AboutPage',
    layout: 'site',
    server: { data: ['/api/site', '/api/academy'] },
  },
  {
    path: '/courses',
    remote: 'public',
    module: './CoursesPage',
    layout: 'site',
    server: { data: ['/api/courses', '/api/academy'] },
  },
  {
    path: '/gallery',
    remote: 'public',
    module: './GalleryPage',
    layout: 'site',
    server: { data: ['/api/gallery', '/api/site', '/api/academy'] },
  },
  {
    path: '/notices',
    remote: 'public',
    module: './NoticesPage',
    layout: 'site',
    server: { data: ['/api/notices', '/api/academy'] },
  },
  {
    path: '/notices/page/:page',
    remote: 'public',
    module: './NoticesPage',
    layout: 'site',
    server: { data: ['/api/notices', '/api/academy'] },
  },
  {
    path: '/notices/:id',
    remote: 'public',
    module: './NoticePage',
    layout: 'site',
    server: { data: ['/api/notices/:id', '/api/academy'] },
  },
  {
    path: '/program/:slug',
    remote: 'public',
    module: './ProgramPage',
    layout: 'site',
    server: { data: ['/api/programs/:slug', '/api/site', '/api/academy'] },
  },
  /** The consultation form as a page: where the form posts without JavaScript, and its errors. */
  {
    path: '/consultation',
    remote: 'public',
    module: './ConsultationPage',
    layout: 'site',
    server: { data: ['/api/programs', '/api/site', '/api/academy'] },
  },
  {
    path: '/consultation/thanks',
    remote: 'public',
    module: './ConsultationThanksPage',
    layout: 'site',
    server: { data: ['/api/academy'] },
  },
  /** 개인정보처리방침 and 이용약관: the current version, or an earlier one at `?version=N`. */
  {
    path: '/privacy',
    remote: 'public',
    module: './LegalPage',
    layout: 'site',
    server: { data: ['/api/academy', '/api/site'], query: ['version'] },
  },
  {
    path: '/terms',
    remote: 'public',
    module: './LegalPage',
    layout: 'site',
    server: { data: ['/api/academy', '/api/site'], query: ['version'] },
  },
  { path: '/courses/:id', remote: 'member', module: './CourseDetailPage', layout: 'site', roles: MEMBER_ROLES },
  { path: '/videos', remote: 'member', module: './VideosPage', layout: 'site', roles: VIEWER_ROLES },
  { path: '/account', remote: 'member', module: './AccountPage', layout: 'site', roles: SIGNED_IN },
  { path: '/members', remote: 'member', module: './MembersHomePage', layout: 'site', roles: ['VERIFIED'] },
  /** A staff invitation's link: open to anyone holding it; a signed-in parent accepts it there. */
  { path: '/parent/invite', remote: 'member', module: './ParentInvitePage', layout: 'site' },
  /** A parent's home (학부모): the confirmed children's weeks, the link requests, the report settings. */
  {
    path: '/parent',
    remote: 'member',
    module: './ParentHomePage',
    layout: 'site',
    roles: ['PARENT'],
    server: { session: true },
  },
  /** 오답 노트: the typed quiz questions a member answered wrong, asked again. */
  { path: '/review', remote: 'member', module: './ReviewPage', layout: 'site', roles: VIEWER_ROLES },
  {
    path: '/admin/*',
    remote: 'admin',
    module: './AdminSection',
    layout: 'site',
    roles: ['ADMIN'],
    denied: 'toast',
    reads: 'admin',
  },
  { path: '/admin-dashboard', remote: 'admin', module: './AdminDashboardPage', layout: 'bare' },
  { path: '/_superadmin', remote: 'admin', module: './SuperAdminPage', layout: 'bare' },
  { path: '/simple-admin', remote: 'admin', module: './SimpleAdminPage', layout: 'bare' },
];

/** The password change screen: no route names it, the shell shows it on every path while a change is due. */
export const PASSWORD_CHANGE_PAGE = { remote: 'member', module: './PasswordChangePage' } as const satisfies Pick<
  RemoteRoute,
  'remote' | 'module'
>;

/** The Module Federation container name of a remote's build (a valid JS identifier). */
export const containerName = (remote: RemoteName) => `academy_${remote}`;

/**
 * Every module a remote exposes: its routes' screens and the pages the shell mounts by itself. Each
 * remote's webpack `exposes` block is built from this list (tools/federation.config.js), so a route
 * cannot name a module its remote does not offer.
 */
export function exposedModules(remote: RemoteName): string[] {
  const modules = [...REMOTE_ROUTES, PASSWORD_CHANGE_PAGE]
    .filter((page) => page.remote === remote)
    .map((page) => page.module);
  return [...new Set(modules)];
}

export const REDIRECTS: Readonly<Record<string, string>> = {
  '/curriculum/middle': '/program/middle-school',
  '/curriculum/high': '/program/high-school',
};

type Params = Record<string, string>;

/** The path's parameters (as the router gives them: decoded) when it matches the pattern, else null. */
function match(pattern: string, pathname: string): Params | null {
  if (pattern.endsWith('/*')) {
    const base = pattern.slice(0, -2);
    return pathname === base || pathname.startsWith(`${base}/`) ? {} : null;
  }
  if (pattern === '/') return pathname === '/' ? {} : null;
  const expected = pattern.split('/');
  const actual = pathname.replace(/\/+$/, '').split('/');
  if (expected.length !== actual.length) return null;
  const params: Params = {};
  for (const [i, part] of expected.entries()) {
    const value = actual[i]!;
    if (part.startsWith(':')) {
      if (value === '') return null;
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (part !== value) return null;
  }
  return params;
}

/** The route of a path, or null (login page, 404, redirects). */
export function routeForPath(pathname: string): RemoteRoute | null {
  return REMOTE_ROUTES.find((route) => match(route.path, pathname) !== null) ?? null;
}

/** A public page as the server renders it: its route and the API reads it shows, parameters filled in. */
export interface ServerPage {
  route: RemoteRoute & { server: PublicRendering };
  params: Params;
  /** The same keys the page's useApiQuery calls use (parameters URL-encoded). */
  dataKeys: string[];
}

/**
 * The server-rendered public page a path is, or null when the browser alone renders it, it is a
 * signed-in page (sessionPageFor) or it does not exist.
 */
export function serverPageFor(pathname: string): ServerPage | null {
  for (const route of REMOTE_ROUTES) {
    const params = match(route.path, pathname);
    if (params === null) continue;
    if (!route.server || 'session' in route.server) return null;
    const dataKeys = route.server.data.map((key) =>
      key.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? '')),
    );
    return { route: route as ServerPage['route'], params, dataKeys };
  }
  return null;
}

/** The route of a page the server renders for the signed-in caller (SessionRendering), or null. */
export function sessionPageFor(pathname: string): (RemoteRoute & { roles: readonly Role[] }) | null {
  const route = routeForPath(pathname);
  return route?.server && 'session' in route.server && route.roles
    ? (route as RemoteRoute & { roles: readonly Role[] })
    : null;
}

/** Pages the shell draws itself, outside any remote (never rendered on the server). */
export const SHELL_PAGES = {
  login: '/login',
  /** The mailed link's page: `?token=…`, read once and taken out of the address bar. */
  resetPassword: '/reset-password',
} as const;

const SHELL_PATHS: readonly string[] = Object.values(SHELL_PAGES);

/**
 * Paths no route, redirect or shell page answers: the server sends them the 404 page with status
 * 404.
 */
export function isUnknownPath(pathname: string): boolean {
  return routeForPath(pathname) === null && !(pathname in REDIRECTS) && !SHELL_PATHS.includes(pathname);
}

/** The remote that draws a path, or null. */
export function remoteForPath(pathname: string): RemoteName | null {
  return routeForPath(pathname)?.remote ?? null;
}
