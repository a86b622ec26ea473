import type { Request, RequestHandler, Response } from 'express';
import { REPORT_MAIL_MESSAGES as R } from '@academy/common/parents';
import { isUnsubscribeToken } from './report-token';
import type { ParentSettingsService } from './parent-settings.service';

const page = (title: string, body: string) =>
  `<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<meta name="color-scheme" content="light dark"><meta name="robots" content="noindex"><title>${title}</title></head>` +
  `<body><main><h1>${title}</h1>${body}<p><a href="/parent">학부모 홈</a></p></main></body></html>`;

function answer(response: Response, status: number, body: string): void {
  response.status(status).type('html').setHeader('Cache-Control', 'no-store').send(page(R.unsubscribePageTitle, body));
}

/**
 * The report mail's unsubscribe link (RFC 8058). A mail program's one-click POST
 * (`List-Unsubscribe=One-Click`, form-encoded, from its own servers) turns the mail off at once; a
 * GET, which link scanners also make, only shows a page whose button makes that POST. The link's
 * token names the parent; no session is needed. A plain handler rather than a controller: the body
 * is a form, which the API's JSON parser would refuse, and nothing in it is read.
 */
export function reportUnsubscribeHandler(settings: ParentSettingsService, secret: string): RequestHandler {
  return (request: Request, response: Response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'POST') return next();
    const { p: parentId, t: token } = request.query;
    if (!isUnsubscribeToken(secret, parentId, token)) return answer(response, 400, `<p>${R.unsubscribeInvalid}</p>`);
    if (request.method !== 'POST') {
      // Submitted to the same address (its query carries the parent and the token).
      return answer(
        response,
        200,
        `<p>${R.unsubscribeConfirm}</p><form method="post"><button type="submit">${R.unsubscribeButton}</button></form>`,
      );
    }
    request.resume();
    settings.unsubscribe(parentId).then(
      () => answer(response, 200, `<p>${R.unsubscribed}</p>`),
      (error: unknown) => next(error),
    );
  };
}
