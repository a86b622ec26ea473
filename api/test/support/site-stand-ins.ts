import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';

/** How the stand-in renderer behaves; the tests switch it through globalThis. */
export type RenderMode = 'ok' | 'throw' | 'slow';

export interface RenderProbe {
  mode: RenderMode;
  /** Every render call: its url and the remote entries it was given (remote-public's, remote-member's). */
  calls: Array<{ url: string; entry: string; member?: string }>;
}

export function renderProbe(): RenderProbe {
  const probe: RenderProbe = { mode: 'ok', calls: [] };
  (globalThis as { __renderProbe?: RenderProbe }).__renderProbe = probe;
  return probe;
}

/**
 * A built shell in miniature: index.html as html-webpack-plugin writes it, its style sheet, and a
 * server bundle that draws the url, the remote entry and the page data it was given.
 */
export function standInShell(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-stand-in-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang=ko><head><meta charset=utf-8><meta name=description content="기본 설명"><title>기본 제목</title>' +
      '<script>document.documentElement.dataset.theme="light"</script><link href=/main.abc1234567.css rel=stylesheet></head>' +
      '<body><noscript>자바스크립트를 켜 주세요.</noscript><div id=root></div><script defer src=/main.js></script></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'main.abc1234567.css'), '.header{color:blue}');
  fs.mkdirSync(path.join(dir, 'server'));
  fs.writeFileSync(
    path.join(dir, 'server', 'render.js'),
    `const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
exports.warmUp = async () => undefined;
exports.render = async ({ url, data, remotes }) => {
  const probe = globalThis.__renderProbe;
  probe.calls.push({ url, entry: remotes.public, member: remotes.member });
  if (probe.mode === 'throw') throw new Error('a page component threw');
  if (probe.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, 6000));
  return { html: '<main><h1>' + escape(url) + '</h1><p id="entry">' + escape(remotes.public) + '</p><pre>' + escape(JSON.stringify(data)) + '</pre></main>' };
};
`,
  );
  return dir;
}

/** remote-public's build in miniature: a server container, the browser manifest and one style sheet per page. */
export function standInRemote(containerSource = 'module.exports = {};'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-stand-in-'));
  writeRemoteBuild(dir, containerSource);
  return dir;
}

/** remote-member's build in miniature: the server container and the manifest of the page it renders (/parent). */
export function standInMemberRemote(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'member-stand-in-'));
  writeRemoteBuild(dir, 'module.exports = {};', ['ParentHomePage']);
  return dir;
}

export function writeRemoteBuild(
  dir: string,
  containerSource: string,
  pages = ['LandingPage', 'AboutPage', 'CoursesPage', 'GalleryPage', 'ProgramPage'],
): void {
  fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'server', 'remoteEntry.js'), containerSource);
  for (const page of pages) fs.writeFileSync(path.join(dir, `${page}.css`), `.${page}{margin:0}`);
  const exposes = pages.map((page) => ({
    path: `./${page}`,
    assets: { css: { sync: [`${page}.css`], async: [] }, js: { sync: [], async: [] } },
  }));
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ exposes }));
}
