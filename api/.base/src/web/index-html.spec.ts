import { createHash } from 'crypto';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { renderShellIndex } from './index-html';

const THEME_SCRIPT = "document.documentElement.dataset.theme='light';";

function shellDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-'));
  fs.writeFileSync(path.join(dir, 'index.html'), `<html><head><script>${THEME_SCRIPT}</script></head><body></body></html>`);
  return dir;
}

const remotes = { public: '/remotes/public/', member: 'https://member.example.com/', admin: '/remotes/admin/remoteEntry.js' };

describe('renderShellIndex', () => {
  it('answers null before the shell is built', () => {
    expect(renderShellIndex(fs.mkdtempSync(path.join(os.tmpdir(), 'empty-')), remotes)).toBeNull();
  });

  it('writes the run-time remote URLs into the page, unable to close the script tag', () => {
    const index = renderShellIndex(shellDir(), { ...remotes, admin: '/x</script><script>alert(1)//' })!;
    const html = index.htmlFor('/');
    expect(html).toContain('<script id="remotes-manifest" type="application/json">');
    expect(html).not.toContain('</script><script>alert(1)');
  });

  it('preloads only the entry of the remote that draws the path', () => {
    const index = renderShellIndex(shellDir(), remotes)!;
    expect(index.htmlFor('/')).toContain('<link rel="preload" as="script" href="/remotes/public/remoteEntry.js">');
    expect(index.htmlFor('/account')).toContain('href="https://member.example.com/remoteEntry.js"');
    expect(index.htmlFor('/admin/members')).toContain('href="/remotes/admin/remoteEntry.js"');
    expect(index.htmlFor('/login')).not.toContain('rel="preload"');
  });

  it('gives the CSP hash of the inline theme script', () => {
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    expect(renderShellIndex(shellDir(), remotes)!.scriptHashes).toEqual([`'sha256-${hash}'`]);
  });
});
