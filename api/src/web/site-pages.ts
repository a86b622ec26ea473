import type { NextFunction, Request, Response } from 'express';
import {
  isUnknownPath,
  REDIRECTS,
  remoteForPath,
  serverPageFor,
  sessionPageFor,
  type PageData,
  type ServerPage,
} from '@academy/common';
import type { AppConfig } from '../config/app-config';
import { ContentCache } from '../public-content/content-cache';
import type { ContentChanges } from '../public-content/content-changes';
import { encodeBody, sendEncoded, type EncodedBody } from '../http/encoded-body';
import type { PublicReads } from '../public-content/public-reads.service';
import type { ShellIndex } from './index-html';
import { headTags, pageHeadFor } from './page-head';
import type { PageScripts } from './page-scripts';
import type { RemoteBuild } from './remote-build';
import type { OnceLogger, RenderedPage, ServerRenderer } from './server-renderer';
import { siteOrigin } from './site-origin';
import { hasSessionCookie, markVisitor } from './visitor-cookie';

const HTML = 'text/html; charset=utf-8';
/** Paths that are never pages: the API, the proxy and the apps' files. */
const NOT_A_PAGE = /^\/(api|proxy|remotes|assets)(\/|$)/;
/** A name with an extension is a file first: the static files are looked up before it can be a page. */
const FILE_NAME = /\.\w+$/;
/** A query value a page reads (`?version=2`): short, so a copy per value stays small. */
const QUERY_VALUE = /^[\w.-]{1,20}$/;
/** What the footer of every page shows, the 404 page's too. */
const ACADEMY_READ = '/api/academy';

type Query = Request['query'];

/**
 * The query a page reads, as it is rendered and kept (`?version=2`), or ''. Parameters the route
 * does not name, and values no page reads (lists, long text), are left out.
 */
export function pageSearch(page: ServerPage | null, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const name of page?.route.server.query ?? []) {
    const value = query[name];
    if (typeof value === 'string' && QUERY_VALUE.test(value)) params.set(name, value);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

const isPageRequest = (request: Request) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !NOT_A_PAGE.test(request.path) &&
  request.accepts('html') !== false;

/**
 * Answers every page address. Public pages and unknown paths (404) are rendered on the server and
 * kept per path (PAGE_CACHE_SECONDS, dropped when public content or remote-public changes); a
 * visitor's page never carries anything of theirs, so one copy serves everyone. Member and admin
 * pages are the client-rendered shell at once: they never wait for public data.
 */
export class SitePages {
  private readonly rendered: ContentCache<EncodedBody>;
  private readonly clientPages = new Map<string, EncodedBody>();

  constructor(
    private readonly config: AppConfig,
    private readonly shellIndex: ShellIndex,
    private readonly reads: PublicReads,
    private readonly renderer: ServerRenderer,
    private readonly remotePublic: RemoteBuild,
    changes: ContentChanges,
    private readonly log: OnceLogger,
    /** The admin remote's scripts, named in its addresses' pages for a browser holding a session. */
    private readonly adminScripts: PageScripts | null = null,
  ) {
    this.rendered = new ContentCache(changes, config.site.cacheSeconds * 1000);
  }

  handler() {
    return (request: Request, response: Response, next: NextFunction) => {
      // A signed-in page is drawn after the sessions (SessionPages).
      if (!isPageRequest(request) || FILE_NAME.test(request.path) || sessionPageFor(request.path)) return next();
      const redirect = REDIRECTS[request.path];
      if (redirect) return response.redirect(301, redirect);
      this.send(request, response, next);
    };
  }

  /** After the static files: what is left is no file, and so the 404 page. */
  notFoundHandler() {
    return (request: Request, response: Response, next: NextFunction) =>
      isPageRequest(request) && !sessionPageFor(request.path) ? this.send(request, response, next) : next();
  }

  private send(request: Request, response: Response, next: NextFunction): void {
    markVisitor(request, response);
    this.page(request.path, siteOrigin(request, this.config.site.publicUrl), {
      signedIn: hasSessionCookie(request),
      query: request.query,
    }).then((body) => sendEncoded(request, response, body, 'no-cache'), next);
  }

  /**
   * The page for a path, as it is sent; its absolute URLs start with `origin` (relative when null),
   * so a copy is kept per origin the site is opened under. `signedIn`: the browser sent a session
   * cookie, so an admin address names the scripts it will ask for (a visitor is sent to /login and
   * never downloads them). `query`: the page is rendered with the parameters its route reads.
   */
  page(pathname: string, origin: string | null, { signedIn = false, query = {} as Query } = {}): Promise<EncodedBody> {
    const serverPage = serverPageFor(pathname);
    if (!serverPage && !isUnknownPath(pathname)) {
      const scripts = signedIn && remoteForPath(pathname) === 'admin' ? this.adminScripts?.for(pathname) : undefined;
      return Promise.resolve(this.clientPage(pathname, 200, scripts));
    }
    const version = this.remotePublic.current()?.version ?? 'none';
    const search = pageSearch(serverPage, query);
    return this.rendered
      .get(`${version} ${origin ?? ''} ${pathname}${search}`, () =>
        this.renderPage(pathname, search, serverPage, origin),
      )
      .catch((error: unknown) => {
        if (error instanceof ClientRenderedFallback) return error.body;
        throw error;
      });
  }

  /**
   * A page rendered for one answer and never kept: `extra` joins the page's own data (a refused
   * form post hands back what was sent and what was wrong). Null when the server cannot render.
   */
  async renderOnce(request: Request, pathname: string, extra: PageData, status: number): Promise<EncodedBody | null> {
    const page = serverPageFor(pathname);
    if (!page) return null;
    const rendered = await this.renderer.render(pathname, page.route, async () => ({
      ...(await this.pageData(page)),
      ...extra,
    }));
    if (!rendered) return null;
    return this.encodePage(status, pathname, page, rendered, siteOrigin(request, this.config.site.publicUrl));
  }

  private async renderPage(
    pathname: string,
    search: string,
    page: ServerPage | null,
    origin: string | null,
  ): Promise<EncodedBody> {
    const rendered = await this.renderer.render(`${pathname}${search}`, page?.route ?? null, () => this.pageData(page));
    // Not kept: the next visitor tries the server again. A page whose data could not be read
    // cannot tell a missing program from a database that is down: only unknown paths are 404.
    if (!rendered) throw new ClientRenderedFallback(this.clientPage(pathname, page ? 200 : 404));
    const status = !page || Object.values(rendered.data).some((answer) => answer.status === 404) ? 404 : 200;
    return this.encodePage(status, pathname, page, rendered, origin);
  }

  /** The shell's page around a rendered body, with the head its data and address call for. */
  private encodePage(
    status: number,
    pathname: string,
    page: ServerPage | null,
    rendered: RenderedPage,
    origin: string | null,
  ): EncodedBody {
    const head = headTags(pageHeadFor(page, pathname, rendered.data, origin), origin);
    return encodeBody(status, HTML, this.renderedHtml(pathname, head, rendered));
  }

  /** The shell's index.html around a rendered body, with the given head tags. */
  renderedHtml(pathname: string, head: string, { body, data }: RenderedPage): string {
    return this.shellIndex.renderedPage(pathname, {
      head,
      styles: body.styles,
      body: body.html,
      data,
      scripts: body.scripts,
    });
  }

  private async pageData(page: ServerPage | null): Promise<PageData> {
    const keys = page?.dataKeys ?? [ACADEMY_READ];
    const answers = await Promise.all(keys.map((key) => this.reads.answer(key)));
    return Object.fromEntries(keys.map((key, i) => [key, answers[i]!.answer]));
  }

  private clientPage(pathname: string, status: number, scripts?: string[]): EncodedBody {
    const html = this.shellIndex.htmlFor(pathname, scripts);
    const key = `${status} ${html}`;
    let body = this.clientPages.get(key);
    if (!body) {
      body = encodeBody(status, HTML, html);
      this.clientPages.set(key, body);
    }
    return body;
  }
}

/** A page the server could not render: the client-rendered page is sent in its place. */
class ClientRenderedFallback extends Error {
  constructor(readonly body: EncodedBody) {
    super('client-rendered fallback');
  }
}
