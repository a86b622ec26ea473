import { createHash } from 'crypto';
import * as fs from 'fs';
import * as path from 'path';
import { remoteEntryUrl, remoteForPath, type RemoteName, type RemotesManifest } from '@academy/common';

export interface ShellIndex {
  /** The page for a path: the remote that draws it starts loading with the page itself. */
  htmlFor: (pathname: string) => string;
  /** CSP hashes of the inline scripts the page runs (the theme is applied before first paint). */
  scriptHashes: string[];
}

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** JSON inside <script> must not be able to close the tag. */
function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The shell's built index.html with the remotes' run-time URLs written in, so the shell needs no
 * extra request to learn them. One variant per remote, made once at start.
 */
export function renderShellIndex(shellDir: string, remotes: RemotesManifest): ShellIndex | null {
  const file = path.join(shellDir, 'index.html');
  if (!fs.existsSync(file)) return null;
  const source = fs.readFileSync(file, 'utf8');
  const manifest = `<script id="remotes-manifest" type="application/json">${safeJson(remotes)}</script>`;
  const page = (preload: string) => source.replace('</head>', `${manifest}${preload}</head>`);
  const variants = new Map<RemoteName | null, string>([[null, page('')]]);
  for (const name of Object.keys(remotes) as RemoteName[]) {
    variants.set(name, page(`<link rel="preload" as="script" href="${remoteEntryUrl(remotes[name])}">`));
  }
  const scriptHashes = [...source.matchAll(INLINE_SCRIPT)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  );
  return { htmlFor: (pathname) => variants.get(remoteForPath(pathname)) ?? variants.get(null)!, scriptHashes };
}
