/** The first capture of `pattern` in an HTML page, or '' when absent. */
export function tagContent(html: string, pattern: RegExp): string {
  return pattern.exec(html)?.[1] ?? '';
}

/** The API answers a server-rendered page carries in its __DATA__ script. */
export function pageData(html: string): Record<string, { status: number; body: unknown }> {
  const json = tagContent(html, /<script id="__DATA__" type="application\/json">(.*?)<\/script>/s);
  if (!json) throw new Error('the page carries no __DATA__: it was not rendered on the server');
  return JSON.parse(json) as Record<string, { status: number; body: unknown }>;
}

/** A page the server rendered (as opposed to the client-rendered shell). */
export const isServerRendered = (html: string) => html.includes('<script id="__DATA__"');
