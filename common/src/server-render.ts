import type { ApiErrorBody } from './types';
import type { RemoteName } from './routes';

/** One API read answered while rendering: what `GET key` would have answered. */
export type PreloadedAnswer = { status: 200; body: unknown } | { status: number; body: ApiErrorBody };

/** The answers a page was rendered with, by the key its useApiQuery call uses ('/api/programs'). */
export type PageData = Record<string, PreloadedAnswer>;

/** The id of the JSON script that carries PageData into the browser. */
export const PAGE_DATA_ELEMENT_ID = '__DATA__';

/**
 * The id of the JSON script listing a rendered page's own scripts in its remote: the shell's start
 * script preloads them with its own start-up chunks once the page has painted.
 */
export const PAGE_SCRIPTS_ELEMENT_ID = '__SCRIPTS__';

/** What the API asks of the shell's server renderer (shell/dist/server/render.js) for one page. */
export interface ServerRenderInput {
  /** The requested path and query. */
  url: string;
  data: PageData;
  /** Where each remote's server container is (file: or http(s): URL of its remoteEntry.js). */
  remotes: Partial<Record<RemoteName, string>>;
}

/** A rendered page, complete: React has finished, nothing is left to stream. */
export interface ServerRenderOutput {
  /** The markup that goes inside #root. */
  html: string;
}

/** The module shell/dist/server/render.js exports. */
export interface ServerRendererModule {
  render(input: ServerRenderInput): Promise<ServerRenderOutput>;
  /** Starts loading the remote pages the server renders, so the first visitor does not wait. */
  warmUp(remotes: ServerRenderInput['remotes']): Promise<void>;
}

/**
 * A cookie the page's own response sets when the request carried no session cookie at all (the
 * session cookie is httpOnly, so the page cannot look for it). The browser then knows the visitor
 * is signed out without asking /api/auth/user, whose 401 the console would report as an error.
 * Without it (another server, a test) the page asks as before.
 */
export const VISITOR_COOKIE = 'academy.visitor';
