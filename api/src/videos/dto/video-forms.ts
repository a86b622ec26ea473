/** The dashboard form sends {title, type, url}; the admin page and the secret console send externalUrl. */
export function isDashboardForm(body: { externalUrl?: unknown; url?: unknown }): boolean {
  return body.externalUrl === undefined && body.url !== undefined;
}
