import { createHash } from 'crypto';
import * as fs from 'fs';
import * as path from 'path';
import {
  PAGE_DATA_ELEMENT_ID,
  PAGE_SCRIPTS_ELEMENT_ID,
  remoteEntryUrl,
  remoteForPath,
  type PageData,
  type RemoteName,
  type RemotesManifest,
} from '@academy/common';

/** The parts of a server-rendered page that differ from the shell's index.html. */
export interface RenderedParts {
  /** Title, description, canonical, Open Graph and JSON-LD tags. */
  head: string;
  /** <style> blocks of the page's own style sheets. */
  styles: string;
  /** React's markup for #root. */
  body: string;
  data: PageData;
  /** The page's own scripts in its remote, named relative to the remote's entry (mf-manifest.json). */
  scripts?: string[];
}

export interface ShellIndex {
  /**
   * The client-rendered page for a path: the remote that draws it starts loading with the page
   * itself, and `scripts` (named relative to that remote's entry, or from the root for the shell's
   * own), the chunks the address asks for once the shell and the remote have run, with the shell's
   * own first chunks.
   */
  htmlFor: (pathname: string, scripts?: string[]) => string;
  /** A server-rendered page for a path. */
  renderedPage: (pathname: string, parts: RenderedParts) => string;
  /** CSP hashes of the inline scripts the page runs (the theme is applied before first paint). */
  scriptHashes: string[];
}

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;
const STYLESHEET_LINK = /<link href="?\/([\w.-]+\.css)"? rel="?stylesheet"?>/g;
const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /<meta name="?description"? content="[^"]*"\s*\/?>/;
const ROOT = /<div id="?root"?><\/div>/;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/;
const HEAD_TAGS = '<!--page-head-->';

/** JSON inside <script> must not be able to close the tag. */
export function safeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The shell's own style sheets, inlined: the page is styled by its first response. data-href names
 * the file, as mini-css-extract-plugin does for a sheet it finds already on the page.
 */
function inlineStylesheets(shellDir: string, html: string): string {
  return html.replace(STYLESHEET_LINK, (link, file: string) => {
    const sheet = path.join(shellDir, file);
    if (!fs.existsSync(sheet)) return link;
    return `<style data-href="${file}">${fs.readFileSync(sheet, 'utf8').replace(/<\/style/gi, '<\\/style')}</style>`;
  });
}

/**
 * The shell's built index.html with the remotes' run-time URLs written in, so the shell needs no
 * extra request to learn them. One client-rendered variant per remote, made once at start; the
 * server-rendered pages are made from the same template.
 */
export function renderShellIndex(shellDir: string, remotes: RemotesManifest): ShellIndex | null {
  const file = path.join(shellDir, 'index.html');
  if (!fs.existsSync(file)) return null;
  const source = inlineStylesheets(shellDir, fs.readFileSync(file, 'utf8'));
  const manifest = `<script id="remotes-manifest" type="application/json">${safeJson(remotes)}</script>`;
  const preloadOf = (name: RemoteName | null) =>
    name ? `<link rel="preload" as="script" href="${remoteEntryUrl(remotes[name])}">` : '';
  // The page's chunks are asked for once its remote's entry (and, on a client-rendered admin
  // address, the section's module) has run: listed here, the shell's start script preloads them
  // with its own first chunks, once the page has painted.
  const pageScriptsOf = (name: RemoteName | null, files: string[] = [], withEntry = false) => {
    if (!name || (files.length === 0 && !withEntry)) return '';
    const entry = remoteEntryUrl(remotes[name]);
    const folder = entry.replace(/[^/]*$/, '');
    // A name from the root is the shell's own chunk (the one that starts an admin address's reads).
    const urls = files.map((file) => (file.startsWith('/') ? encodeURI(file) : `${folder}${encodeURI(file)}`));
    return `<script id="${PAGE_SCRIPTS_ELEMENT_ID}" type="application/json">${safeJson(withEntry ? [entry, ...urls] : urls)}</script>`;
  };
  const page = (preload: string) => source.replace('</head>', `${manifest}${preload}</head>`);
  const variants = new Map<RemoteName | null, string>([[null, page('')]]);
  for (const name of Object.keys(remotes) as RemoteName[]) variants.set(name, page(preloadOf(name)));

  // A rendered page says everything itself: its own head, its markup, the data it was drawn with.
  // Its head tags go where the template's title was, near the top, where crawlers look first.
  const template = source.replace(TITLE, HEAD_TAGS).replace(DESCRIPTION, '').replace(NOSCRIPT, '');
  // A rendered page names no script that the browser would fetch while it draws: its remote's entry
  // is needed for hydration, not for the first paint, so it heads the list the start script
  // preloads once the page has painted.
  const renderedPage = (pathname: string, parts: RenderedParts) =>
    template
      .replace(HEAD_TAGS, () => parts.head)
      .replace('</head>', () => `${parts.styles}${manifest}</head>`)
      .replace(
        ROOT,
        () =>
          `<div id="root">${parts.body}</div><script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${safeJson(parts.data)}</script>` +
          pageScriptsOf(remoteForPath(pathname), parts.scripts, true),
      );

  const scriptHashes = [...source.matchAll(INLINE_SCRIPT)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  );
  return {
    htmlFor: (pathname, scripts = []) => {
      const name = remoteForPath(pathname);
      if (!name || scripts.length === 0) return variants.get(name) ?? variants.get(null)!;
      return page(preloadOf(name) + pageScriptsOf(name, scripts));
    },
    renderedPage,
    scriptHashes,
  };
}
