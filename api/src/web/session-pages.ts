import type { NextFunction, Request, Response } from 'express';
import { SESSION_READ, sessionPageFor, type PageData, type PageMeta, type RemoteRoute } from '@academy/common';
import type { User } from '../members/user.entity';
import { toUserWire } from '../members/user.wire';
import { headTags } from './page-head';
import type { ServerRenderer } from './server-renderer';
import type { SitePages } from './site-pages';
import { siteOrigin } from './site-origin';
import { markVisitor } from './visitor-cookie';

/** A signed-in page as the server draws it: its title, and its API reads answered for the user whose session asked. */
export interface SessionPage {
  meta: PageMeta;
  reads: (user: User, query: Request['query']) => Promise<PageData>;
}

/**
 * Answers the pages the server renders for a signed-in caller (the route table's SessionRendering:
 * /parent). Mounted after the sessions, so the caller is known; the page is drawn from their own
 * answers, for this request alone, and never kept or shared (`private, no-store`). A caller the
 * route does not let in, a password change that is due, or a render that fails gets the
 * client-rendered page, which decides as it always did.
 */
export class SessionPages {
  constructor(
    private readonly pages: SitePages,
    private readonly renderer: ServerRenderer,
    private readonly sessionPages: Readonly<Record<string, SessionPage>>,
    private readonly publicUrl: string | null,
  ) {}

  handler() {
    return (request: Request, response: Response, next: NextFunction) => {
      if ((request.method !== 'GET' && request.method !== 'HEAD') || request.accepts('html') === false) return next();
      const route = sessionPageFor(request.path);
      const page = route && this.sessionPages[route.path];
      if (!route || !page) return next();
      this.send(request, response, route, page).catch(next);
    };
  }

  private async send(
    request: Request,
    response: Response,
    route: RemoteRoute & { roles: readonly string[] },
    page: SessionPage,
  ): Promise<void> {
    markVisitor(request, response);
    const origin = siteOrigin(request, this.publicUrl);
    const user = request.user;
    const html =
      user && route.roles.includes(user.role) && !user.mustChangePassword
        ? await this.render(request, route, user, page, origin)
        : null;
    // Whatever is sent, it was decided by this request's session: never kept by a shared cache.
    response.setHeader('Cache-Control', 'private, no-store');
    response.setHeader('Vary', 'Cookie');
    if (html !== null) {
      response
        .status(200)
        .type('html')
        .send(request.method === 'HEAD' ? undefined : html);
      return;
    }
    const client = await this.pages.page(request.path, origin, { signedIn: true });
    response
      .status(client.status)
      .type(client.type)
      .send(request.method === 'HEAD' ? undefined : client.plain);
  }

  private async render(
    request: Request,
    route: RemoteRoute,
    user: User,
    page: SessionPage,
    origin: string | null,
  ): Promise<string | null> {
    const rendered = await this.renderer.render(request.originalUrl, route, async () => ({
      [SESSION_READ]: { status: 200, body: JSON.parse(JSON.stringify(toUserWire(user))) as unknown },
      ...(await page.reads(user, request.query)),
    }));
    if (!rendered) return null;
    const head = headTags({ ...page.meta, path: request.path, jsonLd: [], noindex: true }, origin);
    return this.pages.renderedHtml(request.path, head, rendered);
  }
}
